import type { CollectionInput } from "../../../contract";
import { col, datasetCsv, datasetFileUrl, dictionaryCsv, dictionaryFileUrl, formatBytes, type Column } from "../media/dataset-csv";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const DATASET = 30;

type D = [
  title: string,
  slug: string,
  excerpt: string,
  body: string,
  format: string,
  licence: string,
  size: string,
  tags: string[],
  theme: Theme,
  date: string,
  state?: string,
  featured?: boolean,
];

const LANGS = ["Hindi", "Bengali", "Marathi", "Tamil", "Telugu", "Odia", "Kannada", "Malayalam", "Gujarati", "Punjabi"] as const;
/**
 * The columns of each dataset's sample file (api/seed/media/dataset-csv.ts makes the rows).
 * The values are synthetic: they show the shape of the data, not real measurements.
 */
const COLUMNS: Record<string, Column[]> = {
  "crop-disease-leaf-images": [
    col.id("image_id", "IMG", "File name stem of the photograph"),
    col.text("crop", "Crop photographed", ["cotton", "wheat", "rice", "tomato", "chilli", "maize"]),
    col.text("label", "Reviewed label", ["healthy", "leaf blight", "rust", "leaf curl", "powdery mildew"]),
    col.district(),
    col.text("crop_stage", "Growth stage", ["vegetative", "flowering", "fruiting"]),
  ],
  "indic-read-speech-corpus": [
    col.id("utterance_id", "UTT", "Recording identifier"),
    col.text("language", "Language read", LANGS),
    col.dec("duration_s", "Length of the recording in seconds", 2, 14),
    col.text("speaker_age_band", "Age band of the volunteer", ["18-30", "31-45", "46-60", "60+"]),
    col.text("verified", "Transcript checked by a reviewer", ["yes", "no"]),
  ],
  "district-weather-observations-2000-2024": [
    col.district(),
    col.date("date", "Observation date", "2024-06-01", 1),
    col.dec("rainfall_mm", "Rainfall in millimetres", 0, 80),
    col.dec("t_max_c", "Maximum temperature, °C", 27, 44),
    col.dec("t_min_c", "Minimum temperature, °C", 14, 29),
  ],
  "anonymised-outpatient-visit-statistics": [
    col.date("week_start", "Monday of the reporting week", "2024-01-01", 7),
    col.text("facility_type", "Kind of facility", ["sub-centre", "primary health centre", "community health centre", "district hospital"]),
    col.text("diagnosis_group", "Broad diagnosis group", ["respiratory", "fever", "diarrhoeal", "injury", "maternal", "other"]),
    col.int("visits", "Outpatient visits (cells under 10 suppressed upstream)", 10, 900),
  ],
  "parallel-corpus-government-notices": [
    col.id("pair_id", "PAIR", "Sentence pair identifier"),
    col.text("target_language", "Language of the translation", LANGS),
    col.int("source_tokens", "Words in the English sentence", 4, 40),
    col.text("domain", "Kind of notice", ["health", "agriculture", "elections", "transport", "education"]),
  ],
  "school-enrolment-attendance-aggregated": [
    col.district("District of the block"),
    col.text("grade", "School grade", ["1", "2", "3", "4", "5", "6", "7", "8"]),
    col.date("month", "First day of the month", "2024-04-01", 30),
    col.int("enrolled", "Pupils enrolled", 200, 4000),
    col.dec("attendance_pct", "Average attendance, per cent", 61, 97),
  ],
  "handwritten-land-record-snippets": [
    col.id("snippet_id", "SNP", "Cropped image identifier"),
    col.text("field", "Field of the record", ["survey number", "area", "owner (synthetic)", "village", "crop"]),
    col.text("script", "Script used", ["Devanagari", "Gujarati", "Gurmukhi", "Latin"]),
    col.int("char_count", "Characters in the transcription", 3, 40),
  ],
  "micro-enterprise-cash-flow-benchmarks": [
    col.id("enterprise_id", "ENT", "Synthetic enterprise"),
    col.text("sector", "Sector modelled", ["retail", "tailoring", "dairy", "repairs", "food stall"]),
    col.date("month", "First day of the month", "2024-01-01", 30),
    col.int("inflow_inr", "Money in, rupees", 15000, 250000),
    col.int("outflow_inr", "Money out, rupees", 10000, 240000),
  ],
  "satellite-crop-type-labels": [
    col.id("field_id", "FLD", "Surveyed field"),
    col.district(),
    col.text("crop_type", "Crop seen at the survey", ["soybean", "wheat", "gram", "paddy", "maize"]),
    col.dec("area_ha", "Field area in hectares", 0.2, 6, 2),
    col.text("season", "Season", ["kharif", "rabi"]),
  ],
  "phishing-fraud-sms-samples": [
    col.id("message_id", "SMS", "Message identifier"),
    col.text("language", "Language of the message", ["English", "Hindi", "Tamil", "Telugu", "Bengali"]),
    col.text("label", "Reviewed label", ["fraud", "legitimate"]),
    col.text("lure", "Kind of lure", ["prize", "account block", "delivery", "job offer", "none"]),
    col.int("length_chars", "Message length in characters", 40, 300),
  ],
  "indian-language-evaluation-suite": [
    col.id("item_id", "EVAL", "Test item"),
    col.text("language", "Language the item was written in", LANGS),
    col.text("task", "Task", ["reading comprehension", "summarisation", "question answering"]),
    col.text("difficulty", "Difficulty set by the writers", ["easy", "medium", "hard"]),
  ],
  "urban-bus-ridership-aggregated": [
    col.text("city", "Sample city", ["City A", "City B", "City C"]),
    col.text("route", "Route number", ["5", "12A", "27", "40", "101", "218"]),
    col.date("date", "Service date", "2024-07-01", 1),
    col.int("hour", "Hour of the day", 6, 22),
    col.int("boardings", "Passengers boarding", 5, 420),
  ],
};
/** Rows in each sample file: enough to explore, small enough to download anywhere. */
const SAMPLE_ROWS = 120;

