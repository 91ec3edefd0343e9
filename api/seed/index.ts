import { sql } from "kysely";
import type { AuthorInput, CollectionInput } from "../../contract";
import { dialectOf, type Db } from "../db/connection";
import {
  addSpamCategories,
  insertAuthor,
  insertPreparedCollections,
  prepareCollection,
  setSetting,
  setTagGroup,
  upsertPage,
  upsertPillar,
  type PageInput,
  type PillarInput,
} from "../repo";
import * as content from "./content";
import * as hindi from "./content/hindi";
import type { HindiContent } from "./content/hindi/types";
import { HINDI_SPAM_CATEGORIES, loadHindi } from "./hindi";
import { loadCampaigns, type CampaignSeed } from "./campaigns";

/** What api/seed/content/index.ts exports (hand-written sample data). */
export interface SeedContent {
  authors: AuthorInput[];
  collections: CollectionInput[];
  /** Key → value; non-strings are stored as JSON. A nested `tags` object is flattened. */
  settings: Record<string, unknown>;
  pillars: PillarInput[];
  pages: PageInput[];
  tagGroups: { sector: string[]; "trending-tags": string[] };
  spamCategories: string[];
  /** Translations of the content above (stored after it, in the same transaction). */
  hindi?: HindiContent;
  /** Dates and details of the campaign pages (decision 0097). */
  campaigns?: CampaignSeed;
}

const TAG_GROUP_NAMES: Record<string, string> = { sector: "Sectors", "trending-tags": "Trending tags" };

export async function loadContent(db: Db, data: SeedContent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const author of data.authors) await insertAuthor(trx, author);
    const prepared = data.collections.map((c) => prepareCollection(c));
    await insertPreparedCollections(trx, prepared);
    for (const [key, value] of Object.entries(data.settings ?? {})) {
      if (key === "tags" && value && typeof value === "object" && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) await setSetting(trx, k, v ?? "");
      } else {
        await setSetting(trx, key, value);
      }
    }
    let position = 0;
    for (const pillar of data.pillars ?? []) await upsertPillar(trx, pillar, position++);
    for (const page of data.pages ?? []) await upsertPage(trx, page);
    for (const [key, names] of Object.entries(data.tagGroups ?? {})) {
      await setTagGroup(trx, key, names, TAG_GROUP_NAMES[key] ?? key);
    }
    await addSpamCategories(trx, data.spamCategories ?? []);
    if (data.hindi) await loadHindi(trx, data.hindi);
    if (data.campaigns) await loadCampaigns(trx, data.campaigns);
  });
}

/** Loads the hand-written sample content through the repository. */
export async function seedSample(db: Db): Promise<void> {
  const translations: HindiContent = {
    items: hindi.hindiItems,
    pillars: hindi.hindiPillars,
    pages: hindi.hindiPages,
    settings: hindi.hindiSettings,
    tagNames: hindi.hindiTagNames,
    spamCategories: HINDI_SPAM_CATEGORIES,
  };
  await loadContent(db, { ...(content as unknown as SeedContent), hindi: translations });
}

/** Seeds the sample content only when the database has no content yet (first start). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom("collections").select("id").limit(1).executeTakeFirst();
  const settings = await db.selectFrom("settings").select("key").limit(1).executeTakeFirst();
  if (row || settings) return false;
  await seedSample(db);
  return true;
}

/** Empties every content and activity table (keeps the schema and migration history). */
export async function resetContent(db: Db): Promise<void> {
  const tables = [
    "campaign_translations",
    "campaigns",
    "collection_translations",
    "page_translations",
    "pillar_translations",
    "setting_translations",
    "tag_translations",
    "spam_category_translations",
    "contributions",
    "user_blocks",
    "comment_reports",
    "comment_likes",
    "comments",
    "spam_categories",
    "newsletter_subscribers",
    "visit_logs",
    "recent_searches",
    "pages",
    "settings",
    "pillars",
    "tag_group_members",
    "tag_groups",
    "collection_authors",
    "authors",
    "collection_tags",
    "tags",
    "collections",
  ] as const;
  if (dialectOf(db) === "postgres") {
    await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await trx.deleteFrom(table).execute();
    await sql`INSERT INTO collections_fts(collections_fts) VALUES ('rebuild')`.execute(trx);
  });
}
