import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const STARTUP = 12;

/** Fictional startups; founders are invented names. */
export const startups: CollectionInput[] = [
  item(STARTUP, {
    title: "KhetSense Labs", slug: "khetsense-labs",
    excerpt: "Soil and weather sensing with voice advisories for smallholder farmers.",
    theme: "agriculture", tags: [SECTOR.agriculture, TREND.startups, OTHER.applications], date: "2024-03-11",
    state: "Maharashtra", location: "Nagpur", featured: true,
    body: ["KhetSense Labs installs low-cost soil moisture sensors for farmer producer organisations and sends irrigation advice by voice call in local languages.", "The team works with extension workers to review advisories every week."],
    attributes: { sector: "Agriculture", stage: "Seed", founders: ["Ritika Pawar", "Sameer Kale"] },
  }),
  item(STARTUP, {
    title: "VaaniBridge AI", slug: "vaanibridge-ai",
    excerpt: "Speech recognition and translation APIs for Indian languages.",
    theme: "language", tags: [TREND.language, TREND.startups, OTHER.foundation], date: "2024-07-29",
    state: "Karnataka", location: "Bengaluru", featured: true, brand: true,
    body: ["VaaniBridge AI offers speech-to-text and translation APIs for twelve Indian languages, tuned for noisy phone audio.", "Its customers include helplines and regional media."],
    attributes: { sector: "Language technology", stage: "Series A", founders: ["Anirudh Iyer", "Salma Khatoon"] },
  }),
  item(STARTUP, {
    title: "NetraScan Health", slug: "netrascan-health",
    excerpt: "AI-assisted eye screening for primary care.",
    theme: "healthcare", tags: [SECTOR.healthcare, TREND.startups], date: "2024-11-18",
    state: "Tamil Nadu", location: "Coimbatore",
    body: ["NetraScan Health pairs a handheld fundus camera with a grading model to screen for diabetic retinopathy in primary health centres.", "All referrals are reviewed by ophthalmologists."],
    attributes: { sector: "Healthcare", stage: "Series A", founders: ["Dr. Kavya Raman", "Joel Mathew"] },
  }),
  item(STARTUP, {
    title: "ShikshaLoop", slug: "shikshaloop",
    excerpt: "Offline-first adaptive practice for government schools.",
    theme: "education", tags: [SECTOR.education, TREND.startups, TREND.skilling], date: "2025-01-20",
    state: "Himachal Pradesh", location: "Mandi",
    body: ["ShikshaLoop builds adaptive maths and language practice that syncs once a day and runs on shared tablets.", "Teachers get a weekly dashboard to plan small-group teaching."],
    attributes: { sector: "Education", stage: "Seed", founders: ["Pema Dolkar", "Aditya Sood"] },
  }),
  item(STARTUP, {
    title: "RinSetu Analytics", slug: "rinsetu-analytics",
    excerpt: "Explainable cash-flow credit scoring for micro enterprises.",
    theme: "finance", tags: [SECTOR.finance, TREND.startups, TREND.dpi], date: "2025-04-02",
    state: "Gujarat", location: "Ahmedabad", featured: true,
    body: ["RinSetu Analytics helps cooperative banks and small lenders score businesses from consented invoice and payment data, with reason codes for every decision."],
    attributes: { sector: "Financial services", stage: "Pre-Series A", founders: ["Hetal Shah", "Imran Sheikh"] },
  }),
  item(STARTUP, {
    title: "GridMitra Energy", slug: "gridmitra-energy",
    excerpt: "Demand forecasting for rooftop solar and distribution companies.",
    theme: "climate", tags: [TREND.climate, TREND.startups], date: "2025-06-16",
    state: "Rajasthan", location: "Jodhpur",
    body: ["GridMitra forecasts solar generation and local demand so that distribution companies can balance feeders with less curtailment."],
    attributes: { sector: "Energy", stage: "Seed", founders: ["Manish Rathi"] },
  }),
  item(STARTUP, {
    title: "BunkarVision", slug: "bunkarvision",
    excerpt: "Defect detection for handloom and powerloom fabric.",
    theme: "manufacturing", tags: [OTHER.manufacturing, TREND.startups], date: "2025-09-01",
    state: "Uttar Pradesh", location: "Varanasi",
    body: ["BunkarVision uses a phone camera and an on-device model to spot weaving defects, helping weaver cooperatives meet buyers’ quality standards."],
    attributes: { sector: "Textiles", stage: "Pre-seed", founders: ["Zoya Ansari", "Rakesh Maurya"] },
  }),
  item(STARTUP, {
    title: "JalDrishti", slug: "jaldrishti",
    excerpt: "Groundwater and flood monitoring from satellite and sensor data.",
    theme: "geospatial", tags: [TREND.climate, OTHER.geospatial, SECTOR.governance], date: "2025-11-24",
    state: "Assam", location: "Guwahati",
    body: ["JalDrishti builds flood early-warning and groundwater dashboards for district administrations and water user associations."],
    attributes: { sector: "Water and climate", stage: "Seed", founders: ["Bidisha Hazarika", "Pranjal Bora"] },
  }),
  item(STARTUP, {
    title: "NyayaSahay", slug: "nyayasahay",
    excerpt: "Plain-language legal information assistant in Indian languages.",
    theme: "justice", tags: [SECTOR.governance, TREND.genai, TREND.language], date: "2026-01-19",
    state: "Delhi", location: "New Delhi",
    body: ["NyayaSahay answers common legal questions with citations to official sources, and points users to free legal aid services when they need a lawyer."],
    attributes: { sector: "Legal services", stage: "Pre-seed", founders: ["Advaita Chauhan", "Rehan Mirza"] },
  }),
  item(STARTUP, {
    title: "PashuCare AI", slug: "pashucare-ai",
    excerpt: "Livestock health alerts for dairy farmers.",
    theme: "agriculture", tags: [SECTOR.agriculture, SECTOR.healthcare, TREND.startups], date: "2026-03-23",
    state: "Haryana", location: "Karnal",
    body: ["PashuCare AI uses collar sensors and milk yield records to flag early signs of illness in dairy cattle and connects farmers with veterinarians."],
    attributes: { sector: "Animal husbandry", stage: "Seed", founders: ["Gurpreet Sandhu", "Neha Yadav"] },
  }),
  item(STARTUP, {
    title: "Sthal Maps", slug: "sthal-maps",
    excerpt: "Street-level mapping and address intelligence for logistics.",
    theme: "mobility", tags: [OTHER.mobility, OTHER.geospatial, TREND.startups], date: "2026-05-11",
    state: "Telangana", location: "Hyderabad", featured: true,
    body: ["Sthal Maps turns informal addresses into precise locations using delivery traces and street imagery, helping couriers in smaller towns."],
    attributes: { sector: "Logistics", stage: "Series A", founders: ["Sravani Reddy", "Kiran Goud"] },
  }),
  item(STARTUP, {
    title: "KaushalPath", slug: "kaushalpath",
    excerpt: "Skills assessment and job matching for vocational graduates.",
    theme: "jobs", tags: [TREND.skilling, OTHER.careers, TREND.startups], date: "2026-08-10",
    state: "Bihar", location: "Patna",
    body: ["KaushalPath assesses practical skills through short video tasks and matches vocational graduates to apprenticeships nearby."],
    attributes: { sector: "Skilling", stage: "Pre-seed", founders: ["Abhishek Kumar", "Shreya Sinha"] },
  }),
];
