import { sql } from "kysely";
import type { Lang } from "../../contract";
import type { Db } from "../db/connection";
import { localizeTags } from "../repo/localize";
import { TYPE_ID } from "./vocabulary";

export interface Topic {
  label: string;
  search_text: string;
}

const TOPICS = 3;
const POPULAR_TTL_MS = 10 * 60 * 1000;
const popular = new WeakMap<Db, Map<string, { at: number; tags: { id: number; name: string; slug: string }[] }>>();

type TagRow = { id: number; name: string; slug: string };

/**
 * Tags named like one of the terms (the nearest topics to what was asked), of published items
 * only: a tag only a draft carries is that draft's words, and the assistant says nothing of
 * unpublished items.
 */
async function tagsNamedLike(db: Db, terms: string[]): Promise<TagRow[]> {
  const usable = terms.filter((t) => t.length >= 3).slice(0, 4);
  if (!usable.length) return [];
  return db
    .selectFrom("tags as t")
    .select(["t.id", "t.name", "t.slug"])
    .where((eb) => eb.or(usable.map((term) => eb(sql`lower(t.name)`, "like", `%${term.replace(/[\\%_]/g, "")}%`))))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("collection_tags as ct")
          .innerJoin("collections as c", "c.id", "ct.collection_id")
          .select("ct.tag_id")
          .whereRef("ct.tag_id", "=", "t.id")
          .where("c.status", "=", "published"),
      ),
    )
    .orderBy(sql`length(t.name)`)
    .limit(TOPICS)
    .execute();
}

/** The most used tags of published items (of the types, when given), cached a few minutes. */
async function popularTags(db: Db, types: string[], now: number): Promise<TagRow[]> {
  const key = types.join(",");
  const cache = popular.get(db) ?? new Map();
  popular.set(db, cache);
  const hit = cache.get(key);
  if (hit && now - hit.at < POPULAR_TTL_MS) return hit.tags;
  const ids = types.map((t) => TYPE_ID.get(t)).filter((id): id is number => id !== undefined);
  let q = db
    .selectFrom("collection_tags as ct")
    .innerJoin("collections as c", "c.id", "ct.collection_id")
    .innerJoin("tags as t", "t.id", "ct.tag_id")
    .select(["t.id", "t.name", "t.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .where("c.status", "=", "published");
  if (ids.length) q = q.where("c.collection_type", "in", ids);
  const rows = await q.groupBy(["t.id", "t.name", "t.slug"]).orderBy("n", "desc").orderBy("t.id").limit(TOPICS).execute();
  const tags = rows.map(({ id, name, slug }) => ({ id, name, slug }));
  cache.set(key, { at: now, tags });
  return tags;
}

/** The tags of the given items (published ones: the answer's sources), most shared first. */
async function tagsOfItems(db: Db, ids: number[]): Promise<TagRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("collection_tags as ct")
    .innerJoin("tags as t", "t.id", "ct.tag_id")
    .select(["t.id", "t.name", "t.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .where("ct.collection_id", "in", ids)
    .groupBy(["t.id", "t.name", "t.slug"])
    .orderBy("n", "desc")
    .orderBy("t.id")
    .limit(TOPICS)
    .execute();
  return rows.map(({ id, name, slug }) => ({ id, name, slug }));
}

/**
 * Two or three topics to try next, named in `lang`: the answer's sources' tags; with nothing
 * found, the tags nearest to the terms, then the most used ones of the guessed type.
 */
export async function relatedTopics(
  db: Db,
  opts: { terms: string[]; types: string[]; sourceIds: number[]; lang: Lang; now: Date },
): Promise<Topic[]> {
  const found: TagRow[] = [];
  const add = (rows: TagRow[]) => rows.forEach((r) => found.length < TOPICS && !found.some((f) => f.id === r.id) && found.push(r));
  add(await tagsOfItems(db, opts.sourceIds));
  if (found.length < 2) add(await tagsNamedLike(db, opts.terms));
  if (found.length < 2) add(await popularTags(db, opts.types, opts.now.getTime()));
  const named = await localizeTags(db, found, opts.lang);
  return named.map((t) => ({ label: t.name, search_text: t.name }));
}
