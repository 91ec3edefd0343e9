import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const COLLEGE = 13;

type C = [title: string, slug: string, excerpt: string, body: string, location: string, state: string, tags: string[], date: string, featured?: boolean];

/** Fictional institutions with AI programmes. */
const rows: C[] = [
  ["Godavari Institute of Technology", "godavari-institute-of-technology", "Undergraduate and postgraduate programmes in AI and data science with a focus on agriculture.",
    "The institute runs a B.Tech in AI and data science and a centre for agricultural AI that works with farmer producer organisations in the Godavari delta.",
    "Rajahmundry", "Andhra Pradesh", [SECTOR.education, SECTOR.agriculture], "2024-02-05", true],
  ["Sahyadri College of Engineering and Data Science", "sahyadri-college-engineering-data-science", "Engineering college with an applied machine learning lab and industry projects.",
    "Students complete a semester-long industry project, and the applied ML lab offers weekend courses for local businesses.",
    "Pune", "Maharashtra", [SECTOR.education, TREND.skilling], "2024-04-15"],
  ["Brahmaputra University School of Computing", "brahmaputra-university-school-of-computing", "Research in speech and language technology for North-East Indian languages.",
    "The school leads community speech-data projects for Assamese, Bodo and Mising, and hosts a shared GPU server for regional researchers.",
    "Guwahati", "Assam", [SECTOR.education, TREND.language, OTHER.research], "2024-08-19", true],
  ["Kaveri Institute of Health Sciences", "kaveri-institute-health-sciences", "Medical college with a clinical AI validation unit.",
    "The clinical AI unit designs validation studies for diagnostic tools and trains residents to read model documentation critically.",
    "Mysuru", "Karnataka", [SECTOR.education, SECTOR.healthcare, TREND.responsible], "2024-11-25"],
  ["Malwa College of Commerce and Analytics", "malwa-college-commerce-analytics", "Business analytics and fintech programmes for commerce graduates.",
    "The college offers a postgraduate diploma in business analytics with electives in credit risk and fraud detection.",
    "Indore", "Madhya Pradesh", [SECTOR.education, SECTOR.finance], "2025-01-13"],
  ["Coromandel Institute of Technology", "coromandel-institute-of-technology", "AI research in robotics, computer vision and manufacturing.",
    "Its robotics lab partners with small manufacturers around Chennai on low-cost automation and visual inspection.",
    "Chennai", "Tamil Nadu", [SECTOR.education, OTHER.manufacturing, OTHER.research], "2025-03-24", true],
  ["Doon Valley Institute of Public Policy", "doon-valley-institute-public-policy", "Policy school with courses on technology governance and responsible AI.",
    "Mid-career officials attend short courses on AI procurement, impact assessment and data protection.",
    "Dehradun", "Uttarakhand", [SECTOR.education, SECTOR.governance, TREND.responsible], "2025-05-05"],
  ["Konkan Polytechnic for Digital Skills", "konkan-polytechnic-digital-skills", "Diploma programmes in data annotation, cloud operations and IT support.",
    "The polytechnic trains students for entry-level data roles and runs an annotation studio that works on public datasets.",
    "Ratnagiri", "Maharashtra", [SECTOR.education, TREND.skilling, TREND.datasets], "2025-07-28"],
  ["Thar Institute of Renewable Energy and AI", "thar-institute-renewable-energy-ai", "Research and teaching at the intersection of solar energy and machine learning.",
    "Students work on solar forecasting, dust detection on panels and grid balancing with partner utilities.",
    "Bikaner", "Rajasthan", [SECTOR.education, TREND.climate], "2025-10-06"],
  ["Hooghly College of Computational Sciences", "hooghly-college-computational-sciences", "Undergraduate computing college with a strong open-source culture.",
    "Students maintain open-source tools for Bengali language processing and mentor school students in coding clubs.",
    "Kolkata", "West Bengal", [SECTOR.education, TREND.language], "2026-01-05"],
  ["Vindhya Agricultural University, Faculty of Digital Agriculture", "vindhya-agricultural-university-digital-agriculture", "Digital agriculture programmes combining agronomy and data science.",
    "The faculty runs field trials of AI advisories and trains extension officers in interpreting model outputs.",
    "Rewa", "Madhya Pradesh", [SECTOR.education, SECTOR.agriculture, TREND.datasets], "2026-04-20", true],
  ["Malabar Institute of Cybersecurity", "malabar-institute-cybersecurity", "Postgraduate programmes in cybersecurity and secure AI systems.",
    "The institute runs a security operations lab and an annual red-teaming exercise on AI systems with industry partners.",
    "Kochi", "Kerala", [SECTOR.education, TREND.cyber], "2026-07-13"],
];

export const colleges: CollectionInput[] = rows.map(([title, slug, excerpt, body, location, state, tags, date, featured]) =>
  item(COLLEGE, {
    title, slug, excerpt, location, state, tags, date, featured,
    theme: "campus", read_time: 2,
    body: [body, "The institution is fictional; admissions and programme details would appear on this page for a real one."],
    attributes: { sector: "Higher education" },
  }),
);
