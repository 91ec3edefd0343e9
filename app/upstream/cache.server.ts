/**
 * The one in-process cache of public upstream data (settings, menus, tags, listings, search
 * answers): a true LRU bounded by bytes, with two ages per entry (shared/swr-cache.ts, the cache
 * the rendered pages use too).
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
import { getEnv } from "../../config/env";
import { onContentChange } from "../../contract/content-changes";
import { cacheBudget, jsonBytes, registerCache } from "../../shared/memory-budget";
import { SwrCache } from "../../shared/swr-cache";
import { reportCacheLookup } from "~/telemetry.server";

/** How long a value may stand in for an upstream that keeps failing, unless a caller says less. */
export const DEFAULT_STALE_MS = 24 * 60 * 60_000;

/**
 * Bounded by bytes: the "upstream" share of MEMORY_BUDGET_MB (shared/memory-budget.ts), each
 * answer counted at twice its JSON's length. Made on first use, from the runtime environment.
 */
let made: SwrCache<unknown> | undefined;
function entries(): SwrCache<unknown> {
  if (made) return made;
  const budget = cacheBudget("upstream", getEnv().MEMORY_BUDGET_MB);
  const cache = new SwrCache<unknown>({ maxSize: budget, sizeOf: jsonBytes });
  registerCache("upstream", { budget, bytes: () => cache.size.bytes, entries: () => cache.size.entries });
  return (made = cache);
}

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

export async function cached<T>(options: CachedOptions<T>): Promise<T> {
  const { key, ttlMs, staleMs = DEFAULT_STALE_MS, revalidate = "background", getFresh, onRefreshError, now = Date.now } = options;
  const found = entries().lookup(key, { freshMs: ttlMs, maxAgeMs: staleMs, now });
  const cache = key.startsWith("search:") ? "search" : "upstream";
  if (found?.state === "fresh") {
    reportCacheLookup({ cache, outcome: "fresh" });
    return found.value as T;
  }
  reportCacheLookup({ cache, outcome: found && revalidate === "background" ? "stale" : "miss" });
  const refresh = () => entries().refresh(key, getFresh, now).result as Promise<T>;
  if (!found) return refresh();
  if (revalidate === "background") {
    refresh().catch((error: unknown) => onRefreshError?.(error));
    return found.value as T;
  }
  try {
    return await refresh();
  } catch (error) {
    onRefreshError?.(error);
    return found.value as T;
  }
}

/** Resolves once the refresh running for `key` (if any) has ended, however it ended: tests await it instead of sleeping. */
export function refreshSettled(key: string): Promise<void> {
  return entries().settled(key);
}

export function clearCache() {
  made?.clear();
}

onContentChange(clearCache);
