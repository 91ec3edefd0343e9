/**
 * What a hand-written sample item is written as (Draft) and the themes its illustration is drawn
 * from: shared by ./helpers.ts, which builds items from drafts, and ./depth.ts, which writes the
 * longer bodies from a draft's theme.
 */
import type { CollectionAttributes } from "../../../contract";

/** Theme motifs under public/images/content/; each item's own illustration is drawn from one. */
export const THEMES = {
  agriculture: "Abstract illustration of green crop rows under a saffron sun, with a young sprout",
  healthcare: "Abstract illustration of a green medical cross beside a saffron heartbeat line",
  education: "Abstract illustration of an open book with ruled pages",
  governance: "Abstract illustration of a pillared public building in navy and white",
  finance: "Abstract illustration of a rising bar chart with a saffron trend line and coins",
  language: "Abstract illustration of two overlapping speech bubbles in navy and green",
  compute: "Abstract illustration of a grid of processor chips on a navy background",
  data: "Abstract illustration of a database cylinder surrounded by data points",
  "responsible-ai": "Abstract illustration of a navy shield with a saffron check mark",
  startups: "Abstract illustration of a small rocket lifting off over a rising curve",
  research: "Abstract illustration of a magnifying glass over a scatter plot",
  events: "Abstract illustration of a calendar with one day highlighted in green",
  video: "Abstract illustration of a video player with a saffron play button",
  climate: "Abstract illustration of a globe with a green leaf",
  mobility: "Abstract illustration of a winding road leading to a location marker",
  manufacturing: "Abstract illustration of two interlocking gears",
  cybersecurity: "Abstract illustration of a saffron padlock on a dark navy field",
  skilling: "Abstract illustration of ascending steps with a figure at the top",
  standards: "Abstract illustration of stacked documents with a green approval tick",
  global: "Abstract illustration of a globe linked by dotted arcs to two points",
  campus: "Abstract illustration of college campus buildings on a green lawn",
  investment: "Abstract illustration of a stack of coins beside a growing sapling",
  network: "Abstract illustration of connected circles forming a network",
  products: "Abstract illustration of an application window with coloured panels",
  mission: "Abstract illustration of a target with an arrow near the centre",
  dpi: "Abstract illustration of three stacked platform layers in navy, saffron and green",
  geospatial: "Abstract illustration of a map grid with a river and a location pin",
  jobs: "Abstract illustration of a navy briefcase with a saffron band",
  justice: "Abstract illustration of balance scales",
} as const;
export type Theme = keyof typeof THEMES;

export interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  /** Paragraphs; a string that starts with "<" is used as HTML, anything else becomes a <p>. */
  body: string[];
  tags: string[];
  /** A calendar date, YYYY-MM-DD; published at 10:00 India time. */
  date: string;
  theme?: Theme;
  /** Overrides the item's own illustration (people avatars). */
  image?: { url: string; alt: string };
  authors?: string[];
  read_time?: number;
  location?: string;
  state?: string;
  country?: string;
  brand?: boolean;
  featured?: boolean;
  head?: string;
  attributes?: CollectionAttributes;
}
