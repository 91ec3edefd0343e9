import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const MISSION = 37;

type Mi = [title: string, slug: string, excerpt: string, goals: string[], tags: string[], theme: Theme, date: string, featured?: boolean];

/** Mission pages; the goals are illustrative for the sample portal. */
const rows: Mi[] = [
  [
    "Compute for All",
    "compute-for-all",
    "Make GPU compute available to every serious researcher and startup.",
    ["Subsidised access with transparent queues", "Regional support centres", "Quarterly utilisation reports"],
    [TREND.compute, TREND.startups],
    "compute",
    "2024-01-08",
    true,
  ],
  [
    "Indian Languages First",
    "indian-languages-first",
    "Speech and text AI that works well in every scheduled language.",
    ["Open speech and text datasets", "Native evaluation sets", "Shared translation services"],
    [TREND.language, OTHER.foundation],
    "language",
    "2024-03-18",
    true,
  ],
  [
    "Trusted Datasets",
    "trusted-datasets",
    "High-quality, well-documented public datasets for AI.",
    ["Common metadata profile", "Clear licences", "Privacy-preserving access"],
    [TREND.datasets, SECTOR.governance],
    "data",
    "2024-06-24",
  ],
  [
    "AI for Every Farm",
    "ai-for-every-farm",
    "Timely, trustworthy advice for every smallholder farmer.",
    ["Voice advisories in local languages", "Field validation of advice", "Feedback loops with extension workers"],
    [SECTOR.agriculture, OTHER.applications],
    "agriculture",
    "2024-09-30",
  ],
  [
    "Healthy Screening",
    "healthy-screening",
    "Validated AI screening tools in every district.",
    ["Prospective validation before scale", "Referral capacity planning", "Public reporting of results"],
    [SECTOR.healthcare, TREND.responsible],
    "healthcare",
    "2024-12-16",
  ],
  [
    "Skills for the AI Economy",
    "skills-for-the-ai-economy",
    "AI and data skills for students, workers and officials.",
    ["Free foundational courses", "Sector-linked apprenticeships", "Faculty development"],
    [TREND.skilling, SECTOR.education],
    "skilling",
    "2025-03-03",
    true,
  ],
  [
    "Safe and Trusted AI",
    "safe-and-trusted-ai-mission",
    "Tools and institutions for safe, fair and accountable AI.",
    ["Shared evaluation methods", "Audit capacity", "Incident reporting"],
    [TREND.responsible, OTHER.standards],
    "responsible-ai",
    "2025-05-26",
  ],
  [
    "Startup Runway",
    "startup-runway",
    "Patient capital and first customers for AI startups.",
    ["Seed co-investment", "Public-sector pilots", "Compute credits"],
    [OTHER.financing, TREND.startups],
    "startups",
    "2025-08-11",
  ],
  [
    "Inclusive Finance with AI",
    "inclusive-finance-with-ai",
    "Fair credit and insurance for underserved households and businesses.",
    ["Explainable decisions", "Consent-based data sharing", "Monitoring for exclusion"],
    [SECTOR.finance, TREND.dpi],
    "finance",
    "2025-10-20",
  ],
  [
    "Climate-Ready Districts",
    "climate-ready-districts",
    "AI forecasts that help districts prepare for floods and heatwaves.",
    ["Local early warnings", "Heat action plans", "Risk maps for planners"],
    [TREND.climate, OTHER.geospatial],
    "climate",
    "2026-01-26",
  ],
  [
    "Secure Digital India",
    "secure-digital-india",
    "Defences against AI-enabled fraud and attacks.",
    ["Fraud detection sharing", "Public awareness", "Secure AI development practices"],
    [TREND.cyber, TREND.genai],
    "cybersecurity",
    "2026-04-13",
  ],
  [
    "Smart Public Services",
    "smart-public-services",
    "Faster, multilingual public services with a human in the loop.",
    ["Multilingual helplines", "Grievance analytics", "Human review of adverse decisions"],
    [SECTOR.governance, TREND.dpi],
    "governance",
    "2026-07-20",
    true,
  ],
];

export const missions: CollectionInput[] = rows.map(([title, slug, excerpt, goals, tags, theme, date, featured]) =>
  item(MISSION, {
    title,
    slug,
    excerpt,
    tags,
    theme,
    date,
    featured,
    read_time: 2,
    body: [
      excerpt,
      "<h2>Goals</h2>",
      `<ul>${goals.map((g) => `<li>${g}</li>`).join("")}</ul>`,
      "The mission and its goals are illustrative for the sample portal.",
    ],
  }),
);
