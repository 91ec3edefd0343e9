import { TRASH_DAYS } from "../../contract";
import type { Db } from "../db";
import { writeAudit } from "./audit";

/**
 * Items in the trash for TRASH_DAYS days or more are deleted, with their published version (a
 * trashed item is offline already) and then their files. `removeFiles` is the media store's
 * removeMedia, passed in so this module does not depend on how files are kept.
 */
export async function purgeTrash(
  db: Db,
  now: Date,
  removeFiles: (mediaIds: string[]) => Promise<void>,
): Promise<{ items: number; files: number }> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 3600 * 1000).toISOString();
  const rows = await db
    .selectFrom("contributions")
    .select(["id", "collection_id", "image_id", "pdf_id"])
    .where("status", "=", "trashed")
    .where("trashed_at", "is not", null)
    .where("trashed_at", "<=", cutoff)
    .execute();
  if (!rows.length) return { items: 0, files: 0 };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx.deleteFrom("contributions").where("id", "=", row.id).where("status", "=", "trashed").execute();
      if (row.collection_id !== null) await trx.deleteFrom("collections").where("id", "=", row.collection_id).execute();
      await writeAudit(trx, { itemId: row.id, actorId: null, action: "purge", from: "trashed", to: null, at });
    }
  });
  // Files go once the rows are gone: a failure leaves an orphan file, never an item without its image.
  const mediaIds = [...new Set(rows.flatMap((r) => [r.image_id, r.pdf_id]).filter((id): id is string => id !== null))];
  if (mediaIds.length) await removeFiles(mediaIds);
  return { items: rows.length, files: mediaIds.length };
}
