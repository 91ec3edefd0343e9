import { sql } from "kysely";
import { dialectOf, type Db } from "../db/connection";

/** Title order that reads the same on both databases (byte order of the lower-cased title). */
export function titleOrder(db: Db) {
  return dialectOf(db) === "postgres" ? sql`lower(c.title) COLLATE "C"` : sql`lower(c.title)`;
}

/** The 1 newest, 2 oldest, 4 title orders of a `collections as c` query; relevance (3) is the engines' own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the filtered query's exact type is not worth spelling here
export function orderedBy<Q extends { orderBy: (...args: any[]) => Q }>(db: Db, page: Q, sort: number): Q {
  if (sort === 1) return page.orderBy("c.published_at", "desc").orderBy("c.id", "desc");
  if (sort === 2) return page.orderBy("c.published_at", "asc").orderBy("c.id", "asc");
  return page.orderBy(titleOrder(db)).orderBy("c.id", "asc");
}
