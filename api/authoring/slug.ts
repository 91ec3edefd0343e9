import { randomBytes } from "node:crypto";
import type { AuthoringKind } from "../../contract";
import type { Db } from "../db";
import { slugify } from "../repo/slug";
import { romanize } from "./romanize";

/**
 * Slugs from titles. A title in Devanagari is romanised first (कृषि में एआई → krishi-men-eai);
 * a title with no letter either way falls back to the kind. A number is appended until the slug
 * is free.
 */
export function baseSlug(title: string, fallback: string): string {
  const slug = slugify(romanize(title)).slice(0, 80).replace(/-+$/, "");
  return slug.startsWith("tag-") ? fallback : slug;
}

async function firstFree(candidate: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? candidate : `${candidate}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/**
 * Unique per kind among contributed items. `salted`: after losing a race for the same free slug,
 * a random ending, so a burst of identical titles cannot keep colliding.
 */
export function itemSlug(db: Db, kind: AuthoringKind, title: string, salted = false): Promise<string> {
  const candidate = baseSlug(title, kind);
  return firstFree(salted ? `${candidate}-${randomBytes(3).toString("hex")}` : candidate, async (slug) =>
    Boolean(await db.selectFrom("contributions").select("id").where("kind", "=", kind).where("slug", "=", slug).executeTakeFirst()),
  );
}

/** Unique among the collections of the type (the detail page's address), the item's own row aside. */
export function collectionSlug(db: Db, collectionType: number, wanted: string, ownCollectionId: number | null): Promise<string> {
  return firstFree(wanted, async (slug) => {
    const row = await db
      .selectFrom("collections")
      .select("id")
      .where("collection_type", "=", collectionType)
      .where("slug", "=", slug)
      .executeTakeFirst();
    return Boolean(row) && row!.id !== ownCollectionId;
  });
}
