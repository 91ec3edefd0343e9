import type { Lang } from "../../contract";
import type { Db } from "../db/connection";
import type { TranslationStatus } from "../db/schema";
import { htmlToText, sanitizeBody } from "./html";
import { slugify } from "./slug";
import { nowIso, toIso } from "./time";

/**
 * Writes of translations (docs/decisions/0083-translations.md). The English row is the source:
 * every translation names an existing English thing, and an unknown one is an error, never a
 * silently created row. Bodies are sanitised by the same rules as English bodies.
 */

/** Languages a translation can be in: every language but English, the source. */
export type TranslationLang = Exclude<Lang, "en">;

export class UnknownSourceError extends Error {
  constructor(what: string) {
    super(`No English ${what} to translate`);
    this.name = "UnknownSourceError";
  }
}

export interface ItemTranslationInput {
  collection_id: number;
  lang: TranslationLang;
  title: string;
  excerpt?: string | null;
  /** HTML; sanitised before it is stored. */
  body: string;
  featured_image_alt?: string | null;
  /** A video's transcript, one line per subtitle, and its WebVTT subtitles, in this language. */
  transcript?: string | null;
  subtitles_url?: string | null;
  status?: TranslationStatus;
  /** When this translation last changed (default now). */
  updated_at?: string;
}

/** Creates or replaces an item's translation and refreshes the item's searchable translated text. */
export async function upsertItemTranslation(db: Db, input: ItemTranslationInput): Promise<void> {
  const source = await db.selectFrom("collections").select("id").where("id", "=", input.collection_id).executeTakeFirst();
  if (!source) throw new UnknownSourceError(`item ${input.collection_id}`);
  const body = sanitizeBody(input.body.normalize("NFC"));
  const now = nowIso();
  const values = {
    title: input.title.normalize("NFC"),
    excerpt: input.excerpt?.normalize("NFC") ?? null,
    body,
    body_text: htmlToText(body),
    featured_image_alt: input.featured_image_alt ?? null,
    transcript: input.transcript?.normalize("NFC") ?? null,
    subtitles_url: input.subtitles_url ?? null,
    status: input.status ?? "draft",
    updated_at: input.updated_at ? toIso(input.updated_at) : now,
  };
  await db
    .insertInto("collection_translations")
    .values({ collection_id: input.collection_id, lang: input.lang, created_at: now, ...values })
    .onConflict((oc) => oc.columns(["collection_id", "lang"]).doUpdateSet(values))
    .execute();
  await refreshTranslatedText(db, input.collection_id);
}

/** Publishes or withdraws a translation; answers whether it exists. */
export async function setItemTranslationStatus(
  db: Db,
  collectionId: number,
  lang: TranslationLang,
  status: TranslationStatus,
): Promise<boolean> {
  const result = await db
    .updateTable("collection_translations")
    .set({ status })
    .where("collection_id", "=", collectionId)
    .where("lang", "=", lang)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await refreshTranslatedText(db, collectionId);
  return true;
}

/** Item translations in `lang` (newest change first), optionally of one status, with their English title. */
export function listItemTranslations(db: Db, lang: TranslationLang, status?: TranslationStatus, limit = 200) {
  return db
    .selectFrom("collection_translations as t")
    .innerJoin("collections as c", "c.id", "t.collection_id")
    .select(["t.collection_id", "t.status", "t.updated_at", "t.title", "c.title as english_title"])
    .where("t.lang", "=", lang)
    .$if(status !== undefined, (q) => q.where("t.status", "=", status!))
    .orderBy("t.updated_at", "desc")
    .orderBy("t.collection_id", "desc")
    .limit(limit)
    .execute();
}

/**
 * Copies the text of the item's published translations into its `translated_*` columns, which
 * the full-text index of each database reads (0008_translations): one index for both languages.
 */
export async function refreshTranslatedText(db: Db, collectionId: number): Promise<void> {
  const rows = await db
    .selectFrom("collection_translations")
    .select(["title", "excerpt", "body_text"])
    .where("collection_id", "=", collectionId)
    .where("status", "=", "published")
    .orderBy("lang")
    .execute();
  await db.updateTable("collections").set(translatedColumns(rows)).where("id", "=", collectionId).execute();
}

type TranslatedText = { title: string; excerpt: string | null; body_text: string };

/** The `translated_*` columns of an item from its published translations. */
export function translatedColumns(published: TranslatedText[]) {
  const join = (values: (string | null)[]) => values.filter(Boolean).join("\n");
  return {
    translated_title: join(published.map((r) => r.title)),
    translated_excerpt: join(published.map((r) => r.excerpt)),
    translated_body_text: join(published.map((r) => r.body_text)),
  };
}

