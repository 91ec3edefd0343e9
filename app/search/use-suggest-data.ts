import { useCallback, useEffect, useRef, useState } from "react";
import { RECENT_SEARCHES_SHOWN, shouldSaveSearch } from "~/search/constants";
import { textSearchHref } from "~/chrome/search-href";
import { useLocalePath } from "~/i18n";
import type { SuggestDefaults, SuggestResults } from "~/search/suggest-types";

const SUGGEST_PATH = "/search/suggest";

export type LoadState = "idle" | "loading" | "done" | "error";

/**
 * The dropdown's data from /search/suggest: the defaults (recent, trending, recommendations),
 * the suggestions for a text (a newer search aborts an older one), and saving a search to the
 * recent list (its errors are ignored, docs/product/search.md#recent-searches).
 */
export function useSuggestData() {
  // The page's language: /hi/search/suggest answers with Hindi labels, dates and links.
  const suggestPath = useLocalePath()(SUGGEST_PATH);
  const inflight = useRef<AbortController | null>(null);
  const defaultsInflight = useRef(false);
  const [defaults, setDefaults] = useState<SuggestDefaults | null>(null);
  const [defaultsState, setDefaultsState] = useState<LoadState>("idle");
  const [results, setResults] = useState<SuggestResults | null>(null);
  const [searchState, setSearchState] = useState<LoadState>("idle");

  useEffect(() => () => inflight.current?.abort(), []);

  const loadDefaults = useCallback(async () => {
    if (defaultsInflight.current) return;
    defaultsInflight.current = true;
    setDefaultsState("loading");
    try {
      const response = await fetch(suggestPath, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      setDefaults((await response.json()) as SuggestDefaults);
      setDefaultsState("done");
    } catch {
      setDefaultsState("error");
    } finally {
      defaultsInflight.current = false;
    }
  }, [suggestPath]);

  const runSearch = useCallback(
    async (value: string) => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setSearchState("loading");
      try {
        const response = await fetch(`${suggestPath}?${new URLSearchParams({ text: value.trim() })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        const data = (await response.json()) as SuggestResults;
        if (controller.signal.aborted) return;
        setResults(data);
        setSearchState("done");
      } catch {
        if (controller.signal.aborted) return;
        setSearchState("error");
      }
    },
    [suggestPath],
  );

  /** Back to the defaults: no text to search any more. */
  const clearSearch = useCallback(() => {
    inflight.current?.abort();
    setResults(null);
    setSearchState("idle");
  }, []);

  const saveSearch = useCallback(
    (value: string) => {
      const key = value.replace(/\s+/g, " ").trim();
      if (!shouldSaveSearch(key)) return;
      const body = new FormData();
      body.set("search_key", key);
      fetch(suggestPath, { method: "POST", body }).catch(() => undefined);
      setDefaults((prev) => {
        if (!prev) return prev;
        const recent = [{ key, href: textSearchHref(key) }, ...prev.recent.filter((r) => r.key !== key)];
        return { ...prev, recent: recent.slice(0, RECENT_SEARCHES_SHOWN) };
      });
    },
    [suggestPath],
  );

  return { defaults, defaultsState, results, searchState, loadDefaults, runSearch, clearSearch, saveSearch };
}
