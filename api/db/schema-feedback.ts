/** Table types of what readers tell us (0023_page_feedback); part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

/** One "Was this page useful?" answer. */
export interface PageFeedbackTable {
  id: Generated<number>;
  /** The page without its language prefix, lower case. */
  path: string;
  lang: string;
  /** 1 yes, 0 no. */
  helpful: number;
  /** What went wrong, in the visitor's words (a "no" only); null when none was given. */
  comment: string | null;
  /** YYYY-MM-DD, India time. */
  day: string;
  created_at: string;
}

/** Older answers, counted per day, page and language by the retention job. */
export interface PageFeedbackDaysTable {
  path: string;
  lang: string;
  day: string;
  yes: number;
  no: number;
  comments: number;
}

/** Searches that found nothing, counted per day, language and normalised text. */
export interface SearchMissesTable {
  day: string;
  lang: string;
  query: string;
  count: number;
}

/** The feedback tables, by name. */
export interface FeedbackTables {
  page_feedback: PageFeedbackTable;
  page_feedback_days: PageFeedbackDaysTable;
  search_misses: SearchMissesTable;
}