/**
 * Bulk insert of published translations with trusted (generated) bodies, for the synthetic
 * loader: the caller has put translatedColumns() of each into its item's row already.
 */
export async function insertPublishedTranslations(
  db: Db,
  rows: (TranslatedText & { collection_id: number; lang: TranslationLang; body: string })[],
) {
  const now = nowIso();
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows
      .slice(i, i + 200)
      .map((r) => ({ ...r, featured_image_alt: null, status: "published" as const, created_at: now, updated_at: now }));
    await db.insertInto("collection_translations").values(chunk).execute();
  }
}

export interface PageTranslationInput {
  slug: string;
  lang: TranslationLang;
  title: string;
  excerpt?: string | null;
  body: string;
  status?: TranslationStatus;
  updated_at?: string;
}

export async function upsertPageTranslation(db: Db, input: PageTranslationInput): Promise<void> {
  const page = await db.selectFrom("pages").select("id").where("slug", "=", input.slug).executeTakeFirst();
  if (!page) throw new UnknownSourceError(`page "${input.slug}"`);
  const now = nowIso();
  const values = {
    title: input.title.normalize("NFC"),
    excerpt: input.excerpt?.normalize("NFC") ?? null,
    body: sanitizeBody(input.body.normalize("NFC")),
    status: input.status ?? "draft",
    updated_at: input.updated_at ? toIso(input.updated_at) : now,
  };
  await db
    .insertInto("page_translations")
    .values({ page_id: page.id, lang: input.lang, created_at: now, ...values })
    .onConflict((oc) => oc.columns(["page_id", "lang"]).doUpdateSet(values))
    .execute();
}

export interface PillarTranslationInput {
  slug: string;
  lang: TranslationLang;
  title: string;
  /** HTML, like the English heading. */
  heading: string;
  name: string;
  body?: string;
}

export async function upsertPillarTranslation(db: Db, input: PillarTranslationInput): Promise<void> {
  const pillar = await db.selectFrom("pillars").select("id").where("slug", "=", input.slug).executeTakeFirst();
  if (!pillar) throw new UnknownSourceError(`pillar "${input.slug}"`);
  const values = {
    title: input.title.normalize("NFC"),
    heading: sanitizeBody(input.heading),
    name: input.name.normalize("NFC"),
    body: sanitizeBody(input.body ?? ""),
  };
  await db
    .insertInto("pillar_translations")
    .values({ pillar_id: pillar.id, lang: input.lang, ...values })
    .onConflict((oc) => oc.columns(["pillar_id", "lang"]).doUpdateSet(values))
    .execute();
}

/** A setting's value in another language; non-strings are stored as JSON, like settings. */
export async function setSettingTranslation(db: Db, key: string, lang: TranslationLang, value: unknown): Promise<void> {
  const setting = await db.selectFrom("settings").select("key").where("key", "=", key).executeTakeFirst();
  if (!setting) throw new UnknownSourceError(`setting "${key}"`);
  const text = typeof value === "string" ? value.normalize("NFC") : JSON.stringify(value ?? null);
  await db
    .insertInto("setting_translations")
    .values({ key, lang, value: text })
    .onConflict((oc) => oc.columns(["key", "lang"]).doUpdateSet({ value: text }))
    .execute();
}

/** A tag's name in another language; the tag is named by its English name or slug. */
export async function setTagTranslation(db: Db, englishName: string, lang: TranslationLang, name: string): Promise<void> {
  const tag = await db.selectFrom("tags").select("id").where("slug", "=", slugify(englishName)).executeTakeFirst();
  if (!tag) throw new UnknownSourceError(`tag "${englishName}"`);
  const value = name.normalize("NFC");
  await db
    .insertInto("tag_translations")
    .values({ tag_id: tag.id, lang, name: value })
    .onConflict((oc) => oc.columns(["tag_id", "lang"]).doUpdateSet({ name: value }))
    .execute();
}

/** A spam category's name in another language; the category is named by its English name. */
export async function setSpamCategoryTranslation(db: Db, englishName: string, lang: TranslationLang, name: string): Promise<void> {
  const category = await db.selectFrom("spam_categories").select("id").where("name", "=", englishName).executeTakeFirst();
  if (!category) throw new UnknownSourceError(`spam category "${englishName}"`);
  const value = name.normalize("NFC");
  await db
    .insertInto("spam_category_translations")
    .values({ category_id: category.id, lang, name: value })
    .onConflict((oc) => oc.columns(["category_id", "lang"]).doUpdateSet({ name: value }))
    .execute();
}
