import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const COUNTRY = 31;

type Ct = [name: string, region: string, interests: string, tags: string[], date: string, featured?: boolean];

/** Countries and regions; the descriptions are illustrative themes, not statements of agreements. */
const rows: Ct[] = [
  ["Japan", "East Asia", "semiconductors, robotics and AI for ageing societies", [OTHER.manufacturing, OTHER.research], "2024-02-05", true],
  [
    "Singapore",
    "South-East Asia",
    "AI governance testing, digital trade and fintech",
    [TREND.responsible, SECTOR.finance],
    "2024-04-22",
    true,
  ],
  [
    "United Kingdom",
    "Europe",
    "AI safety research, health data and university partnerships",
    [TREND.responsible, SECTOR.healthcare],
    "2024-06-17",
  ],
  ["France", "Europe", "open models, research mobility and public-interest AI", [OTHER.foundation, OTHER.research], "2024-09-02"],
  ["Germany", "Europe", "industrial AI, manufacturing and vocational training", [OTHER.manufacturing, TREND.skilling], "2024-11-18"],
  [
    "United States",
    "North America",
    "compute, semiconductors, startups and research collaboration",
    [TREND.compute, TREND.startups],
    "2025-01-20",
    true,
  ],
  [
    "United Arab Emirates",
    "Middle East",
    "AI compute investment, language technology and talent exchange",
    [TREND.compute, TREND.language],
    "2025-04-07",
  ],
  ["Australia", "Oceania", "agricultural AI, climate adaptation and critical minerals", [SECTOR.agriculture, TREND.climate], "2025-06-30"],
  [
    "Kenya",
    "Africa",
    "digital public infrastructure, agriculture advisories and mobile finance",
    [TREND.dpi, SECTOR.agriculture, SECTOR.finance],
    "2025-09-15",
  ],
  [
    "Brazil",
    "South America",
    "digital payments, public health systems and agricultural monitoring",
    [TREND.dpi, SECTOR.healthcare],
    "2025-12-08",
  ],
  [
    "Republic of Korea",
    "East Asia",
    "semiconductors, AI chips and smart manufacturing",
    [TREND.compute, OTHER.manufacturing],
    "2026-03-02",
  ],
  [
    "European Union",
    "Europe",
    "AI regulation, data governance and research programmes",
    [TREND.responsible, TREND.datasets, SECTOR.governance],
    "2026-05-25",
    true,
  ],
];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const countries: CollectionInput[] = rows.map(([name, region, interests, tags, date, featured]) =>
  item(COUNTRY, {
    title: name,
    slug: slugify(name),
    tags: [...tags, OTHER.international].slice(0, 4),
    date,
    featured,
    excerpt: `AI cooperation themes between India and ${name}: ${interests}.`,
    theme: "global",
    country: name,
    read_time: 2,
    body: [
      `Themes of shared interest with ${name} include ${interests}.`,
      "This page collects related portal content such as events, reports and programmes. The themes listed are illustrative for the sample portal.",
    ],
    attributes: { region },
  }),
);
