import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const LEARNING = 24;

type L = [title: string, slug: string, excerpt: string, body: string, provider: string, level: "Beginner" | "Intermediate" | "Advanced", duration: string, tags: string[], theme: Theme, date: string, featured?: boolean];

/** Fictional courses; providers are sample programmes and institutions. */
const rows: L[] = [
  ["AI for Everyone: A Practical Introduction", "ai-for-everyone-practical-introduction", "What AI can and cannot do, explained without mathematics.",
    "Covers how machine learning works, everyday uses, limitations and how to judge claims about AI. No prerequisites.",
    "FutureSkills (sample)", "Beginner", "4 weeks, 2 hours a week", [TREND.skilling, SECTOR.education], "skilling", "2024-02-26", true],
  ["Python for Data Analysis", "python-for-data-analysis", "Load, clean and chart data with Python and notebooks.",
    "Hands-on lessons with public datasets, from reading CSV files to summary tables and charts.",
    "FutureSkills (sample)", "Beginner", "6 weeks, 4 hours a week", [TREND.skilling, TREND.datasets], "data", "2024-06-03"],
  ["Machine Learning Foundations", "machine-learning-foundations", "Supervised learning, evaluation and common pitfalls.",
    "Regression, classification, validation and fairness checks, with projects on agriculture and health data.",
    "Godavari Institute of Technology", "Intermediate", "10 weeks", [TREND.skilling, OTHER.research], "research", "2024-09-09", true],
  ["Building Speech Applications for Indian Languages", "speech-applications-indian-languages", "From audio collection to deploying a speech model.",
    "Data collection with consent, transcription guidelines, fine-tuning and evaluation on noisy audio.",
    "Bharat Language Lab (fictional)", "Advanced", "8 weeks", [TREND.language, TREND.skilling], "language", "2025-01-27"],
  ["Responsible AI for Public Officials", "responsible-ai-for-public-officials", "Procurement, impact assessment and oversight of AI systems.",
    "Case-based course on commissioning AI responsibly, including documentation and grievance redress.",
    "Doon Valley Institute of Public Policy", "Beginner", "3 days", [TREND.responsible, SECTOR.governance], "responsible-ai", "2025-03-10", true],
  ["Data Engineering on the Cloud", "data-engineering-on-the-cloud", "Pipelines, storage and orchestration for AI workloads.",
    "Design batch and streaming pipelines, manage data quality and cost, and deploy to managed services.",
    "Gyan Learning Technologies (fictional)", "Intermediate", "8 weeks", [TREND.skilling, TREND.compute], "compute", "2025-05-19"],
  ["Generative AI: Prompting, Retrieval and Evaluation", "generative-ai-prompting-retrieval-evaluation", "Build grounded assistants and measure their quality.",
    "Prompt design, retrieval-augmented generation, evaluation sets and safety testing for assistants.",
    "FutureSkills (sample)", "Intermediate", "5 weeks", [TREND.genai, TREND.skilling], "products", "2025-08-18"],
  ["AI for Agriculture Extension Workers", "ai-for-agriculture-extension-workers", "Using and checking AI advisories in the field.",
    "How advisory models work, when to trust them, and how to collect feedback from farmers.",
    "Vindhya Agricultural University (fictional)", "Beginner", "2 weeks", [SECTOR.agriculture, TREND.skilling], "agriculture", "2025-10-27"],
  ["Clinical AI Evaluation", "clinical-ai-evaluation", "Design and read validation studies of diagnostic AI.",
    "Study design, metrics, subgroup analysis and reporting standards for clinicians and developers.",
    "Kaveri Institute of Health Sciences (fictional)", "Advanced", "6 weeks", [SECTOR.healthcare, TREND.responsible], "healthcare", "2026-01-19"],
  ["Credit Risk Modelling with Explainability", "credit-risk-modelling-explainability", "Build and explain credit models responsibly.",
    "Scorecards, gradient boosting, reason codes and fairness monitoring for lenders.",
    "Malwa College of Commerce and Analytics (fictional)", "Intermediate", "6 weeks", [SECTOR.finance, TREND.responsible], "finance", "2026-03-30"],
  ["Securing AI Systems", "securing-ai-systems", "Threats to ML pipelines and how to defend them.",
    "Data poisoning, model theft, prompt injection and red-teaming, with lab exercises.",
    "Malabar Institute of Cybersecurity (fictional)", "Advanced", "4 weeks", [TREND.cyber, TREND.skilling], "cybersecurity", "2026-06-15"],
  ["Teaching with AI Tools", "teaching-with-ai-tools", "A course for school teachers on using AI in lesson planning.",
    "Draft, check and adapt lesson plans and assessments, and protect student data.",
    "Himalayan Learning Network (fictional)", "Beginner", "3 weeks", [SECTOR.education, TREND.genai], "education", "2026-08-31"],
];

export const learning: CollectionInput[] = rows.map(([title, slug, excerpt, body, provider, level, duration, tags, theme, date, featured]) =>
  item(LEARNING, {
    title, slug, excerpt, tags, theme, date, featured,
    read_time: 2,
    body: [body, `Offered by ${provider}. Level: ${level}. Duration: ${duration}.`],
    attributes: { provider, level, duration },
  }),
);
