/**
 * A small in-process cache of search answers. Search results are public (the same for every
 * visitor; links are decided per viewer after the answer), popular searches repeat (the Sectors
 * menu, common words, the dropdown's type-ahead), and a search over 100 000 items costs far more
 * than rendering the page. Fresh for FRESH_MS; when the upstream fails, an answer up to STALE_MS
 * old is served instead of the failure page. Concurrent identical searches share one call.
 */
import type { SearchResponse } from "../../contract";

type Answer = SearchResponse["data"];

export const FRESH_MS = 30_000;
export const STALE_MS = 10 * 60_000;
export const MAX_ENTRIES = 300;

const entries = new Map<string, { value: Answer; storedAt: number }>();
const inFlight = new Map<string, Promise<Answer>>();

function store(key: string, value: Answer, now: number) {
  entries.delete(key); // re-insert: Map order is least-recently-stored first
  entries.set(key, { value, storedAt: now });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export async function cachedSearch(key: string, getFresh: () => Promise<Answer>, now: () => number = Date.now): Promise<Answer> {
  const entry = entries.get(key);
  if (entry && now() - entry.storedAt < FRESH_MS) return entry.value;
  let running = inFlight.get(key);
  if (!running) {
    running = getFresh()
      .then((value) => {
        store(key, value, now());
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  try {
    return await running;
  } catch (error) {
    if (entry && now() - entry.storedAt < STALE_MS) return entry.value;
    throw error;
  }
}

export function clearSearchCache() {
  entries.clear();
  inFlight.clear();
}
