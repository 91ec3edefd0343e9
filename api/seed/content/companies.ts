import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const COMPANY = 16;

type Co = [title: string, slug: string, excerpt: string, body: string, location: string, state: string, tags: string[], theme: Theme, date: string, featured?: boolean];

/** Fictional companies with AI practices. */
const rows: Co[] = [
  ["Indus Cloud Compute", "indus-cloud-compute", "GPU cloud provider with data centres in three regions.",
    "Offers on-demand and reserved GPU capacity, managed training clusters and support for researchers on subsidised allocations.",
    "Navi Mumbai", "Maharashtra", [TREND.compute, OTHER.foundation], "compute", "2024-01-29", true],
  ["Saraswati Language Systems", "saraswati-language-systems", "Enterprise speech and translation platform.",
    "Provides contact-centre transcription and document translation in Indian languages for banks and insurers.",
    "Bengaluru", "Karnataka", [TREND.language, SECTOR.finance], "language", "2024-04-08"],
  ["Annadata Agritech", "annadata-agritech", "Agricultural services company using AI for input advisory and procurement.",
    "Runs a network of rural service centres that combine AI crop advisories with input supply and produce buying.",
    "Indore", "Madhya Pradesh", [SECTOR.agriculture, OTHER.applications], "agriculture", "2024-07-15", true],
  ["Sanjeevani Diagnostics", "sanjeevani-diagnostics", "Diagnostic lab chain using AI for pathology and radiology workflows.",
    "Uses AI triage to prioritise urgent radiology reads and digital pathology to support labs in smaller towns.",
    "Kolkata", "West Bengal", [SECTOR.healthcare, OTHER.applications], "healthcare", "2024-10-28"],
  ["Kavach Cyber Systems", "kavach-cyber-systems", "Security company specialising in fraud detection and AI red-teaming.",
    "Provides fraud analytics to banks and red-team services that test generative AI deployments.",
    "Pune", "Maharashtra", [TREND.cyber, TREND.genai], "cybersecurity", "2025-02-03"],
  ["Pragati Data Services", "pragati-data-services", "Data annotation and quality company with rural delivery centres.",
    "Employs trained annotators in small towns to label speech, image and text data with documented quality checks.",
    "Bhubaneswar", "Odisha", [TREND.datasets, TREND.skilling], "data", "2025-04-21"],
  ["Yantra Robotics", "yantra-robotics", "Industrial automation and machine vision for small manufacturers.",
    "Builds affordable inspection cells and collaborative robots for auto component and electronics assembly units.",
    "Chennai", "Tamil Nadu", [OTHER.manufacturing, OTHER.applications], "manufacturing", "2025-07-14"],
  ["Setu Insurance Analytics", "setu-insurance-analytics", "Analytics for crop and health insurance claims.",
    "Uses satellite data and claims history to speed up settlements while flagging unusual claims for review.",
    "Gurugram", "Haryana", [SECTOR.finance, SECTOR.agriculture, OTHER.geospatial], "finance", "2025-09-08"],
  ["Marg Mobility Intelligence", "marg-mobility-intelligence", "Traffic and transit analytics for cities.",
    "Helps city transport agencies plan bus routes and signal timings from anonymised movement data.",
    "Hyderabad", "Telangana", [OTHER.mobility, SECTOR.governance], "mobility", "2025-12-01"],
  ["Gyan Learning Technologies", "gyan-learning-technologies", "Learning platform company serving colleges and skilling centres.",
    "Provides course platforms, proctoring and analytics to colleges and vocational institutes.",
    "Noida", "Uttar Pradesh", [SECTOR.education, TREND.skilling], "education", "2026-02-23"],
  ["Prithvi Geospatial", "prithvi-geospatial", "Earth observation analytics for agriculture and infrastructure.",
    "Processes satellite imagery to map crops, water bodies and construction for public and private clients.",
    "Ahmedabad", "Gujarat", [OTHER.geospatial, TREND.climate], "geospatial", "2026-05-25", true],
  ["Nirmaan Responsible AI Consulting", "nirmaan-responsible-ai-consulting", "Advisory firm for AI audits and governance.",
    "Conducts bias audits, impact assessments and governance reviews for public agencies and companies.",
    "New Delhi", "Delhi", [TREND.responsible, SECTOR.governance], "responsible-ai", "2026-08-24"],
];

export const companies: CollectionInput[] = rows.map(([title, slug, excerpt, body, location, state, tags, theme, date, featured]) =>
  item(COMPANY, {
    title, slug, excerpt, location, state, tags, theme, date, featured,
    read_time: 2,
    body: [body, "The company is fictional and listed in the sample directory; contact details and case studies would appear on this page for a real company."],
    attributes: { sector: tags[0] },
  }),
);