/** Fictional datasets; each has a small synthetic CSV and its data dictionary under public/sample/datasets/. */
const rows: D[] = [
  [
    "Crop Disease Leaf Images",
    "crop-disease-leaf-images",
    "Labelled photographs of diseased and healthy leaves of six crops.",
    "Images from nine states with labels reviewed by plant pathologists, plus metadata on crop stage, location district and phone model.",
    "JPEG + CSV",
    "CC BY 4.0",
    "14 GB",
    [SECTOR.agriculture, TREND.datasets],
    "agriculture",
    "2024-03-04",
    "Punjab",
    true,
  ],
  [
    "Indic Read-Speech Corpus",
    "indic-read-speech-corpus",
    "Read speech in fourteen languages with verified transcripts.",
    "Recorded by consenting volunteers on phones; balanced by gender and age band.",
    "FLAC + JSON",
    "CC BY 4.0",
    "1,800 hours",
    [TREND.language, TREND.datasets],
    "language",
    "2024-07-22",
    undefined,
    true,
  ],
  [
    "District Weather Observations 2000–2024",
    "district-weather-observations-2000-2024",
    "Daily rainfall and temperature aggregated by district.",
    "Gridded observations aggregated to district boundaries, with quality flags.",
    "Parquet",
    "Open Data Licence (sample)",
    "2.3 GB",
    [TREND.climate, SECTOR.agriculture, TREND.datasets],
    "climate",
    "2024-10-07",
  ],
  [
    "Anonymised Outpatient Visit Statistics",
    "anonymised-outpatient-visit-statistics",
    "Weekly outpatient counts by facility type and broad diagnosis group.",
    "Aggregated counts with small cells suppressed; no individual records.",
    "CSV",
    "CC BY 4.0",
    "120 MB",
    [SECTOR.healthcare, TREND.datasets],
    "healthcare",
    "2025-01-13",
    "Kerala",
  ],
  [
    "Parallel Corpus of Government Notices",
    "parallel-corpus-government-notices",
    "Sentence-aligned notices in English and twelve Indian languages.",
    "Human-translated public notices aligned at sentence level, suitable for translation research.",
    "TSV",
    "CC BY 4.0",
    "3.1 million sentence pairs",
    [TREND.language, SECTOR.governance, TREND.datasets],
    "language",
    "2025-03-24",
  ],
  [
    "School Enrolment and Attendance (Aggregated)",
    "school-enrolment-attendance-aggregated",
    "Block-level enrolment and attendance rates by grade.",
    "Aggregated monthly figures; no student-level data.",
    "CSV",
    "Open Data Licence (sample)",
    "85 MB",
    [SECTOR.education, TREND.datasets],
    "education",
    "2025-06-16",
    "Jharkhand",
  ],
  [
    "Handwritten Land Record Snippets",
    "handwritten-land-record-snippets",
    "Cropped handwritten fields from old revenue records with transcriptions.",
    "Synthetic names replace personal details; suitable for handwriting recognition research.",
    "PNG + JSON",
    "CC BY-NC 4.0",
    "6 GB",
    [SECTOR.governance, TREND.datasets],
    "governance",
    "2025-09-01",
    "Rajasthan",
  ],
  [
    "Micro Enterprise Cash-Flow Benchmarks",
    "micro-enterprise-cash-flow-benchmarks",
    "Synthetic cash-flow series modelled on real sector patterns.",
    "Synthetic data for testing credit models without exposing real businesses.",
    "Parquet",
    "CC0 1.0",
    "900 MB",
    [SECTOR.finance, TREND.datasets],
    "finance",
    "2025-11-17",
  ],
  [
    "Satellite Crop Type Labels",
    "satellite-crop-type-labels",
    "Field-level crop labels matched to satellite image tiles.",
    "Ground-truth labels collected during crop surveys, matched to public satellite imagery.",
    "GeoTIFF + GeoJSON",
    "CC BY 4.0",
    "48 GB",
    [SECTOR.agriculture, OTHER.geospatial, TREND.datasets],
    "geospatial",
    "2026-02-09",
    "Madhya Pradesh",
    true,
  ],
  [
    "Phishing and Fraud SMS Samples",
    "phishing-fraud-sms-samples",
    "Labelled fraudulent and legitimate SMS messages in five languages.",
    "Messages contributed by users with personal details removed.",
    "CSV",
    "CC BY-NC 4.0",
    "40 MB",
    [TREND.cyber, TREND.datasets],
    "cybersecurity",
    "2026-04-20",
  ],
  [
    "Indian Language Evaluation Suite",
    "indian-language-evaluation-suite",
    "Native-language test questions for evaluating language models.",
    "Reading comprehension, summarisation and question answering written natively in ten languages.",
    "JSONL",
    "CC BY 4.0",
    "45,000 items",
    [TREND.language, OTHER.foundation, TREND.datasets],
    "research",
    "2026-07-06",
    undefined,
    true,
  ],
  [
    "Urban Bus Ridership (Aggregated)",
    "urban-bus-ridership-aggregated",
    "Hourly boardings by route for three sample cities.",
    "Aggregated ticketing data for transit planning research.",
    "CSV",
    "Open Data Licence (sample)",
    "300 MB",
    [OTHER.mobility, SECTOR.governance, TREND.datasets],
    "mobility",
    "2026-09-28",
    "Telangana",
  ],
];

