import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const PRODUCT = 17;

type P = [title: string, slug: string, excerpt: string, body: string, maker: string, tags: string[], theme: Theme, date: string, featured?: boolean, brand?: boolean];

/** Fictional AI products, each made by one of the sample startups or companies. */
const rows: P[] = [
  ["KhetSense Advisory Line", "khetsense-advisory-line", "Weekly voice advisories on irrigation and pests, in local languages.",
    "Farmers receive a short call with advice based on soil sensors and weather forecasts, and can press a key to request a call-back.",
    "KhetSense Labs", [SECTOR.agriculture, OTHER.applications, TREND.language], "agriculture", "2024-05-20", true],
  ["VaaniBridge Speech API", "vaanibridge-speech-api", "Speech-to-text API for twelve Indian languages.",
    "Handles noisy telephone audio and code-mixed speech, with on-premises deployment for sensitive data.",
    "VaaniBridge AI", [TREND.language, OTHER.applications], "language", "2024-08-05", true, true],
  ["NetraScan Grader", "netrascan-grader", "Retinal image grading for diabetic retinopathy screening.",
    "Runs on a laptop at the point of care and produces a referral recommendation with an image quality check.",
    "NetraScan Health", [SECTOR.healthcare, OTHER.applications], "healthcare", "2024-12-02"],
  ["ShikshaLoop Practice", "shikshaloop-practice", "Offline adaptive practice app for maths and reading.",
    "Works on shared tablets, syncs once a day and gives teachers a weekly grouping suggestion.",
    "ShikshaLoop", [SECTOR.education, OTHER.applications], "education", "2025-02-10"],
  ["RinSetu Score", "rinsetu-score", "Explainable cash-flow credit score for small businesses.",
    "Produces a score with the top reasons for each decision and a monitoring report on approval rates.",
    "RinSetu Analytics", [SECTOR.finance, TREND.responsible], "finance", "2025-05-12", true],
  ["Kavach Deepfake Check", "kavach-deepfake-check", "Tool for banks to check suspicious audio and video.",
    "Analyses call recordings and video clips for signs of synthesis and returns a confidence score with an explanation.",
    "Kavach Cyber Systems", [TREND.cyber, TREND.genai], "cybersecurity", "2025-08-04"],
  ["Indus Train Studio", "indus-train-studio", "Managed environment for fine-tuning open models.",
    "Researchers bring their data and choose a base model; the studio handles scheduling, checkpoints and evaluation.",
    "Indus Cloud Compute", [TREND.compute, OTHER.foundation], "compute", "2025-10-27"],
  ["Pragati Label", "pragati-label", "Annotation platform with built-in quality checks.",
    "Supports speech, image and text labelling with consensus scoring and annotator feedback.",
    "Pragati Data Services", [TREND.datasets, OTHER.applications], "data", "2026-01-12"],
  ["JalDrishti Flood Watch", "jaldrishti-flood-watch", "Flood early-warning dashboard for districts.",
    "Combines rainfall estimates and river sensors to issue village-level alerts by SMS.",
    "JalDrishti", [TREND.climate, SECTOR.governance, OTHER.geospatial], "geospatial", "2026-03-16"],
  ["Yantra Inspect", "yantra-inspect", "Camera-based visual inspection cell.",
    "A plug-in inspection station that small factories can train on their own parts in an afternoon.",
    "Yantra Robotics", [OTHER.manufacturing, OTHER.applications], "manufacturing", "2026-05-04"],
  ["NyayaSahay Assistant", "nyayasahay-assistant", "Legal information assistant with cited answers.",
    "Answers common legal questions in Hindi and English with links to the underlying law and legal aid contacts.",
    "NyayaSahay", [SECTOR.governance, TREND.genai], "justice", "2026-07-20"],
  ["Gyan Course Studio", "gyan-course-studio", "Course authoring and analytics for skilling institutes.",
    "Helps instructors build modular courses and see where learners drop off.",
    "Gyan Learning Technologies", [SECTOR.education, TREND.skilling], "products", "2026-09-21", true],
];

export const products: CollectionInput[] = rows.map(([title, slug, excerpt, body, maker, tags, theme, date, featured, brand]) =>
  item(PRODUCT, {
    title, slug, excerpt, tags, theme, date, featured, brand,
    read_time: 2,
    body: [body, `Made by ${maker}, a fictional company in the sample directory.`],
    attributes: { sector: tags[0] },
  }),
);
