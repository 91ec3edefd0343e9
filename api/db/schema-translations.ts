/** Table types of the translations (0008_translations, docs/decisions/0083); part of `Database` in ./schema.ts. */

export type TranslationStatus = "draft" | "published";

/** One item in one language other than English (0008_translations). */
export interface CollectionTranslationsTable {
  collection_id: number;
  lang: string;
  title: string;
  excerpt: string | null;
  /** Sanitised HTML, by the same rules as English bodies. */
  body: string;
  body_text: string;
  featured_image_alt: string | null;
  /** A video's transcript (one line per subtitle) and WebVTT subtitles in this language (0012). */
  transcript: string | null;
  subtitles_url: string | null;
  status: TranslationStatus;
  created_at: string;
  updated_at: string;
}

export interface PageTranslationsTable {
  page_id: number;
  lang: string;
  title: string;
  excerpt: string | null;
  body: string;
  status: TranslationStatus;
  created_at: string;
  updated_at: string;
}

export interface PillarTranslationsTable {
  pillar_id: number;
  lang: string;
  title: string;
  heading: string;
  name: string;
  body: string;
}

export interface SettingTranslationsTable {
  key: string;
  lang: string;
  value: string;
}

export interface TagTranslationsTable {
  tag_id: number;
  lang: string;
  name: string;
}

export interface SpamCategoryTranslationsTable {
  category_id: number;
  lang: string;
  name: string;
}
