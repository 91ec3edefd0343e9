/**
 * The memory budget (MEMORY_BUDGET_MB, default 512: a 512 MB container) and its one split
 * between the caches of the process. Every in-process cache is bounded by bytes, each by its
 * fixed share of the budget below; what the shares leave (about two thirds) is for Node
 * itself, the code, rendering, requests in flight and the one image upload processed at a time
 * (api/media/image-queue.ts).
 *
 * | cache | share | of 512 MB | where |
 * |---|---|---:|---|
 * | `pages` | 1/8 | 64 MB | rendered pages for anonymous readers (server/page-cache.ts); PAGE_CACHE_MB replaces it, 0 turns it off |
 * | `upstream` | 1/16 | 32 MB | the API's answers: chrome, listings, search (app/upstream/cache.server.ts) |
 * | `sqlite` | 1/16 | 32 MB | SQLite's page cache of the embedded API (api/db/connection.ts; PostgreSQL keeps its own) |
 * | `sqlite-mmap` | 1/16 | 32 MB | the part of SQLite's file mapped in memory (`mmap_size`): reads without a copy, counted in RSS |
 * | `sessions` | 1/128 | 4 MB | opened session cookies (app/upstream/sealed-cookie.server.ts) |
 * | `statements` | 1/128 | 4 MB | prepared SQLite statements (api/db/statement-cache.ts) |
 * | `since-last-visit` | 1/256 | 2 MB | signed-in readers' "New" markers, a minute each (app/upstream/user.server.ts) |
 * | `routes` | 1/256 | 2 MB | route matches by address (server/route-policies.ts) |
 *
 * Sizes are what each cache counts: the bytes of a stored page; for parsed answers, twice
 * their JSON's length; for the small caches, their strings plus a fixed overhead per entry.
 * They are estimates of the heap each takes, good to within a small factor, which is what a
 * budget needs. SQLite's mapped file is a share too: its pages are the file's and the kernel
 * drops them when memory is short, but they count in RSS and in a container's memory, and at
 * 100 000 items the 256 MB mapped before made up half of the process (docs/performance.md).
 *
 * The caches register here (a global, as the runtime environment is: the React Router build
 * carries its own copy of this module) and server/metrics.ts reports each one's budget, bytes,
 * entries and hit rate.
 */
export const MEMORY_SHARES = {
  pages: 1 / 8,
  upstream: 1 / 16,
  sqlite: 1 / 16,
  "sqlite-mmap": 1 / 16,
  sessions: 1 / 128,
  statements: 1 / 128,
  "since-last-visit": 1 / 256,
  routes: 1 / 256,
} as const;

export type CacheName = keyof typeof MEMORY_SHARES;

export const DEFAULT_MEMORY_BUDGET_MB = 512;

const MB = 1024 * 1024;

/** Each cache's budget in bytes, for a memory budget of `budgetMb` megabytes. */
export function memoryBudget(budgetMb: number = DEFAULT_MEMORY_BUDGET_MB): Record<CacheName, number> {
  return Object.fromEntries(Object.entries(MEMORY_SHARES).map(([name, share]) => [name, Math.floor(budgetMb * MB * share)])) as Record<
    CacheName,
    number
  >;
}

/** The budget of one cache, from the budget of the process (MEMORY_BUDGET_MB). */
export function cacheBudget(name: CacheName, budgetMb: number = DEFAULT_MEMORY_BUDGET_MB): number {
  return memoryBudget(budgetMb)[name];
}

/** The heap a parsed JSON value takes, estimated: twice its JSON's length (16 kB when it has none). */
export function jsonBytes(value: unknown): number {
  try {
    return 2 * (JSON.stringify(value)?.length ?? 0) + 64;
  } catch {
    return 16 * 1024;
  }
}

/** What a registered cache tells the metrics, read when they are scraped. */
export interface CacheReport {
  /** Its budget in bytes (0 when it is off). */
  budget: number;
  /** Bytes held now, as the cache counts them; undefined when it cannot say (SQLite's page cache). */
  bytes?: () => number;
  entries?: () => number;
  /**
   * Lookups that found an entry, and that did not, since the process started. A cache that
   * reports its lookups on the telemetry channel (app/telemetry.server.ts: pages, upstream
   * answers) leaves them out and the metrics count them there.
   */
  lookups?: { hits: number; misses: number };
}

const REGISTRY = Symbol.for("indiaai.cache-registry");
type Holder = { [REGISTRY]?: Map<string, CacheReport> };

function registry(): Map<string, CacheReport> {
  return ((globalThis as Holder)[REGISTRY] ??= new Map());
}

/**
 * Names a cache for the metrics; the last one registered under a name is reported (a test may
 * make several). Returns the way to take it back.
 */
export function registerCache(name: CacheName, report: CacheReport): () => void {
  registry().set(name, report);
  return () => {
    if (registry().get(name) === report) registry().delete(name);
  };
}

/** The caches registered in this process. */
export function registeredCaches(): ReadonlyMap<string, CacheReport> {
  return registry();
}
