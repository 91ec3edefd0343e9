/**
 * The small, real CSV file behind each sample dataset, and its data dictionary. Generated from
 * column definitions with a generator seeded by the slug, so the seed (which states the file's
 * size) and api/seed/media/make-media.ts (which writes the file) always agree.
 */
import { seeded } from "./illustration";

type Value = string | number;
export interface Column {
  name: string;
  type: "text" | "integer" | "decimal" | "date";
  description: string;
  value: (rand: () => number, row: number) => Value;
}

export const datasetFileUrl = (slug: string) => `/sample/datasets/${slug}.csv`;
export const dictionaryFileUrl = (slug: string) => `/sample/datasets/${slug}-dictionary.csv`;

const DISTRICTS = [
  "Nashik",
  "Ludhiana",
  "Rewa",
  "Kurnool",
  "Thanjavur",
  "Cuttack",
  "Dhanbad",
  "Kota",
  "Bhagalpur",
  "Mysuru",
  "Jorhat",
  "Kozhikode",
  "Amravati",
  "Anand",
  "Karnal",
  "Shimla",
  "Udaipur",
  "Warangal",
];
/** Column builders for the dataset definitions in api/seed/content/datasets.ts. */
export const col = {
  text: (name: string, description: string, values: readonly string[]): Column => ({
    name,
    type: "text",
    description,
    value: (r) => values[Math.floor(r() * values.length)],
  }),
  district: (description = "District (sample list)"): Column => col.text("district", description, DISTRICTS),
  id: (name: string, prefix: string, description: string): Column => ({
    name,
    type: "text",
    description,
    value: (_r, i) => `${prefix}${String(i + 1).padStart(5, "0")}`,
  }),
  int: (name: string, description: string, lo: number, hi: number): Column => ({
    name,
    type: "integer",
    description,
    value: (r) => lo + Math.floor(r() * (hi - lo + 1)),
  }),
  dec: (name: string, description: string, lo: number, hi: number, places = 1): Column => ({
    name,
    type: "decimal",
    description,
    value: (r) => (lo + r() * (hi - lo)).toFixed(places),
  }),
  /** One date per row, `stepDays` apart from `start` (YYYY-MM-DD). */
  date: (name: string, description: string, start: string, stepDays: number): Column => ({
    name,
    type: "date",
    description,
    value: (_r, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * stepDays * 86_400_000).toISOString().slice(0, 10),
  }),
};

const cell = (v: Value) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const toCsv = (rows: Value[][]) => rows.map((r) => r.map(cell).join(",")).join("\n") + "\n";

export function datasetCsv(slug: string, columns: Column[], rows: number): string {
  const rand = seeded(`dataset/${slug}`);
  const body: Value[][] = [];
  for (let i = 0; i < rows; i++) body.push(columns.map((c) => c.value(rand, i)));
  return toCsv([columns.map((c) => c.name), ...body]);
}

export function dictionaryCsv(columns: Column[]): string {
  return toCsv([["column", "type", "description"], ...columns.map((c) => [c.name, c.type, c.description])]);
}

/** "18.4 kB": the size shown beside a download. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
