import type { Lang } from "../../contract";

/** A retrieved item with the text the answer may quote (in the asked language where translated). */
export interface Candidate {
  id: number;
  collection_type: number;
  slug: string;
  head_category: string | null;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  body: string;
  tag_text: string;
  /** The English text too, when `lang` is another language: questions mix both. */
  english: string;
  lang: Lang;
  state: string | null;
  location: string | null;
  published_at: string | null;
  event_start: string | null;
}
