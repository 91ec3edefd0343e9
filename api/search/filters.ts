import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { SearchQuery } from "../../contract";
import type { Database } from "../db/schema";

/** The database as seen from `selectFrom("collections as c")`. */
type CDb = Database & { c: Database["collections"] };
type Qb = SelectQueryBuilder<CDb, "c", object>;

const WINDOW_DAYS = { "past-week": 7, "past-month": 31, "past-year": 366 } as const;

/** Bounds of published_date as ISO strings: [from, to). */
function publishedRange(value: SearchQuery["published_date"], now = new Date()): [string, string | null] | null {
  if (!value) return null;
  if (value in WINDOW_DAYS) {
    const days = WINDOW_DAYS[value as keyof typeof WINDOW_DAYS];
    return [new Date(now.getTime() - days * 86_400_000).toISOString(), null];
  }
  const year = Number(value);
  return [`${year}-01-01T00:00:00.000Z`, `${year + 1}-01-01T00:00:00.000Z`];
}

/**
 * Tag names (trimmed, lower-cased) already resolved to the ids of the tags they name (by name or
 * slug). PostgreSQL gets these as constants, so it can estimate from each tag's own frequency
 * how many items carry it and pick its plan from that, rather than from an average tag.
 */
export type ResolvedTags = Map<string, number[]>;

/** The tag names a query filters by, trimmed and lower-cased. */
export function filterTagNames(query: SearchQuery): string[] {
  return [query.tagName ?? "", ...query.tags].map((t) => t.trim().toLowerCase()).filter(Boolean);
}

function hasTag(eb: ExpressionBuilder<CDb, "c">, tag: string, resolved?: ResolvedTags) {
  const name = tag.trim().toLowerCase();
  const ids = resolved?.get(name);
  if (ids) {
    if (!ids.length) return sql<boolean>`false`;
    return eb.exists(
      eb
        .selectFrom("collection_tags as ft")
        .select(sql`1`.as("one"))
        .whereRef("ft.collection_id", "=", "c.id")
        .where("ft.tag_id", "in", ids),
    );
  }
  return eb.exists(
    eb
      .selectFrom("collection_tags as ft")
      .innerJoin("tags as t", "t.id", "ft.tag_id")
      .select(sql`1`.as("one"))
      .whereRef("ft.collection_id", "=", "c.id")
      .where((w) => w.or([w(sql`lower(t.name)`, "=", name), w("t.slug", "=", name)])),
  );
}

export function hasFilters(query: SearchQuery): boolean {
  return (
    query.collectionTypes.length > 0 ||
    !!query.tagName?.trim() ||
    query.tags.some((t) => t.trim()) ||
    query.author_name.some((a) => a.trim()) ||
    !!query.published_date ||
    query.read_time !== null ||
    query.is_brand !== null
  );
}

/**
 * The search filters as WHERE clauses on `collections as c`, in the same SQL as the text match,
 * so the database narrows by index and text together.
 */
export function applySearchFilters<Q extends Qb>(qb: Q, query: SearchQuery, now = new Date(), resolved?: ResolvedTags): Q {
  let q = qb.where("c.status", "=", "published") as Q;
  if (query.collectionTypes.length) q = q.where("c.collection_type", "in", query.collectionTypes) as Q;
  if (query.tagName?.trim()) q = q.where((eb) => hasTag(eb, query.tagName!, resolved)) as Q;
  for (const tag of query.tags) if (tag.trim()) q = q.where((eb) => hasTag(eb, tag, resolved)) as Q;
  const authors = query.author_name.map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (authors.length) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("collection_authors as fa")
          .innerJoin("authors as a", "a.id", "fa.author_id")
          .select(sql`1`.as("one"))
          .whereRef("fa.collection_id", "=", "c.id")
          .where((w) => w.or([w(sql`lower(a.name)`, "in", authors), w("a.slug", "in", authors)])),
      ),
    ) as Q;
  }
  const range = publishedRange(query.published_date, now);
  if (range) {
    q = q.where("c.published_at", ">=", range[0]) as Q;
    if (range[1]) q = q.where("c.published_at", "<", range[1]) as Q;
  }
  if (query.read_time !== null) q = q.where("c.read_time", "<=", query.read_time) as Q;
  if (query.is_brand !== null) q = q.where("c.is_brand", "=", query.is_brand ? 1 : 0) as Q;
  return q;
}
