import type { Selectable } from "kysely";
import { SAVED_SEARCHES_MAX, SavedQuery, type AlertFrequency, type Lang, type SavedSearch } from "../../contract";
import type { Db } from "../db/connection";
import type { SavedSearchesTable } from "../db/schema";
import { HttpError, notFound } from "../http";

export type SavedSearchRow = Selectable<SavedSearchesTable>;

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    queryData: SavedQuery.parse(JSON.parse(row.query_data)),
    alert: row.alert as AlertFrequency,
    lang: row.lang as Lang,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db.selectFrom("saved_searches").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  input: { name: string; queryData: SavedQuery; alert: AlertFrequency; lang: Lang },
  now = new Date(),
): Promise<SavedSearch> {
  const { count } = await db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SAVED_SEARCHES_MAX) {
    throw new HttpError(409, `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`);
  }
  const at = now.toISOString();
  const row = await db
    .insertInto("saved_searches")
    .values({
      user_id: userId,
      name: input.name,
      query_data: JSON.stringify(input.queryData),
      alert: input.alert,
      lang: input.lang,
      // The first digest brings what is published from now on, not the whole archive.
      alerted_until: at,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
}

/** Changes a user's own saved search; someone else's is "not found", as if it did not exist. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  changes: { name?: string; alert?: AlertFrequency },
  now = new Date(),
): Promise<SavedSearch> {
  const current = await db.selectFrom("saved_searches").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!current) throw notFound("Saved search");
  const at = now.toISOString();
  // Alerts switched on start from now: turning them back on never mails a backlog.
  const restarted = changes.alert && changes.alert !== "none" && current.alert === "none";
  const row = await db
    .updateTable("saved_searches")
    .set({ ...changes, updated_at: at, ...(restarted ? { alerted_until: at } : {}) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom("saved_searches").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound("Saved search");
}

/** The unsubscribe link's way out: turns the alert off without a sign-in. False when it is gone. */
export async function turnAlertOff(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("saved_searches")
    .set({ alert: "none", updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
