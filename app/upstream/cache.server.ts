/**
 * In-process stale-while-revalidate cache for public upstream data (settings, menus, tags).
 * Fresh for `ttlMs`; after that the stale value is served at once while one background refresh
 * runs; when the upstream fails, the last good value is served for as long as it keeps failing.
 */
interface Entry<T> {
  value: T;
  storedAt: number;
}

const MAX_ENTRIES = 500;
const entries = new Map<string, Entry<unknown>>();
const inFlight = new Map<string, Promise<unknown>>();

export interface CachedOptions<T> {
  key: string;
  ttlMs: number;
  getFresh: () => Promise<T>;
  /** Called when a background refresh fails (the stale value keeps being served). */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}

function refresh<T>(key: string, getFresh: () => Promise<T>, now: () => number): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const p = getFresh()
    .then((value) => {
      entries.delete(key); // re-insert: Map order doubles as least-recently-stored order
      entries.set(key, { value, storedAt: now() });
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

export async function cached<T>({ key, ttlMs, getFresh, onRefreshError, now = Date.now }: CachedOptions<T>): Promise<T> {
  const entry = entries.get(key) as Entry<T> | undefined;
  if (!entry) {
    return refresh(key, getFresh, now);
  }
  if (now() - entry.storedAt < ttlMs) return entry.value;
  refresh(key, getFresh, now).catch((error) => onRefreshError?.(error));
  return entry.value;
}

/** Whether the cache holds a value for the key (any age). */
export function hasCached(key: string) {
  return entries.has(key);
}

export function clearCache() {
  entries.clear();
  inFlight.clear();
}
