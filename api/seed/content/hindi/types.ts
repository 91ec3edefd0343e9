/**
 * Shapes of the Hindi sample content. Each translation names the English source it translates
 * (by slug); the English item stays the source, and the seed loader stores these as rows of the
 * translations table (status "published", with its own updated date).
 */

/** Paragraphs: a string that starts with "<" is HTML, anything else becomes a <p>, as in English. */
export type Paragraphs = string[];

export interface HindiItem {
  /** The English item's collection_type and slug. */
  collection_type: number;
  slug: string;
  title: string;
  excerpt: string;
  body: Paragraphs;
  /** Alt text of the featured image, when the English item has one. */
  featured_image_alt?: string;
  /** A video's narration in Hindi, one line per subtitle, and its Hindi WebVTT subtitles. */
  transcript?: string[];
  subtitles_url?: string;
  /** YYYY-MM-DD: when this translation was last updated. */
  updated: string;
}

export interface HindiPillar {
  slug: string;
  title: string;
  name: string;
  heading: string;
  body: Paragraphs;
}

export interface HindiPage {
  slug: string;
  title: string;
  excerpt: string;
  body: Paragraphs;
  updated: string;
}

/** The visitor-facing settings, in Hindi; keys as in ../settings.ts. */
export interface HindiSettings {
  /** The product's name in Devanagari, as the Hindi site title spells it (else the English one shows). */
  product_name?: string;
  site_title: string;
  site_description: string;
  meta_title: string;
  meta_description: string;
  /** English ministry name → Hindi name. */
  ministry_names: Record<string, string>;
}

/** English tag name → Hindi tag name (every tag of ../tags.ts). */
export type HindiTagNames = Record<string, string>;

/** Everything ./index.ts exports, as the seed loader takes it. */
export interface HindiContent {
  items: HindiItem[];
  pillars: HindiPillar[];
  pages: HindiPage[];
  settings: HindiSettings | null;
  tagNames: HindiTagNames;
  /** English spam category name → Hindi name (the comment report form). */
  spamCategories?: Record<string, string>;
}
