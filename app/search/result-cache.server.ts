/**
 * Search answers in the upstream cache (app/upstream/cache.server.ts). Search results are public
 * (links are decided per viewer after the answer), popular searches repeat (the Sectors menu,
 * common words, the dropdown's type-ahead), and a search over 100 000 items costs far more than
 * rendering the page. A search waits for a fresh answer after FRESH_MS (results should be
 * current); when the upstream fails, an answer up to STALE_MS old is served instead.
 */
import type { SearchResponse } from "../../contract";
import { cached, clearCache } from "~/upstream/cache.server";
import type { UpstreamShortfall } from "~/upstream/shortfall.server";

type Answer = SearchResponse["data"];

export const FRESH_MS = 30_000;
export const STALE_MS = 10 * 60_000;

/** `shortfall`: the render's note (`args.context.shortfall`) of a stale answer served because the upstream failed. */
export function cachedSearch(
  key: string,
  getFresh: () => Promise<Answer>,
  { shortfall, now = Date.now }: { shortfall?: UpstreamShortfall; now?: () => number } = {},
): Promise<Answer> {
  return cached({ key: `search:${key}`, ttlMs: FRESH_MS, staleMs: STALE_MS, revalidate: "wait", getFresh, shortfall, now });
}

/** Tests: forget every cached answer (the whole upstream cache). */
export const clearSearchCache = clearCache;
