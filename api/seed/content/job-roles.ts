import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const JOB_ROLE = 34;

type J = [title: string, slug: string, excerpt: string, skills: string, path: string, tags: string[], theme: Theme, date: string, featured?: boolean];

export const jobRoles: CollectionInput[] = ([
  ["Machine Learning Engineer", "machine-learning-engineer", "Builds, trains and deploys machine learning models in production.",
    "Python, model training and evaluation, data pipelines, deployment and monitoring.", "Often starts from software engineering or data science roles.",
    [OTHER.careers, TREND.skilling], "jobs", "2024-03-11", true],
  ["Data Annotator", "data-annotator", "Labels text, speech and image data to train and evaluate AI systems.",
    "Attention to detail, language skills, following guidelines, quality review.", "An entry-level role that can lead to quality lead and data operations positions.",
    [OTHER.careers, TREND.datasets, TREND.skilling], "data", "2024-05-27", true],
  ["Data Engineer", "data-engineer", "Designs and runs the pipelines that move and clean data.",
    "SQL, distributed processing, orchestration, cloud storage and data quality.", "Common routes include database administration and backend development.",
    [OTHER.careers, TREND.datasets], "data", "2024-08-12"],
  ["MLOps Engineer", "mlops-engineer", "Keeps machine learning systems reliable in production.",
    "Containers, CI/CD, model registries, monitoring, GPU scheduling.", "Often grows from DevOps or ML engineering.",
    [OTHER.careers, TREND.compute], "compute", "2024-11-04"],
  ["Speech and Language Technologist", "speech-language-technologist", "Builds speech recognition, translation and text tools for Indian languages.",
    "Linguistics, speech processing, model fine-tuning, evaluation design.", "Linguists and computer scientists both enter this field.",
    [OTHER.careers, TREND.language], "language", "2025-01-27"],
  ["Computer Vision Engineer", "computer-vision-engineer", "Develops systems that interpret images and video.",
    "Image processing, deep learning, edge deployment, dataset curation.", "Roles exist in manufacturing, agriculture, health and mobility.",
    [OTHER.careers, OTHER.manufacturing], "manufacturing", "2025-04-14"],
  ["AI Product Manager", "ai-product-manager", "Turns user needs into AI products and decides what to build next.",
    "User research, evaluation metrics, responsible AI practices, communication.", "Often comes from product, consulting or domain roles.",
    [OTHER.careers, OTHER.applications], "products", "2025-07-07"],
  ["Responsible AI Specialist", "responsible-ai-specialist", "Assesses AI systems for fairness, safety and accountability.",
    "Bias testing, impact assessment, documentation, policy and law.", "Backgrounds range from data science to law and social science.",
    [OTHER.careers, TREND.responsible], "responsible-ai", "2025-09-29", true],
  ["Clinical AI Specialist", "clinical-ai-specialist", "Bridges clinicians and AI developers in hospitals.",
    "Clinical workflows, study design, regulatory requirements, data protection.", "Usually a clinician or health informatician with AI training.",
    [OTHER.careers, SECTOR.healthcare], "healthcare", "2026-01-12"],
  ["Agri-Data Analyst", "agri-data-analyst", "Analyses farm, weather and market data to support advisory services.",
    "Agronomy basics, statistics, geospatial tools, field data collection.", "Agriculture graduates with data skills are in demand.",
    [OTHER.careers, SECTOR.agriculture], "agriculture", "2026-03-23"],
  ["AI Security Engineer", "ai-security-engineer", "Protects AI systems from attack and misuse.",
    "Threat modelling, red-teaming, secure ML pipelines, incident response.", "Typically moves from application security into AI.",
    [OTHER.careers, TREND.cyber], "cybersecurity", "2026-06-08"],
  ["AI Educator", "ai-educator", "Teaches AI concepts and skills in schools, colleges and training centres.",
    "Subject knowledge, curriculum design, hands-on labs, assessment.", "Teachers and practitioners both move into this role.",
    [OTHER.careers, SECTOR.education, TREND.skilling], "education", "2026-08-24"],
] as J[]).map(([title, slug, excerpt, skills, path, tags, theme, date, featured]) =>
  item(JOB_ROLE, {
    title, slug, excerpt, tags, theme, date, featured, read_time: 2,
    body: [excerpt, "<h2>Key skills</h2>", skills, "<h2>How people get there</h2>", path],
  }),
);
