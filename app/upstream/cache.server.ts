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
 * A caller that gets a stale value because the upstream failed (its refresh failed, now or
 * before), or that shares a call which failed as an outage fails, has it noted in its render's
 * `shortfall` (app/load-context.ts): the page then carries the notice with the time the value was
 * fetched and is kept nowhere (decision 0125). A fresh value costs nothing more.
 *
 * When the embedded API announces that published content changed, everything is dropped, and an
 * answer already on its way is not stored (it may predate the change).
 */
import { getEnv } from "../../config/env";
import { onContentChange } from "../../contract/content-changes";
import { cacheBudget, jsonBytes, registerCache } from "../../shared/memory-budget";
import { SwrCache } from "../../shared/swr-cache";
import { reportCacheLookup } from "~/telemetry.server";
import type { UpstreamShortfall } from "~/load-context";
import { UpstreamError } from "./core.server";
import { noteFailedCall, noteStaleAnswer } from "./shortfall.server";

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
  /** The caller's render's note of what it did without (`args.context.shortfall`). */
  shortfall?: UpstreamShortfall;
  now?: () => number;
}

export async function cached<T>(options: CachedOptions<T>): Promise<T> {
  const {
    key,
    ttlMs,
    staleMs = DEFAULT_STALE_MS,
    revalidate = "background",
    getFresh,
    onRefreshError,
    shortfall,
    now = Date.now,
  } = options;
  const found = entries().lookup(key, { freshMs: ttlMs, maxAgeMs: staleMs, now });
  const cache = key.startsWith("search:") ? "search" : "upstream";
  if (found?.state === "fresh") {
    reportCacheLookup({ cache, outcome: "fresh" });
    return found.value as T;
  }
  reportCacheLookup({ cache, outcome: found && revalidate === "background" ? "stale" : "miss" });
  const refresh = () => entries().refresh(key, getFresh, now).result as Promise<T>;
  if (!found) {
    return refresh().catch((error: unknown) => {
      // The call that failed noted it in its own render; a caller that shared it did not.
      if (error instanceof UpstreamError && (error.status === 0 || error.status >= 500)) noteFailedCall(shortfall);
      throw error;
    });
  }
  if (revalidate === "background") {
    // Its last refresh failed: the upstream is failing and this value is as old as it is.
    if (found.failedAt !== undefined) noteStaleAnswer(shortfall, found.storedAt);
    refresh().catch((error: unknown) => {
      noteStaleAnswer(shortfall, found.storedAt); // noted in time only when the page is still rendering
      onRefreshError?.(error);
    });
    return found.value as T;
  }
  try {
    return await refresh();
  } catch (error) {
    onRefreshError?.(error);
    noteStaleAnswer(shortfall, found.storedAt);
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
