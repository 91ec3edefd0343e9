/**
 * The one stale-while-revalidate cache of the portal: the upstream answers of the React Router
 * build (app/upstream/cache.server.ts) and the rendered pages of the server (server/page-cache.ts)
 * are each one of these, built on lru-cache.
 *
 * - Bounded by entries (`max`) or by bytes (`maxSize`, each value's size from `sizeOf`); the least
 *   recently used go first.
 * - An entry has two ages, given by the caller at lookup: fresh while younger than `freshMs`,
 *   then stale while younger than `maxAgeMs` (served while one refresh runs, or when the refresh
 *   fails, as the caller decides), then never handed out again.
 * - `refresh` runs one load per key however many callers ask at the same time (lru-cache's
 *   `fetch` with its `fetchMethod`), and every caller gets what it ended with. A value is stored;
 *   DROP (what was stored can no longer be shared: the item is gone) drops the stored copy; a
 *   failure (the load rejects) keeps the stored copy (`noDeleteOnFetchRejection`), still stale,
 *   until its age is up, marks it with the time of the failure (`failedAt`: the rendered pages
 *   are then served with a notice, decision 0125), and reaches every caller.
 * - `clear` drops everything; a load running then is handed to its callers but not stored
 *   (lru-cache aborts it, `ignoreFetchAbort` lets it finish, and nothing is written over a
 *   cleared entry).
 *
 * The ages are kept in each entry (`storedAt`) and read on the caller's clock rather than being
 * lru-cache's `ttl`: one cache holds keys of different lifetimes, lru-cache would serve a stale
 * entry without limit, and tests drive the clock.
 */
import { LRUCache } from "lru-cache";

/** What a load answers when the stored copy must go and nothing takes its place. */
export const DROP = Symbol("drop the stored copy");

export type Load<V> = () => Promise<V | typeof DROP>;

interface Entry<V> {
  value: V;
  storedAt: number;
  /** When a refresh of this value last failed (the value stays); unset while none has. */
  failedAt?: number;
}

interface Context<V> {
  load: Load<V>;
  now: () => number;
}

/** How a load that answered DROP ends inside lru-cache: a rejection whose entry is deleted. */
class Dropped extends Error {}

export type SwrCacheOptions<V> = ({ max: number } | { maxSize: number; sizeOf: (value: V) => number }) & {
  /** The clock of `storedAt` and of the ages; a lookup or refresh may bring its own. */
  now?: () => number;
};

export interface Ages {
  freshMs: number;
  /** The age from which an entry is never served. */
  maxAgeMs: number;
  now?: () => number;
}

export interface Found<V> {
  value: V;
  storedAt: number;
  /** When a refresh of this value last failed; unset while none has since it was stored. */
  failedAt?: number;
  state: "fresh" | "stale";
}

export interface Refresh<V> {
  /** The load's value or DROP, shared by every caller of the key meanwhile; rejects when the load did. */
  result: Promise<V | typeof DROP>;
  /** This call started the load (the others joined it). */
  started: boolean;
}

export class SwrCache<V> {
  readonly #lru: LRUCache<string, Entry<V>, Context<V>>;
  readonly #now: () => number;

  constructor(options: SwrCacheOptions<V>) {
    this.#now = options.now ?? Date.now;
    const fetchMethod: LRUCache.Fetcher<string, Entry<V>, Context<V>> = async (_key, stale, { options: set, context }) => {
      let result: V | typeof DROP;
      try {
        result = await context.load();
      } catch (error) {
        // The stored value stays (noDeleteOnFetchRejection): it is this same object, now marked.
        if (stale) stale.failedAt = context.now();
        throw error;
      }
      if (result === DROP) {
        set.noDeleteOnFetchRejection = false; // this rejection deletes the stored copy
        throw new Dropped();
      }
      return { value: result, storedAt: context.now() };
    };
    const common = { fetchMethod, noDeleteOnFetchRejection: true, ignoreFetchAbort: true };
    this.#lru =
      "maxSize" in options
        ? new LRUCache({ ...common, maxSize: options.maxSize, sizeCalculation: (entry) => options.sizeOf(entry.value) })
        : new LRUCache({ ...common, max: options.max });
  }

  /** The entry of `key` while it may be served (a read: it becomes the most recently used). */
  lookup(key: string, { freshMs, maxAgeMs, now = this.#now }: Ages): Found<V> | undefined {
    const status: LRUCache.Status<string, Entry<V>, Context<V>> = {};
    const entry = this.#lru.get(key, { status });
    if (!entry) return undefined;
    const age = now() - entry.storedAt;
    if (age < freshMs) return { ...entry, state: "fresh" };
    if (age < maxAgeMs) return { ...entry, state: "stale" };
    if (status.get !== "fetching") this.#lru.delete(key); // too old, and no refresh on its way to replace it
    return undefined;
  }

  /** Loads `key` again, or joins the load already running for it. */
  refresh(key: string, load: Load<V>, now: () => number = this.#now): Refresh<V> {
    const status: LRUCache.Status<string, Entry<V>, Context<V>> = {};
    const fetched = this.#lru.fetch(key, { forceRefresh: true, allowStale: false, status, context: { load, now } });
    const result = fetched.then<V | typeof DROP, typeof DROP>(
      (entry) => {
        if (!entry) throw new Error(`the refresh of ${key} ended without a value`); // not reached: the load never answers undefined
        return entry.value;
      },
      (error: unknown) => {
        if (error instanceof Dropped) return DROP;
        throw error;
      },
    );
    return { result, started: status.fetch !== "inflight" };
  }

  /** Resolves once the refresh running for `key` (if any) has ended, however it ended: tests await it instead of sleeping. */
  async settled(key: string): Promise<void> {
    const status: LRUCache.Status<string, Entry<V>, Context<V>> = {};
    this.#lru.get(key, { status });
    if (status.get !== "fetching") return;
    // Joins the running load (lru-cache hands back the one in flight and starts none).
    const join: Load<V> = () => Promise.reject(new Error("no refresh to join"));
    await this.#lru.fetch(key, { allowStale: false, context: { load: join, now: this.#now } }).catch(() => undefined);
  }

  clear(): void {
    this.#lru.clear();
  }

  /** Entries held, loads on their way included, and their bytes when bounded by bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#lru.size, bytes: this.#lru.calculatedSize };
  }
}
