import { sql } from "kysely";
import { LISTED_TYPE_IDS } from "../../contract";
import type { Db } from "../db";
import { nowIso } from "./time";

/** The visitors' own writes and reads: view counts, recent searches, last visit. */

const RECENT_LIMIT = 10;
/** A search repeated as the newest one within this long is not written again. */
export const RECENT_REPEAT_MS = 5 * 60_000;

/** Whose recent searches: a signed-in user's, or a browser's visitor_id. */
export type SearchOwner = { user_id: number } | { visitor_id: string };

/** visit_logs rows written by one statement. */
const VISIT_ROWS_PER_INSERT = 500;

/**
 * Counts `count` views of each published item, in one transaction; ids of items that are not
 * published are skipped. Returns the views counted.
 */
export async function countViews(db: Db, visits: ReadonlyArray<{ id: number; count: number }>): Promise<number> {
  const byItem = new Map<number, number>();
  for (const { id, count } of visits) byItem.set(id, (byItem.get(id) ?? 0) + count);
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    let counted = 0;
    for (const [id, count] of byItem) {
      const updated = await trx
        .updateTable("collections")
        .set({ view_count: sql`view_count + ${count}` })
        .where("id", "=", id)
        .where("status", "=", "published")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) continue;
      for (let done = 0; done < count; done += VISIT_ROWS_PER_INSERT) {
        const rows = Array.from({ length: Math.min(VISIT_ROWS_PER_INSERT, count - done) }, () => ({ collection_id: id, visited_at: at }));
        await trx.insertInto("visit_logs").values(rows).execute();
      }
      counted += count;
    }
    return counted;
  });
}

export function recentSearches(db: Db, owner: SearchOwner) {
  return db
    .selectFrom("recent_searches")
    .select("key")
    .$if("user_id" in owner, (q) => q.where("user_id", "=", (owner as { user_id: number }).user_id))
    .$if("visitor_id" in owner, (q) => q.where("visitor_id", "=", (owner as { visitor_id: string }).visitor_id))
    .orderBy("searched_at", "desc")
    .orderBy("id", "desc")
    .limit(RECENT_LIMIT)
    .execute();
}

/** The form two keys are compared in: NFC (one spelling of each Devanagari letter) and case-folded. */
const sameKey = (key: string) => key.normalize("NFC").toLowerCase();

/**
 * One entry per key (case-insensitive, any script), carrying the latest time. The key is kept
 * as typed (in NFC). Keys are compared here rather than with SQL lower(), which folds only
 * ASCII letters on SQLite (and on PostgreSQL under the C locale).
 */
export async function addRecentSearch(db: Db, owner: SearchOwner, typed: string): Promise<void> {
  const user_id = "user_id" in owner ? owner.user_id : null;
  const visitor_id = "visitor_id" in owner ? owner.visitor_id : null;
  const key = typed.normalize("NFC");
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom("recent_searches")
      .select(["id", "key", "searched_at"])
      .$if(user_id !== null, (q) => q.where("user_id", "=", user_id!))
      .$if(visitor_id !== null, (q) => q.where("visitor_id", "=", visitor_id!))
      .orderBy("searched_at", "desc")
      .orderBy("id", "desc")
      .execute();
    // The same search again (a reload, the next page's way back): it is already the newest.
    const newest = own[0];
    if (newest && newest.key === key && now - Date.parse(newest.searched_at) < RECENT_REPEAT_MS) return;
    const repeats = own.filter((r) => sameKey(r.key) === sameKey(key)).map((r) => r.id);
    if (repeats.length) await trx.deleteFrom("recent_searches").where("id", "in", repeats).execute();
    await trx
      .insertInto("recent_searches")
      .values({ user_id, visitor_id, key, searched_at: new Date(now).toISOString() })
      .execute();
  });
}

/** A signed-in page view writes the visit at most this often per user (docs/decisions/0113-new-markers-kept-per-session.md). */
export const VISIT_WRITE_INTERVAL_MS = 5 * 60_000;

/**
 * Records a visit unless one was recorded less than VISIT_WRITE_INTERVAL_MS ago, so a reader
 * going from page to page costs one write every few minutes, not one per page. The condition is
 * in the UPDATE itself, so replicas answering the same user at once write it once.
 */
export async function recordVisit(db: Db, user: { id: number; last_visit_at: string | null }, now: number): Promise<boolean> {
  if (user.last_visit_at !== null && now - Date.parse(user.last_visit_at) < VISIT_WRITE_INTERVAL_MS) return false;
  const before = new Date(now - VISIT_WRITE_INTERVAL_MS).toISOString();
  const result = await db
    .updateTable("users")
    .set({ last_visit_at: new Date(now).toISOString() })
    .where("id", "=", user.id)
    .where((eb) => eb.or([eb("last_visit_at", "is", null), eb("last_visit_at", "<=", before)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Which listed types have something new since the user's last visit, and the visit recorded
 * (at most every few minutes: an item stays "new" until then).
 * The newest publication date of each type is one index seek on (status, collection_type,
 * published_at), where a GROUP BY would read every published row.
 */
export async function newSinceLastVisit(db: Db, user: { id: number; last_visit_at: string | null }) {
  const latest = await db
    .selectNoFrom((eb) =>
      LISTED_TYPE_IDS.map((id) =>
        eb
          .selectFrom("collections")
          .select((inner) => inner.fn.max("published_at").as("latest"))
          .where("status", "=", "published")
          .where("collection_type", "=", id)
          .as(`t${id}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const newest = latest as Record<string, string | null>;
  const since = user.last_visit_at;
  await recordVisit(db, user, Date.now());
  return LISTED_TYPE_IDS.map((id) => {
    const date = newest[`t${id}`];
    return { collection_type_id: id, is_new_item: !!date && (since === null || date > since) };
  });
}
