/**
 * The one in-process cache of public upstream data (settings, menus, tags, listings, search
 * answers): a true LRU (lru-cache) of bounded size, with two ages per entry.
 *
 * - Fresh (younger than `ttlMs`): served without a call.
 * - Stale (younger than `staleMs`): with `revalidate: "background"` served at once while one
 *   refresh runs (stale-while-revalidate); with `"wait"` a fresh answer is awaited and the stale
 *   one served only when the upstream fails.
 * - Older than `staleMs`: never served; the call's failure is the caller's.
 *
 * Concurrent calls for one key share one upstream call.
 *
 * When the embedded API announces that published content changed, everything is dropped, and an
 * answer already on its way is not stored (it may predate the change).
 */
import { LRUCache } from "lru-cache";
import { onContentChange } from "../../contract/content-changes";
import { reportCacheLookup } from "~/telemetry.server";

interface Entry {
  value: unknown;
  storedAt: number;
}

const MAX_ENTRIES = 1000;
/** How long a value may stand in for an upstream that keeps failing, unless a caller says less. */
export const DEFAULT_STALE_MS = 24 * 60 * 60_000;

const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
const inFlight = new Map<string, Promise<unknown>>();
/** Counts the clears: a refresh started before one does not store its answer. */
let generation = 0;

export interface CachedOptions<T> {
  key: string;
  ttlMs: number;
  staleMs?: number;
  revalidate?: "background" | "wait";
  getFresh: () => Promise<T>;
  /** Called when a background refresh fails (the stale value keeps being served). */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}

function refresh<T>(key: string, getFresh: () => Promise<T>, now: () => number): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const startedIn = generation;
  const call = getFresh()
    .then((value) => {
      if (startedIn === generation) entries.set(key, { value, storedAt: now() });
      return value;
    })
    .finally(() => {
      if (inFlight.get(key) === call) inFlight.delete(key);
    });
  inFlight.set(key, call);
  return call;
}

export async function cached<T>(options: CachedOptions<T>): Promise<T> {
  const { key, ttlMs, staleMs = DEFAULT_STALE_MS, revalidate = "background", getFresh, onRefreshError, now = Date.now } = options;
  const entry = entries.get(key);
  const age = entry ? now() - entry.storedAt : Infinity;
  const cache = key.startsWith("search:") ? "search" : "upstream";
  if (entry && age < ttlMs) {
    reportCacheLookup({ cache, outcome: "fresh" });
    return entry.value as T;
  }
  const servedStale = entry && age < staleMs && revalidate === "background";
  reportCacheLookup({ cache, outcome: servedStale ? "stale" : "miss" });
  if (!entry || age >= staleMs) return refresh(key, getFresh, now);
  if (revalidate === "background") {
    refresh(key, getFresh, now).catch((error) => onRefreshError?.(error));
    return entry.value as T;
  }
  try {
    return await refresh(key, getFresh, now);
  } catch (error) {
    onRefreshError?.(error);
    return entry.value as T;
  }
}

/** Resolves once the refresh running for `key` (if any) has ended, however it ended: tests await it instead of sleeping. */
export async function refreshSettled(key: string): Promise<void> {
  await Promise.allSettled([inFlight.get(key)]);
}

export function clearCache() {
  generation += 1;
  entries.clear();
  inFlight.clear();
}

onContentChange(clearCache);
