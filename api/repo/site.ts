import type { Lang } from "../../contract";
import type { Db } from "../db/connection";
import { localizeTags } from "./localize";
import { upsertTags } from "./content";
import { sanitizeBody } from "./html";
import { nowIso, toIso } from "./time";

/** Settings are text; anything else (ministry logos, nested link groups) is stored as JSON. */
export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  await db
    .insertInto("settings")
    .values({ key, value: text })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text }))
    .execute();
}

export async function getSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export interface PillarInput {
  title: string;
  /** HTML; the portal strips it for descriptions. */
  heading: string;
  name: string;
  slug: string;
  image_url?: string | null;
  /** Name of the tag whose items the hub page lists. */
  tag?: string | null;
  body?: string;
  position?: number;
}

export async function upsertPillar(db: Db, input: PillarInput, fallbackPosition = 0): Promise<number> {
  const tagId = input.tag ? ((await upsertTags(db, [input.tag])).get(input.tag) ?? null) : null;
  const values = {
    title: input.title,
    heading: sanitizeBody(input.heading),
    name: input.name,
    slug: input.slug,
    image_url: input.image_url ?? null,
    tag_id: tagId,
    body: sanitizeBody(input.body ?? ""),
    position: input.position ?? fallbackPosition,
  };
  const row = await db
    .insertInto("pillars")
    .values(values)
    .onConflict((oc) => oc.column("slug").doUpdateSet({ ...values, slug: undefined }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PageInput {
  slug: string;
  title: string;
  excerpt?: string | null;
  body: string;
  kind?: "static" | "policy" | "campaign";
  updated_at?: string;
}

export async function upsertPage(db: Db, input: PageInput): Promise<void> {
  const values = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt ?? null,
    body: sanitizeBody(input.body),
    kind: input.kind ?? "static",
    updated_at: input.updated_at ? toIso(input.updated_at) : nowIso(),
  };
  await db
    .insertInto("pages")
    .values(values)
    .onConflict((oc) => oc.column("slug").doUpdateSet({ ...values, slug: undefined }))
    .execute();
}

/** Replaces a tag group's members (creating the tags) in the given order. */
export async function setTagGroup(db: Db, key: string, tagNames: string[], name = key): Promise<void> {
  const group = await db
    .insertInto("tag_groups")
    .values({ key, name })
    .onConflict((oc) => oc.column("key").doUpdateSet({ name }))
    .returning("id")
    .executeTakeFirstOrThrow();
  const ids = await upsertTags(db, tagNames);
  await db.deleteFrom("tag_group_members").where("group_id", "=", group.id).execute();
  const members = [...new Set(tagNames.map((n) => ids.get(n)).filter((id): id is number => id !== undefined))];
  if (members.length) {
    await db
      .insertInto("tag_group_members")
      .values(members.map((tag_id, position) => ({ group_id: group.id, tag_id, position })))
      .execute();
  }
}

export async function addSpamCategories(db: Db, names: string[]): Promise<void> {
  if (!names.length) return;
  await db
    .insertInto("spam_categories")
    .values(names.map((name) => ({ name })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

// ── reads of the site's pages, pillars and tag groups ────────────────────────────────────────

const PILLAR_COLUMNS = ["id", "title", "heading", "name", "slug", "image_url"] as const;
const HUB_ITEMS = 24;

/** A page in `lang` when its translation is published, else in English; `lang` says which. */
export async function findPage(db: Db, slug: string, lang: Lang = "en") {
  const page = await db
    .selectFrom("pages")
    .select(["id", "slug", "title", "excerpt", "body", "kind", "updated_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!page) return undefined;
  const { id, ...english } = page;
  const translation =
    lang === "en"
      ? undefined
      : await db
          .selectFrom("page_translations")
          .select(["title", "excerpt", "body", "updated_at"])
          .where("page_id", "=", id)
          .where("lang", "=", lang)
          .where("status", "=", "published")
          .executeTakeFirst();
  return translation ? { ...english, ...translation, lang } : { ...english, lang: "en" as const };
}

/** Pillars in `lang` where translated (title, heading, name and body together), else English. */
async function localizePillars<P extends { id: number; title: string; heading: string; name: string; body?: string }>(
  db: Db,
  pillars: P[],
  lang: Lang,
) {
  const ids = pillars.map((p) => p.id);
  const rows =
    lang === "en" || !ids.length
      ? []
      : await db
          .selectFrom("pillar_translations")
          .select(["pillar_id", "title", "heading", "name", "body"])
          .where("pillar_id", "in", ids)
          .where("lang", "=", lang)
          .execute();
  const byId = new Map(rows.map(({ pillar_id, ...text }) => [pillar_id, text]));
  return pillars.map((p) => {
    const text = byId.get(p.id);
    if (!text) return { ...p, lang: "en" as Lang };
    const body = p.body === undefined ? {} : { body: text.body };
    return { ...p, title: text.title, heading: text.heading, name: text.name, ...body, lang };
  });
}

export async function listPillars(db: Db, lang: Lang = "en") {
  const pillars = await db.selectFrom("pillars").select(PILLAR_COLUMNS).orderBy("position").orderBy("id").execute();
  return localizePillars(db, pillars, lang);
}

export async function findPillar(db: Db, slug: string, lang: Lang = "en") {
  const pillar = await db
    .selectFrom("pillars")
    .select([...PILLAR_COLUMNS, "body", "tag_id"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return pillar ? (await localizePillars(db, [pillar], lang))[0] : undefined;
}

/** A hub's items: the newest published items with its tag. */
export async function hubItemIds(db: Db, tagId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("collections as c")
    .innerJoin("collection_tags as ct", "ct.collection_id", "c.id")
    .select("c.id")
    .where("ct.tag_id", "=", tagId)
    .where("c.status", "=", "published")
    .orderBy("c.published_at", "desc")
    .orderBy("c.id", "desc")
    .limit(HUB_ITEMS)
    .execute();
  return rows.map((r) => r.id);
}

/** The tags of a group in their order, named in `lang` where translated, or undefined for an unknown group. */
export async function tagGroup(db: Db, key: string, lang: Lang = "en") {
  const group = await db.selectFrom("tag_groups").select("id").where("key", "=", key).executeTakeFirst();
  if (!group) return undefined;
  const tags = await db
    .selectFrom("tag_group_members as m")
    .innerJoin("tags as t", "t.id", "m.tag_id")
    .select(["t.id", "t.name", "t.slug"])
    .where("m.group_id", "=", group.id)
    .orderBy("m.position")
    .execute();
  return localizeTags(db, tags, lang);
}
