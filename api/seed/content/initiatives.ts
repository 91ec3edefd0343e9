import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const INITIATIVE = 20;

type In = [head: "college" | "company" | "government" | "state-government", title: string, slug: string, excerpt: string, body: string, tags: string[], theme: Theme, date: string, state?: string, featured?: boolean];

/** Fictional initiatives by colleges, companies, the central government and states. */
const rows: In[] = [
  ["college", "Campus AI Clinics", "campus-ai-clinics", "Student-run clinics that help local businesses try simple AI tools.",
    "Students from partner colleges hold weekly clinics for shopkeepers and small manufacturers on using AI for accounts, catalogues and customer messages.",
    [SECTOR.education, TREND.skilling, TREND.genai], "education", "2024-04-01", "Maharashtra", true],
  ["college", "Annotators’ Fellowship", "annotators-fellowship", "Paid fellowships for students who build open datasets in their languages.",
    "Fellows spend a semester creating and reviewing labelled data for public datasets, with credit on every release.",
    [TREND.datasets, TREND.language, SECTOR.education], "data", "2025-01-06", "Assam"],
  ["college", "Faculty AI Upskilling Network", "faculty-ai-upskilling-network", "Peer network for faculty teaching AI in smaller colleges.",
    "Faculty share course material, attend summer schools and receive small compute grants for teaching labs.",
    [SECTOR.education, TREND.skilling, TREND.compute], "skilling", "2026-02-02", "Odisha"],
  ["company", "Open Model Grants", "open-model-grants", "Compute and cash grants for open models in Indian languages.",
    "A group of sample companies funds researchers who release models and evaluation sets openly.",
    [OTHER.foundation, TREND.language, TREND.compute], "compute", "2024-07-08", "Karnataka", true],
  ["company", "AI for Farmers Alliance", "ai-for-farmers-alliance", "Industry alliance sharing tools for agricultural advisory services.",
    "Member companies share anonymised advisory outcomes and agree on common standards for advice quality.",
    [SECTOR.agriculture, OTHER.applications], "agriculture", "2025-04-14", "Punjab"],
  ["company", "Secure AI Pledge", "secure-ai-pledge", "Voluntary commitments on testing and disclosure for AI products.",
    "Signatories commit to red-team testing before release, incident disclosure and a public contact for vulnerability reports.",
    [TREND.cyber, TREND.responsible], "cybersecurity", "2026-05-11", "Telangana"],
  ["government", "AI Compute Access Window", "ai-compute-access-window", "Subsidised GPU access for researchers and startups.",
    "Applicants request compute hours through a single portal; small requests are approved quickly and usage is published quarterly.",
    [TREND.compute, TREND.startups, SECTOR.governance], "compute", "2024-03-25", "Delhi", true],
  ["government", "Public Datasets Platform", "public-datasets-platform", "A single catalogue of public datasets for AI research.",
    "Departments publish datasets with common metadata, licences and access rules, from open downloads to secure research rooms.",
    [TREND.datasets, TREND.dpi, SECTOR.governance], "data", "2025-06-02", "Delhi", true],
  ["government", "AI Application Challenge for Public Services", "ai-application-challenge-public-services", "Challenge inviting AI solutions to problems posted by ministries.",
    "Winning teams receive funded pilots with the ministry that posted the problem.",
    [OTHER.applications, SECTOR.governance, TREND.startups], "mission", "2026-03-09", "Delhi"],
  ["state-government", "State AI Sandbox", "state-ai-sandbox", "A regulatory and data sandbox for startups working with state departments.",
    "Startups test solutions on anonymised state data under supervision before wider deployment.",
    [OTHER.stateGov, TREND.startups, SECTOR.governance], "governance", "2024-10-14", "Telangana"],
  ["state-government", "Kisan AI Helpline", "kisan-ai-helpline", "A state helpline combining AI answers with agronomist call-backs.",
    "Farmers call a toll-free number, get an AI-assisted answer in their language and can ask for an agronomist to call back.",
    [OTHER.stateGov, SECTOR.agriculture, TREND.language], "agriculture", "2025-08-25", "Madhya Pradesh"],
  ["state-government", "Smart Classrooms Programme", "smart-classrooms-programme", "State programme for adaptive learning in government schools.",
    "Schools receive shared tablets, offline adaptive practice software and teacher training.",
    [OTHER.stateGov, SECTOR.education], "education", "2026-07-27", "Himachal Pradesh"],
];

export const initiatives: CollectionInput[] = rows.map(([head, title, slug, excerpt, body, tags, theme, date, state, featured]) =>
  item(INITIATIVE, {
    head, title, slug, excerpt, tags, theme, date, state, featured,
    read_time: 2,
    body: [body, "Eligibility, timelines and contacts are listed on the initiative’s page."],
  }),
);
