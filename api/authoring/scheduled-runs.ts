import { announceContentChange } from "../../contract/content-changes";
import type { Db } from "../db";
import type { Mailer } from "../mail";
import { writeAudit } from "./audit";
import { recordApproval } from "./editions";
import { findById, statusOf, toItem, type ItemRow } from "./items";
import { notifyContributor } from "./notify";
import { publishItem } from "./publish";

/**
 * What the job runner does at each pass for the desk's schedules (docs/product/editorial.md#scheduling,
 * decision 0132): every schedule that is due is done, once. Each is claimed by deleting its row
 * (`at <= now`) in the transaction that does it, so two runners, or a pass of a restarted server,
 * never do it twice (the second DELETE finds nothing: PostgreSQL makes it wait for the first's
 * commit, SQLite runs one writer at a time), and one that fell due while no runner ran is done at
 * the next pass. A publication is an approval made at that time: the item's version goes online,
 * an edition is recorded with the editor who scheduled it and their change note, the caches are
 * emptied and the contributor is told.
 */

export interface ScheduleRunDeps {
  mailer: Mailer;
  origin: string;
  logger?: { error(obj: unknown, msg?: string): void };
}

/** At most this many per pass; the rest at the next pass (30 s later by default). */
const PER_PASS = 100;

interface DueRow {
  item_id: number;
  action: string;
  editor_id: number | null;
  change_note: string | null;
  minor: number;
}

/** Another runner did it, or the item is not waiting any more (trashed meanwhile): nothing to do. */
const SKIP = Symbol("skip");

async function publishDue(trx: Db, due: DueRow, now: string): Promise<ItemRow> {
  if (!(await claim(trx, due, now))) throw SKIP;
  const row = await findById(trx, due.item_id);
  // The status decides: a trashed item keeps its schedule (rolled back) and goes online once restored.
  const moved = await trx
    .updateTable("contributions")
    .set({ status: "published", updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw SKIP;
  const collectionId = await publishItem(trx, row, now);
  await trx.updateTable("contributions").set({ collection_id: collectionId }).where("id", "=", row.id).execute();
  await writeAudit(trx, { itemId: row.id, actorId: null, action: "scheduled_publish", from: "scheduled", to: "published", at: now });
  const editorId = due.editor_id === null ? null : Number(due.editor_id);
  await recordApproval(
    trx,
    row,
    collectionId,
    editorId,
    { change_note: due.change_note ?? undefined, minor: Number(due.minor) === 1 },
    now,
  );
  return row;
}

/** The published version goes offline (as a trashed item's does); a published item goes back to its contributor as a draft. */
async function unpublishDue(trx: Db, due: DueRow, now: string): Promise<ItemRow> {
  if (!(await claim(trx, due, now))) throw SKIP;
  const row = await findById(trx, due.item_id);
  if (row.collection_id !== null) {
    await trx
      .updateTable("collections")
      .set({ status: "draft", updated_at: now })
      .where("id", "=", row.collection_id)
      .where("status", "=", "published")
      .execute();
  }
  const from = statusOf(row.status);
  const to = from === "published" ? "draft" : from;
  if (to !== from) await trx.updateTable("contributions").set({ status: to, updated_at: now }).where("id", "=", row.id).execute();
  await writeAudit(trx, { itemId: row.id, actorId: null, action: "scheduled_unpublish", from, to, at: now });
  return row;
}

async function claim(trx: Db, due: DueRow, now: string): Promise<boolean> {
  const taken = await trx
    .deleteFrom("editorial_schedules")
    .where("item_id", "=", due.item_id)
    .where("action", "=", due.action)
    .where("at", "<=", now)
    .executeTakeFirst();
  return Number(taken.numDeletedRows) === 1;
}

/** Does every schedule due at `now`; answers how many went online and offline. */
export async function runDueSchedules(db: Db, deps: ScheduleRunDeps, at: Date): Promise<{ published: number; unpublished: number }> {
  const now = at.toISOString();
  const due = await db
    .selectFrom("editorial_schedules as s")
    .innerJoin("contributions as c", "c.id", "s.item_id")
    .select(["s.item_id", "s.action", "s.editor_id", "s.change_note", "s.minor"])
    .where("s.at", "<=", now)
    // A trashed item's schedules wait: restored, it is done at the next pass.
    .where("c.status", "!=", "trashed")
    .where((eb) => eb.or([eb("s.action", "=", "unpublish"), eb("c.status", "=", "scheduled")]))
    .orderBy("s.at")
    .orderBy("s.item_id")
    .limit(PER_PASS)
    .execute();
  const done = { published: 0, unpublished: 0 };
  let failed = 0;
  for (const row of due) {
    const publish = row.action === "publish";
    const item = await db
      .transaction()
      .execute((trx) => (publish ? publishDue(trx, row, now) : unpublishDue(trx, row, now)))
      .catch((error: unknown) => {
        // One broken item must not hold the others back: it is tried again at the next pass.
        if (error !== SKIP) {
          failed += 1;
          deps.logger?.error({ err: error, item: row.item_id, action: row.action }, "scheduled step failed");
        }
        return null;
      });
    if (!item) continue;
    done[publish ? "published" : "unpublished"] += 1;
    // Listings, details, search, feeds and the sitemap drop what they hold, as after a decision.
    announceContentChange({ reason: publish ? "scheduled-publication" : "scheduled-unpublication" });
    if (publish) {
      const published = await toItem(db, await findById(db, row.item_id));
      await notifyContributor(db, { ...deps, now: () => at }, item, "published", { note: null, publishedUrl: published.published_url });
    }
  }
  if (failed) throw new Error(`${failed} scheduled step(s) failed`);
  return done;
}
