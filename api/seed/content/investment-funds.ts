import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const FUND = 15;

type F = [title: string, slug: string, excerpt: string, body: string, size: string, stage: string, location: string, state: string, tags: string[], date: string, featured?: boolean];

/** Fictional funds; sizes are illustrative only. */
const rows: F[] = [
  ["Bharat AI Seed Fund", "bharat-ai-seed-fund", "Seed-stage fund for AI startups building for Indian users.",
    "Invests in founders building AI products in Indian languages and for underserved markets, with cheques alongside compute credits.",
    "₹250 crore", "Seed", "Bengaluru", "Karnataka", [OTHER.financing, TREND.startups], "2024-02-19", true],
  ["Kisan Ventures", "kisan-ventures", "Early-stage fund for agritech and rural fintech.",
    "Backs startups that raise farmer incomes, from advisory services to warehouse finance.",
    "₹180 crore", "Seed to Series A", "Pune", "Maharashtra", [OTHER.financing, SECTOR.agriculture], "2024-06-24", true],
  ["Arogya Impact Fund", "arogya-impact-fund", "Impact fund for health technology serving primary care.",
    "Invests in diagnostics, telemedicine and health data infrastructure that reach district and rural facilities.",
    "₹300 crore", "Series A", "Chennai", "Tamil Nadu", [OTHER.financing, SECTOR.healthcare], "2024-09-30"],
  ["Deep Tech Growth Partners", "deep-tech-growth-partners", "Growth-stage fund for AI infrastructure and semiconductors.",
    "Focus on compute infrastructure, model tooling and chip design companies scaling nationally and abroad.",
    "₹1,200 crore", "Series B and later", "Mumbai", "Maharashtra", [OTHER.financing, TREND.compute], "2025-01-27"],
  ["Vidya Capital", "vidya-capital", "Fund for education and skilling technology.",
    "Backs companies that improve learning outcomes and job readiness, with evidence requirements built into term sheets.",
    "₹150 crore", "Seed to Series A", "New Delhi", "Delhi", [OTHER.financing, SECTOR.education, TREND.skilling], "2025-03-31"],
  ["Samavesh Fintech Fund", "samavesh-fintech-fund", "Fund for inclusive financial services.",
    "Invests in credit, insurance and savings products for micro enterprises and low-income households.",
    "₹400 crore", "Series A", "Ahmedabad", "Gujarat", [OTHER.financing, SECTOR.finance], "2025-06-23", true],
  ["Regional Founders Fund", "regional-founders-fund", "Fund that invests only outside the six largest metros.",
    "Writes first cheques to founders in tier-2 and tier-3 cities across sectors.",
    "₹100 crore", "Pre-seed and seed", "Lucknow", "Uttar Pradesh", [OTHER.financing, TREND.startups], "2025-09-22"],
  ["Climate Resilience Venture Fund", "climate-resilience-venture-fund", "Venture fund for climate adaptation technologies.",
    "Backs AI-driven tools for flood, heat and drought resilience.",
    "₹350 crore", "Seed to Series A", "Bengaluru", "Karnataka", [OTHER.financing, TREND.climate], "2025-12-15"],
  ["Language Tech Catalyst Fund", "language-tech-catalyst-fund", "Fund dedicated to Indian language technology.",
    "Invests in speech, translation and content products for the next billion internet users.",
    "₹120 crore", "Seed", "Hyderabad", "Telangana", [OTHER.financing, TREND.language], "2026-02-16"],
  ["Secure Digital Fund", "secure-digital-fund", "Fund for cybersecurity and trust technologies.",
    "Focus on fraud prevention, identity security and defences for AI systems.",
    "₹220 crore", "Series A", "Gurugram", "Haryana", [OTHER.financing, TREND.cyber], "2026-04-13"],
  ["GovTech Co-investment Facility", "govtech-co-investment-facility", "Co-investment facility for startups serving public agencies.",
    "Matches private investment in startups that have completed a successful government pilot.",
    "₹500 crore", "Series A and B", "New Delhi", "Delhi", [OTHER.financing, SECTOR.governance], "2026-07-06"],
  ["Women Founders Opportunity Fund", "women-founders-opportunity-fund", "Fund backing women-led technology startups.",
    "Invests in women-led startups across sectors, with a mentoring network of experienced founders.",
    "₹200 crore", "Pre-seed to Series A", "Kochi", "Kerala", [OTHER.financing, TREND.startups], "2026-09-28", true],
];

export const investmentFunds: CollectionInput[] = rows.map(([title, slug, excerpt, body, size, stage, location, state, tags, date, featured]) =>
  item(FUND, {
    title, slug, excerpt, location, state, tags, date, featured,
    theme: "investment", read_time: 2,
    body: [body, "Fund size and stage are illustrative figures for the sample portal."],
    attributes: { fund_size: size, fund_stage: stage },
  }),
);
