import { useCallback, useEffect, useRef, useState } from "react";
import { COMMENT_PAGE_MAX } from "../../contract/comments-constants";

/**
 * Further pages of a list (the thread's comments, a comment's replies) read in place with
 * JavaScript, after those the page came with. Without JavaScript the "More" links are plain
 * links to the next page; this is only the enhancement.
 *
 * The page's own part is the loader's, which the router reads again after every comment action. When
 * it does (`base` changes), the pages read here are read again in one call from where the page's
 * own part now ends, as many as were shown: so a comment posted, deleted, liked or blocked shows
 * right here too, and nothing is shown twice or left out between the two parts. `scope` names
 * the list: another order or another first page starts afresh.
 */
export interface MorePages<T> {
  /** What was read after the page's own part. */
  items: T[];
  /** The cursor of what follows, or null at the end. */
  next: string | null;
  status: "idle" | "loading" | "failed";
  /** Reads the next page and resolves to its items (none after a failure). */
  loadMore(): Promise<T[]>;
}

interface Options<T> {
  scope: string;
  /** Identity of the page's own part: a new object after every revalidation. */
  base: unknown;
  /** Where the page's own part ends: the cursor of what follows it. */
  start: string | null;
  /** The JSON address of the page after `cursor`, `limit` long (the route's default without). */
  url(cursor: string, limit?: number): string;
  read(json: unknown): { items: T[]; next: string | null };
  /** When read again, how many more than were shown to ask for (replies: new ones come at the end). */
  slack?: number;
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { headers: { Accept: "application/json" }, signal, credentials: "same-origin" });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.json();
}

export function useMorePages<T extends { id: number }>({ scope, base, start, url, read, slack = 0 }: Options<T>): MorePages<T> {
  const [state, setState] = useState<{ scope: string; items: T[]; next: string | null }>({ scope, items: [], next: null });
  const [status, setStatus] = useState<MorePages<T>["status"]>("idle");
  const current = state.scope === scope ? state : { scope, items: [] as T[], next: null };
  const request = useRef<AbortController | null>(null);
  // The latest of these for the handlers and the effect below (kept after each render).
  const shown = useRef(current);
  const options = useRef({ url, read, start, slack });
  useEffect(() => {
    shown.current = current;
    options.current = { url, read, start, slack };
  });

  const fetchPage = useCallback(async (cursor: string, limit: number | undefined) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const page = options.current.read(await getJson(options.current.url(cursor, limit), controller.signal));
    return { page, aborted: controller.signal.aborted };
  }, []);

  // The page's own part was read again: read what was shown after it again, from where it now ends.
  const seenBase = useRef(base);
  useEffect(() => {
    if (seenBase.current === base) return;
    seenBase.current = base;
    const { items } = shown.current;
    if (items.length === 0) return;
    const from = options.current.start;
    if (!from) {
      setState({ scope, items: [], next: null });
      return;
    }
    fetchPage(from, Math.min(COMMENT_PAGE_MAX, items.length + options.current.slack)).then(
      ({ page, aborted }) => {
        if (!aborted) setState({ scope, items: page.items, next: page.next });
      },
      () => undefined, // what was shown stays; the next "More" reads from where it ends
    );
  }, [base, scope, fetchPage]);

  useEffect(() => () => request.current?.abort(), []);

  const next = current.items.length ? current.next : start;
  const loadMore = useCallback(async (): Promise<T[]> => {
    const from = shown.current.items.length ? shown.current.next : options.current.start;
    if (!from) return [];
    setStatus("loading");
    try {
      const { page, aborted } = await fetchPage(from, undefined);
      if (aborted) return [];
      const known = new Set(shown.current.items.map((item) => item.id));
      const fresh = page.items.filter((item) => !known.has(item.id));
      setState({ scope, items: [...shown.current.items, ...fresh], next: page.next });
      setStatus("idle");
      return fresh;
    } catch (error) {
      // Cut short by a newer read (the page's own part read again): not a failure.
      const aborted = error instanceof DOMException && error.name === "AbortError";
      setStatus(aborted ? "idle" : "failed");
      return [];
    }
  }, [scope, fetchPage]);

  return { items: current.items, next, status, loadMore };
}
