import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const INCUBATOR = 14;

type I = [title: string, slug: string, excerpt: string, body: string, location: string, state: string, tags: string[], date: string, featured?: boolean];

/** Fictional incubators and accelerators. */
const rows: I[] = [
  ["Deccan AI Foundry", "deccan-ai-foundry", "A six-month programme for AI startups with compute credits and mentors.",
    "The foundry runs two cohorts a year, each with ten startups, and offers GPU credits, office space and introductions to public-sector buyers.",
    "Hyderabad", "Telangana", [TREND.startups, TREND.compute, OTHER.financing], "2024-01-22", true],
  ["AgriNext Incubation Centre", "agrinext-incubation-centre", "Incubator for agritech startups based at an agricultural university.",
    "Startups get access to field trial plots, agronomists and farmer producer organisations willing to pilot new tools.",
    "Ludhiana", "Punjab", [TREND.startups, SECTOR.agriculture], "2024-05-13", true],
  ["MedTech Sandbox Chennai", "medtech-sandbox-chennai", "Incubator for health AI with a clinical validation partner network.",
    "Founders get help with regulatory pathways, ethics approvals and study design for validation in partner hospitals.",
    "Chennai", "Tamil Nadu", [TREND.startups, SECTOR.healthcare], "2024-09-09"],
  ["Bhasha Startup Studio", "bhasha-startup-studio", "Venture studio building language technology products.",
    "The studio pairs language technologists with product founders and provides shared speech and text datasets under licence.",
    "Bhubaneswar", "Odisha", [TREND.startups, TREND.language], "2025-02-24"],
  ["GovTech Accelerator Lab", "govtech-accelerator-lab", "Accelerator that matches startups with government problem statements.",
    "Departments post problem statements; selected startups run paid pilots with a department mentor.",
    "New Delhi", "Delhi", [TREND.startups, SECTOR.governance], "2025-04-28", true],
  ["FinInclusion Hub", "fininclusion-hub", "Incubator for fintech startups serving underbanked users.",
    "Startups test products in a regulatory sandbox with partner cooperative banks.",
    "Mumbai", "Maharashtra", [TREND.startups, SECTOR.finance, OTHER.financing], "2025-06-09"],
  ["North-East Innovation Gateway", "north-east-innovation-gateway", "Regional incubator for founders from the North-Eastern states.",
    "Offers seed grants, mentoring and travel support to connect founders with investors in larger cities.",
    "Shillong", "Meghalaya", [TREND.startups, OTHER.stateGov], "2025-08-18"],
  ["EduSpark Incubator", "eduspark-incubator", "Incubator for education technology focused on public schools.",
    "Startups co-design products with teachers and run classroom pilots in partner schools.",
    "Jaipur", "Rajasthan", [TREND.startups, SECTOR.education], "2025-10-13"],
  ["ClimateTech Catalyst", "climatetech-catalyst", "Accelerator for AI startups working on climate adaptation.",
    "Focus areas include flood forecasting, heat action plans and agricultural water use.",
    "Ahmedabad", "Gujarat", [TREND.startups, TREND.climate], "2026-01-12"],
  ["SecureAI Incubation Cell", "secureai-incubation-cell", "Incubator for security startups protecting AI systems and users.",
    "Startups work with a network of banks and telecom operators on fraud and deepfake detection.",
    "Bengaluru", "Karnataka", [TREND.startups, TREND.cyber], "2026-03-02"],
  ["Manufacturing AI Launchpad", "manufacturing-ai-launchpad", "Launchpad for industrial AI startups near manufacturing clusters.",
    "Startups deploy pilots with small and medium manufacturers in auto parts and textiles.",
    "Coimbatore", "Tamil Nadu", [TREND.startups, OTHER.manufacturing], "2026-06-15"],
  ["Women in AI Founders Programme", "women-in-ai-founders-programme", "Pre-incubation programme for women founders building AI products.",
    "A twelve-week programme with mentoring, childcare support during workshops and a demo day.",
    "Kochi", "Kerala", [TREND.startups, TREND.skilling], "2026-09-07", true],
];

export const incubators: CollectionInput[] = rows.map(([title, slug, excerpt, body, location, state, tags, date, featured]) =>
  item(INCUBATOR, {
    title, slug, excerpt, location, state, tags, date, featured,
    theme: "startups", read_time: 2,
    body: [body, "Applications open periodically; for this fictional incubator, eligibility and dates would be published on this page."],
    attributes: { sector: tags[0] },
  }),
);
