import { z } from "zod";
import { MinistryLogo } from "../../contract";
import type { Db } from "../db/connection";
import {
  setSettingTranslation,
  setSpamCategoryTranslation,
  setTagTranslation,
  upsertItemTranslation,
  upsertPageTranslation,
  upsertPillarTranslation,
} from "../repo/translations";
import type { HindiContent, Paragraphs } from "./content/hindi/types";

/** The report form's categories of the sample content (api/seed/content/index.ts), in Hindi. */
export const HINDI_SPAM_CATEGORIES: Record<string, string> = {
  Spam: "स्पैम",
  Harassment: "उत्पीड़न",
  "Hate speech": "घृणा फैलाने वाली भाषा",
  Misinformation: "भ्रामक जानकारी",
  "Off-topic": "विषय से असंबंधित",
  Other: "अन्य",
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** As in English: a paragraph that starts with "<" is HTML, anything else becomes a <p>. */
function paragraphsHtml(body: Paragraphs): string {
  return body.map((b) => (b.startsWith("<") ? b : `<p>${escapeHtml(b)}</p>`)).join("\n");
}

/**
 * Stores the Hindi sample content as published translations of the English content already
 * loaded. A translation naming no English item, page, pillar, setting or tag fails the whole
 * seed (the caller's transaction), with the slugs at fault in the message.
 */
export async function loadHindi(db: Db, hindi: HindiContent): Promise<void> {
  const missing: string[] = [];
  for (const item of hindi.items) {
    const source = await db
      .selectFrom("collections")
      .select("id")
      .where("collection_type", "=", item.collection_type)
      .where("slug", "=", item.slug)
      .executeTakeFirst();
    if (!source) {
      missing.push(`item ${item.collection_type}/${item.slug}`);
      continue;
    }
    await upsertItemTranslation(db, {
      collection_id: source.id,
      lang: "hi",
      title: item.title,
      excerpt: item.excerpt,
      body: paragraphsHtml(item.body),
      featured_image_alt: item.featured_image_alt ?? null,
      transcript: item.transcript?.join("\n") ?? null,
      subtitles_url: item.subtitles_url ?? null,
      status: "published",
      updated_at: item.updated,
    });
  }
  if (missing.length) throw new Error(`Hindi sample content translates unknown English content: ${missing.join(", ")}`);

  for (const pillar of hindi.pillars) {
    await upsertPillarTranslation(db, { ...pillar, lang: "hi", body: paragraphsHtml(pillar.body) });
  }
  for (const page of hindi.pages) {
    await upsertPageTranslation(db, {
      ...page,
      lang: "hi",
      body: paragraphsHtml(page.body),
      status: "published",
      updated_at: page.updated,
    });
  }
  for (const [english, name] of Object.entries(hindi.tagNames)) await setTagTranslation(db, english, "hi", name);
  for (const [english, name] of Object.entries(hindi.spamCategories ?? {})) await setSpamCategoryTranslation(db, english, "hi", name);
  if (hindi.settings) await loadHindiSettings(db, hindi.settings);
}

async function loadHindiSettings(db: Db, settings: NonNullable<HindiContent["settings"]>) {
  const { ministry_names: names, ...texts } = settings;
  for (const [key, value] of Object.entries(texts)) await setSettingTranslation(db, key, "hi", value);
  const row = await db.selectFrom("settings").select("value").where("key", "=", "ministry_logos").executeTakeFirst();
  if (!row || !Object.keys(names).length) return;
  const logos = z.array(MinistryLogo).parse(JSON.parse(row.value));
  const unknown = Object.keys(names).filter((name) => !logos.some((l) => l.name === name));
  if (unknown.length) throw new Error(`Hindi ministry names for unknown ministries: ${unknown.join(", ")}`);
  await setSettingTranslation(
    db,
    "ministry_logos",
    "hi",
    logos.map((l) => ({ ...l, name: names[l.name] ?? l.name })),
  );
}
