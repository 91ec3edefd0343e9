import { sql } from "kysely";
import type { Lang } from "../../contract";
import type { Db } from "../db";

/**
 * The sitemap's items, a range of ids at a time (docs/decisions/0103): sitemap.xml is an index of
 * files that each cover one id range, so no call ever reads every item. Ranges are fixed blocks
 * of ids, so a file holds at most `size` items whatever was deleted or is still a draft.
 */

/** The id blocks that hold published items: block k is ids k·size+1 … (k+1)·size. */
export async function sitemapRanges(db: Db, size: number) {
  const rows = await db
    .selectFrom("collections")
    .select([
      sql<number>`(id - 1) / ${sql.lit(size)}`.as("block"),
      sql<string>`max(updated_at)`.as("lastmod"),
      sql<number>`count(*)`.as("count"),
    ])
    .where("status", "=", "published")
    .groupBy(sql`(id - 1) / ${sql.lit(size)}`)
    .orderBy("block")
    .execute();
  return rows.map((r) => ({ block: Number(r.block), lastmod: r.lastmod, count: Number(r.count) }));
}

/** Published items with after < id ≤ to, by id, at most `limit` (keyset: continue after the last id). */
export async function sitemapItems(db: Db, range: { after: number; to: number; limit: number }) {
  const rows = await db
    .selectFrom("collections as c")
    .leftJoin("collection_translations as t", (join) =>
      join.onRef("t.collection_id", "=", "c.id").on("t.lang", "=", "hi").on("t.status", "=", "published"),
    )
    .select(["c.id", "c.collection_type", "c.slug", "c.updated_at", "c.head_category", "t.collection_id as hindi"])
    .where("c.status", "=", "published")
    .where("c.id", ">", range.after)
    .where("c.id", "<=", range.to)
    .orderBy("c.id")
    .limit(range.limit)
    .execute();
  const items = rows.map(({ hindi, id: _id, ...row }) => ({
    ...row,
    languages: (hindi === null ? ["en"] : ["en", "hi"]) satisfies Lang[],
  }));
  const last = rows.at(-1)?.id ?? null;
  return { items, nextAfter: rows.length === range.limit ? last : null };
}
