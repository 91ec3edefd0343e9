import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const DATASET = 30;

type D = [title: string, slug: string, excerpt: string, body: string, format: string, licence: string, size: string, tags: string[], theme: Theme, date: string, state?: string, featured?: boolean];

/** Fictional datasets; download links point at an example host. */
const rows: D[] = [
  ["Crop Disease Leaf Images", "crop-disease-leaf-images", "Labelled photographs of diseased and healthy leaves of six crops.",
    "Images from nine states with labels reviewed by plant pathologists, plus metadata on crop stage, location district and phone model.",
    "JPEG + CSV", "CC BY 4.0", "14 GB", [SECTOR.agriculture, TREND.datasets], "agriculture", "2024-03-04", "Punjab", true],
  ["Indic Read-Speech Corpus", "indic-read-speech-corpus", "Read speech in fourteen languages with verified transcripts.",
    "Recorded by consenting volunteers on phones; balanced by gender and age band.",
    "FLAC + JSON", "CC BY 4.0", "1,800 hours", [TREND.language, TREND.datasets], "language", "2024-07-22", undefined, true],
  ["District Weather Observations 2000–2024", "district-weather-observations-2000-2024", "Daily rainfall and temperature aggregated by district.",
    "Gridded observations aggregated to district boundaries, with quality flags.",
    "Parquet", "Open Data Licence (sample)", "2.3 GB", [TREND.climate, SECTOR.agriculture, TREND.datasets], "climate", "2024-10-07"],
  ["Anonymised Outpatient Visit Statistics", "anonymised-outpatient-visit-statistics", "Weekly outpatient counts by facility type and broad diagnosis group.",
    "Aggregated counts with small cells suppressed; no individual records.",
    "CSV", "CC BY 4.0", "120 MB", [SECTOR.healthcare, TREND.datasets], "healthcare", "2025-01-13", "Kerala"],
  ["Parallel Corpus of Government Notices", "parallel-corpus-government-notices", "Sentence-aligned notices in English and twelve Indian languages.",
    "Human-translated public notices aligned at sentence level, suitable for translation research.",
    "TSV", "CC BY 4.0", "3.1 million sentence pairs", [TREND.language, SECTOR.governance, TREND.datasets], "language", "2025-03-24"],
  ["School Enrolment and Attendance (Aggregated)", "school-enrolment-attendance-aggregated", "Block-level enrolment and attendance rates by grade.",
    "Aggregated monthly figures; no student-level data.",
    "CSV", "Open Data Licence (sample)", "85 MB", [SECTOR.education, TREND.datasets], "education", "2025-06-16", "Jharkhand"],
  ["Handwritten Land Record Snippets", "handwritten-land-record-snippets", "Cropped handwritten fields from old revenue records with transcriptions.",
    "Synthetic names replace personal details; suitable for handwriting recognition research.",
    "PNG + JSON", "CC BY-NC 4.0", "6 GB", [SECTOR.governance, TREND.datasets], "governance", "2025-09-01", "Rajasthan"],
  ["Micro Enterprise Cash-Flow Benchmarks", "micro-enterprise-cash-flow-benchmarks", "Synthetic cash-flow series modelled on real sector patterns.",
    "Synthetic data for testing credit models without exposing real businesses.",
    "Parquet", "CC0 1.0", "900 MB", [SECTOR.finance, TREND.datasets], "finance", "2025-11-17"],
  ["Satellite Crop Type Labels", "satellite-crop-type-labels", "Field-level crop labels matched to satellite image tiles.",
    "Ground-truth labels collected during crop surveys, matched to public satellite imagery.",
    "GeoTIFF + GeoJSON", "CC BY 4.0", "48 GB", [SECTOR.agriculture, OTHER.geospatial, TREND.datasets], "geospatial", "2026-02-09", "Madhya Pradesh", true],
  ["Phishing and Fraud SMS Samples", "phishing-fraud-sms-samples", "Labelled fraudulent and legitimate SMS messages in five languages.",
    "Messages contributed by users with personal details removed.",
    "CSV", "CC BY-NC 4.0", "40 MB", [TREND.cyber, TREND.datasets], "cybersecurity", "2026-04-20"],
  ["Indian Language Evaluation Suite", "indian-language-evaluation-suite", "Native-language test questions for evaluating language models.",
    "Reading comprehension, summarisation and question answering written natively in ten languages.",
    "JSONL", "CC BY 4.0", "45,000 items", [TREND.language, OTHER.foundation, TREND.datasets], "research", "2026-07-06", undefined, true],
  ["Urban Bus Ridership (Aggregated)", "urban-bus-ridership-aggregated", "Hourly boardings by route for three sample cities.",
    "Aggregated ticketing data for transit planning research.",
    "CSV", "Open Data Licence (sample)", "300 MB", [OTHER.mobility, SECTOR.governance, TREND.datasets], "mobility", "2026-09-28", "Telangana"],
];

export const datasets: CollectionInput[] = rows.map(([title, slug, excerpt, body, format, licence, size, tags, theme, date, state, featured]) =>
  item(DATASET, {
    title, slug, excerpt, tags, theme, date, state, featured,
    read_time: 2,
    body: [body, `Format: ${format}. Licence: ${licence}. Size: ${size}.`],
    attributes: { dataset_format: format, dataset_licence: licence, dataset_size: size, download_url: `https://data.indiaai.example/sample/${slug}.zip` },
  }),
);
