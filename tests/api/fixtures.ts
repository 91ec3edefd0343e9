import type { AuthorInput, CollectionInput } from "../../contract";
import type { Db } from "../../api/db";
import { insertAuthor, insertCollection } from "../../api/repo";

/** Adds authors and items through the repository, answering item ids by slug. */
export async function addFixtures(db: Db, authors: AuthorInput[], items: CollectionInput[]): Promise<Record<string, number>> {
  for (const author of authors) await insertAuthor(db, author);
  const ids: Record<string, number> = {};
  for (const item of items) ids[item.slug] = await insertCollection(db, item);
  return ids;
}

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}