const dictionaryTable = (columns: Column[]) =>
  `<table><caption>Data dictionary</caption><thead><tr><th scope="col">Column</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${columns
    .map((c) => `<tr><td><code>${c.name}</code></td><td>${c.type}</td><td>${c.description}</td></tr>`)
    .join("")}</tbody></table>`;

export function datasetColumns(slug: string): Column[] {
  const columns = COLUMNS[slug];
  if (!columns) throw new Error(`sample dataset ${slug} has no columns`);
  return columns;
}

/** The sample file and dictionary of every dataset, for api/seed/media/make-media.ts. */
export const datasetFiles = () =>
  rows.flatMap(([, slug]) => [
    { url: datasetFileUrl(slug), text: datasetCsv(slug, datasetColumns(slug), SAMPLE_ROWS) },
    { url: dictionaryFileUrl(slug), text: dictionaryCsv(datasetColumns(slug)) },
  ]);

export const datasets: CollectionInput[] = rows.map(
  ([title, slug, excerpt, body, format, licence, size, tags, theme, date, state, featured]) => {
    const columns = datasetColumns(slug);
    const bytes = Buffer.byteLength(datasetCsv(slug, columns, SAMPLE_ROWS));
    return item(DATASET, {
      title,
      slug,
      excerpt,
      tags,
      theme,
      date,
      state,
      featured,
      read_time: 2,
      body: [
        body,
        `The full dataset this page describes would be published as ${format} (${size}). The file offered here is a synthetic sample of ${SAMPLE_ROWS} rows in the same shape, so that the columns can be explored before requesting the full release.`,
        "<h2>Columns</h2>",
        dictionaryTable(columns),
        `<p>The same dictionary as a file: <a href="${dictionaryFileUrl(slug)}">${slug}-dictionary.csv</a>.</p>`,
      ],
      attributes: {
        dataset_format: "CSV",
        dataset_licence: licence,
        dataset_size: formatBytes(bytes),
        dataset_updated: date,
        download_url: datasetFileUrl(slug),
        dictionary_url: dictionaryFileUrl(slug),
      },
    });
  },
);
