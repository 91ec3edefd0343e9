import type { Lang, Tag } from "../../contract";
import type { Db } from "../db/connection";

/**
 * Reads of translations: each answer is built in English, then the fields of a thing with a
 * translation in the asked language are replaced, and its `lang` says which language it is in
 * (docs/decisions/0083-translations.md). English asks nothing of the translation tables.
 */

export interface ItemText {
  title: string;
  excerpt: string | null;
  featured_image_alt: string | null;
  body: string;
  /** Read with the body (details only): a video's transcript and subtitles in this language. */
  transcript?: string | null;
  subtitles_url?: string | null;
}

/** The published translations of the given items in `lang`, by item id. */
export async function itemTexts(db: Db, ids: number[], lang: Lang, withBody = false): Promise<Map<number, ItemText>> {
  const out = new Map<number, ItemText>();
  if (lang === "en" || !ids.length) return out;
  const rows = await db
    .selectFrom("collection_translations")
    .select(["collection_id", "title", "excerpt", "featured_image_alt"])
    .$if(withBody, (q) => q.select(["body", "transcript", "subtitles_url"]))
    .where("collection_id", "in", ids)
    .where("lang", "=", lang)
    .where("status", "=", "published")
    .execute();
  for (const { collection_id, ...text } of rows) out.set(collection_id, { ...text, body: text.body ?? "" });
  return out;
}

/** Tag names in `lang`; a tag without one keeps its English name and `lang: "en"`. */
export async function localizeTags<T extends Omit<Tag, "lang">>(db: Db, tags: T[], lang: Lang): Promise<(T & { lang: Lang })[]> {
  const names = new Map<number, string>();
  const ids = [...new Set(tags.map((t) => t.id))];
  if (lang !== "en" && ids.length) {
    const rows = await db
      .selectFrom("tag_translations")
      .select(["tag_id", "name"])
      .where("tag_id", "in", ids)
      .where("lang", "=", lang)
      .execute();
    for (const r of rows) names.set(r.tag_id, r.name);
  }
  return tags.map((t) => {
    const name = names.get(t.id);
    return name === undefined ? { ...t, lang: "en" as const } : { ...t, name, lang };
  });
}

/** The settings translated into `lang`, by key. */
export async function settingTexts(db: Db, lang: Lang): Promise<Map<string, string>> {
  if (lang === "en") return new Map();
  const rows = await db.selectFrom("setting_translations").select(["key", "value"]).where("lang", "=", lang).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Ids among `ids` with a published translation in `lang`. */
export async function translatedIds(db: Db, lang: Lang, ids?: number[]): Promise<Set<number>> {
  if (lang === "en" || (ids && !ids.length)) return new Set();
  let q = db.selectFrom("collection_translations").select("collection_id").where("lang", "=", lang).where("status", "=", "published");
  if (ids) q = q.where("collection_id", "in", ids);
  return new Set((await q.execute()).map((r) => r.collection_id));
}
