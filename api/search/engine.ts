import type { SearchQuery } from "../../contract";
import type { Db } from "../db/connection";
import type { TermGroup } from "./text";

/** What both search engines (SQLite FTS5, PostgreSQL full-text) are asked: one page of ids. */
export interface SearchPlan {
  query: SearchQuery;
  /** The parsed text; empty for a search by filters alone. */
  groups: TermGroup[];
  /** 1 newest, 2 oldest, 3 relevance, 4 title (relevance without text falls back to newest). */
  sort: number;
  pageSize: number;
  now?: Date;
  /** PostgreSQL only: count no further than this. */
  countCap?: number;
  /** Match the text in titles, tags and summaries only (either language), not in bodies. */
  summaryOnly?: boolean;
  /** SQLite: rank matches in titles, tags and summaries above matches in bodies only. */
  summaryFirst?: boolean;
  /** Only the page's ids are wanted: nothing counted apart (a count is a second search); `total` is then not read. */
  idsOnly?: boolean;
}

export type SearchPage = { ids: number[]; total: number };

/** One implementation per database, chosen by the connection's dialect. */
export type SearchEngine = (db: Db, plan: SearchPlan) => Promise<SearchPage>;
