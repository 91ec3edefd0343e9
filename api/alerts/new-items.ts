import { SearchQuery, type CollectionCard, type Lang } from "../../contract";
import { detailPrefix } from "../../contract/content-types";
import type { Db } from "../db/connection";
import { loadCards } from "../repo/cards";
import { searchIds } from "../search";
import type { SavedSearchRow } from "./saved-searches";

/** Items listed per saved search in one digest; the rest are behind the "see all" link. */
export const DIGEST_ITEMS_PER_SEARCH = 10;

export interface NewItem {
  title: string;
  url: string;
  excerpt: string | null;
  lang: Lang;
}

/** A portal address in `lang`, absolute. */
export function portalUrl(origin: string, lang: Lang, path: string): string {
  return `${origin}${lang === "en" ? "" : `/${lang}`}${path}`;
}

/** The results page of a saved search, as the portal addresses it. */
export function searchUrl(origin: string, lang: Lang, queryData: unknown): string {
  return portalUrl(origin, lang, `/search?queryData=${encodeURIComponent(JSON.stringify(queryData))}`);
}

function itemUrl(origin: string, lang: Lang, card: CollectionCard): string {
  const prefix = detailPrefix(card.collection_type, card.head_category) ?? "/search";
  return portalUrl(origin, lang, `${prefix}/${card.slug}`);
}

/**
 * The items the saved search finds that were published in (after, until]: the real search with
 * the saved queryData, newest first, so every new item comes before every older one and the
 * scan stops at the first item older than the window.
 */
export async function newItemsFor(
  db: Db,
  saved: SavedSearchRow,
  until: Date,
  origin: string,
): Promise<{ items: NewItem[]; total: number }> {
  const query = SearchQuery.parse({ ...JSON.parse(saved.query_data), nextIndex: 0, sort_by: 1 });
  const fresh: number[] = [];
  let total = 0;
  for (let offset = 0; ; offset += 50) {
    const { ids } = await searchIds(db, { ...query, nextIndex: offset }, { pageSize: 50, now: until });
    if (!ids.length) break;
    const rows = await db.selectFrom("collections").select(["id", "published_at"]).where("id", "in", ids).execute();
    const published = new Map(rows.map((r) => [r.id, r.published_at]));
    let older = false;
    for (const id of ids) {
      const at = published.get(id);
      if (!at || at <= saved.alerted_until) older = true;
      else if (at <= until.toISOString()) {
        total += 1;
        if (fresh.length < DIGEST_ITEMS_PER_SEARCH) fresh.push(id);
      }
    }
    if (older || ids.length < 50) break;
  }
  const lang = saved.lang as Lang;
  const cards = await loadCards({ db, publicOrigin: origin }, fresh, lang);
  return {
    items: cards.map((card) => ({ title: card.title, url: itemUrl(origin, lang, card), excerpt: card.excerpt, lang: card.lang })),
    total,
  };
}
