import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n";
import {
  DROPDOWN_RECOMMENDATIONS,
  DROPDOWN_RESULT_CARDS,
  OUTSIDE_CLICK_MIN_WIDTH,
  RECENT_SEARCHES_SHOWN,
  RELATED_SETTLE_MS,
  SEARCH_DEBOUNCE_MS,
  TAGS_KEPT,
  cutRecentSearch,
  cutTopicChip,
  dropdownHeading,
  isSearchable,
  shouldSaveSearch,
  stripLeadingSpace,
  resultCountLabel,
  topicChipCount,
} from "~/search/constants";
import { textSearchHref } from "~/search/href";
import type { PersonView, SuggestDefaults, SuggestItem, SuggestResults } from "~/search/suggest-types";
import { PeoplePopup } from "./PeoplePopup";

const SUGGEST_PATH = "/search/suggest";
// A layout effect in the browser (before paint), a silent no-op during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type Option =
  | { id: string; kind: "recent" | "topic" | "all"; label: string; fullLabel: string; href: string }
  | { id: string; kind: "item"; item: SuggestItem; href: string | null };

/**
 * What the visitor did in the always-loaded SearchBox shell before this code arrived: the text
 * typed so far, whether the box had focus and where the caret was. Characters typed while the
 * chunk loaded are in `text`.
 */
export interface SearchHandover {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: "forward" | "backward" | "none" | null;
}

interface Group {
  id: string;
  label: string;
  layout: "chips" | "list" | "cards";
  options: Option[];
}

/**
 * The header search combobox: a GET form to /search enhanced into a WAI-ARIA combobox with a
 * grouped listbox: recent searches, trending / suggested / related topics, top picks and
 * recommendations (SPEC §2, §4, §5, §9). Timers are plain setTimeout so tests can drive them
 * with a fake clock.
 *
 * Pages ship SearchBox, which renders the same plain form and loads this module on the visitor's
 * first intent to search; it then renders this component with a `handover` of what was typed.
 * Rendered without one (hydrated from the server's markup, or remounted after a navigation once
 * the module is here), it enhances itself after the first effect, as before.
 */
export function SearchDropdown({ handover = null }: { handover?: SearchHandover | null }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useId().replace(/:/g, "");
  const listboxId = `${uid}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const timers = useRef<{ debounce?: ReturnType<typeof setTimeout>; settle?: ReturnType<typeof setTimeout> }>({});
  const inflight = useRef<AbortController | null>(null);
  const defaultsInflight = useRef(false);

  // Taking over from the shell there is no server markup to match: enhanced from the start.
  const [enhanced, setEnhanced] = useState(handover !== null);
  const [text, setText] = useState(() => stripLeadingSpace(handover?.text ?? ""));
  const [open, setOpen] = useState(false);
  const [settled, setSettled] = useState(false);
  const [defaults, setDefaults] = useState<SuggestDefaults | null>(null);
  const [defaultsState, setDefaultsState] = useState<"idle" | "loading" | "done" | "error">("idle");
  const [results, setResults] = useState<SuggestResults | null>(null);
  const [searchState, setSearchState] = useState<"idle" | "loading" | "done" | "error">("idle");
  const [active, setActive] = useState(-1);
  const [person, setPerson] = useState<PersonView | null>(null);

  useEffect(() => {
    setEnhanced(true);
    // Text typed before hydration is kept.
    if (inputRef.current?.value) setText(stripLeadingSpace(inputRef.current.value));
    const pending = timers.current;
    return () => {
      clearTimeout(pending.debounce);
      clearTimeout(pending.settle);
      inflight.current?.abort();
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // A navigation closes the dropdown (not the mount: a box taken over with focus opens at once).
  const locationKey = useRef(location.key);
  useEffect(() => {
    if (locationKey.current === location.key) return;
    locationKey.current = location.key;
    close();
  }, [location.key, close]);

  const loadDefaults = useCallback(async () => {
    if (defaultsInflight.current) return;
    defaultsInflight.current = true;
    setDefaultsState("loading");
    try {
      const response = await fetch(SUGGEST_PATH, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      setDefaults((await response.json()) as SuggestDefaults);
      setDefaultsState("done");
    } catch {
      setDefaultsState("error");
    } finally {
      defaultsInflight.current = false;
    }
  }, []);

  const runSearch = useCallback(async (value: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setSearchState("loading");
    try {
      const response = await fetch(`${SUGGEST_PATH}?${new URLSearchParams({ text: value.trim() })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as SuggestResults;
      if (controller.signal.aborted) return;
      setResults(data);
      setSearchState("done");
    } catch (error) {
      if (controller.signal.aborted) return;
      void error;
      setSearchState("error");
    }
  }, []);

  const saveSearch = useCallback((value: string) => {
    const key = value.replace(/\s+/g, " ").trim();
    if (!shouldSaveSearch(key)) return;
    const body = new FormData();
    body.set("search_key", key);
    // SPEC §7: errors of add/search are ignored.
    fetch(SUGGEST_PATH, { method: "POST", body }).catch(() => undefined);
    setDefaults((prev) => {
      if (!prev) return prev;
      const recent = [{ key, href: textSearchHref(key) }, ...prev.recent.filter((r) => r.key !== key)];
      return { ...prev, recent: recent.slice(0, RECENT_SEARCHES_SHOWN) };
    });
  }, []);

  const openDropdown = useCallback(() => {
    setOpen(true);
    if (defaultsState === "idle" || defaultsState === "error") void loadDefaults();
  }, [defaultsState, loadDefaults]);

  // Taking over from the shell: the new input gets the focus and caret the shell's input had (before
  // the browser paints), and opens as a focus (and searches as typing) would have done.
  const takeOver = useRef(handover);
  useBrowserLayoutEffect(() => {
    const from = takeOver.current;
    const input = inputRef.current;
    if (!from?.focused || !input) return;
    input.focus();
    const cut = from.text.length - stripLeadingSpace(from.text).length;
    const at = (n: number | null) => Math.min(Math.max((n ?? input.value.length) - cut, 0), input.value.length);
    try {
      input.setSelectionRange(at(from.selectionStart), at(from.selectionEnd), from.selectionDirection ?? undefined);
    } catch {
      // Selection is not supported on this input type in some browsers; the caret stays at the end.
    }
    // Text typed while this code loaded is searched as if typed here.
    if (from.text) onTextChange(from.text);
    else openDropdown();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onTextChange(raw: string) {
    const value = stripLeadingSpace(raw);
    setText(value);
    setActive(-1);
    openDropdown();
    clearTimeout(timers.current.debounce);
    clearTimeout(timers.current.settle);
    setSettled(false);
    if (!isSearchable(value)) {
      // Clearing the text returns to recommendations and trending (SPEC §4).
      inflight.current?.abort();
      setResults(null);
      setSearchState("idle");
      return;
    }
    timers.current.debounce = setTimeout(() => void runSearch(value), SEARCH_DEBOUNCE_MS);
    timers.current.settle = setTimeout(() => {
      setSettled(true);
      saveSearch(value);
    }, RELATED_SETTLE_MS);
  }

  const typing = isSearchable(text);
  const heading = dropdownHeading(text, settled);

  const groups: Group[] = useMemo(() => {
    const out: Group[] = [];
    if (!typing) {
      const recent = (defaults?.recent ?? []).slice(0, RECENT_SEARCHES_SHOWN);
      if (recent.length) {
        out.push({
          id: "recent",
          label: "Recently Searched",
          layout: "list",
          options: recent.map((r, i) => ({ id: `${uid}-recent-${i}`, kind: "recent", label: cutRecentSearch(r.key), fullLabel: r.key, href: r.href })),
        });
      }
      const chips = (defaults?.trending ?? []).slice(0, topicChipCount(recent.length > 0));
      if (chips.length) {
        out.push({
          id: "topics",
          label: heading,
          layout: "chips",
          options: chips.map((tag, i) => ({ id: `${uid}-topic-${i}`, kind: "topic", label: cutTopicChip(tag.name), fullLabel: tag.name, href: tag.href })),
        });
      }
      const recs = (defaults?.recommendations ?? []).slice(0, DROPDOWN_RECOMMENDATIONS);
      if (recs.length) {
        out.push({
          id: "recommends",
          label: "Recommends",
          layout: "cards",
          options: recs.map((item, i) => ({ id: `${uid}-rec-${i}`, kind: "item", item, href: item.href })),
        });
      }
      return out;
    }
    const tags = (results?.tags ?? []).slice(0, TAGS_KEPT).slice(0, topicChipCount(false));
    if (tags.length) {
      out.push({
        id: "topics",
        label: heading,
        layout: "chips",
        options: tags.map((tag, i) => ({ id: `${uid}-topic-${i}`, kind: "topic", label: cutTopicChip(tag.name), fullLabel: tag.name, href: tag.href })),
      });
    }
    const picks = (results?.results ?? []).slice(0, DROPDOWN_RESULT_CARDS);
    if (picks.length) {
      out.push({
        id: "picks",
        label: "Top Picks",
        layout: "cards",
        options: picks.map((item, i) => ({ id: `${uid}-pick-${i}`, kind: "item", item, href: item.href })),
      });
    }
    const clean = text.replace(/\s+/g, " ").trim();
    out.push({
      id: "all",
      label: "All results",
      layout: "list",
      options: [{ id: `${uid}-all`, kind: "all", label: `See all results for “${clean}”`, fullLabel: clean, href: results?.allHref ?? textSearchHref(clean) }],
    });
    return out;
  }, [typing, defaults, results, heading, text, uid]);

  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const activeOption = active >= 0 ? options[active] : undefined;
  const hasList = options.length > 0;
  const expanded = enhanced && open && (hasList || typing || defaultsState !== "idle");

  // Keep the active option visible.
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  // SPEC §4: a click outside closes the dropdown at widths of 768 px and above.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (window.innerWidth < OUTSIDE_CLICK_MIN_WIDTH) return;
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  function activate(option: Option) {
    if (option.kind === "item" && option.item.person) {
      setPerson(option.item.person);
      return;
    }
    if (!option.href) return;
    if (option.kind === "recent") setText(option.fullLabel);
    close();
    navigate(option.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) {
          openDropdown();
          return;
        }
        if (options.length) setActive((i) => (i + 1) % options.length);
        return;
      }
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          openDropdown();
          return;
        }
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        return;
      }
      case "Enter": {
        if (open && activeOption) {
          event.preventDefault();
          activate(activeOption);
        }
        return; // otherwise the form submits
      }
      case "Escape": {
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          onTextChange("");
          setOpen(false);
        }
        return;
      }
      case "Tab":
        close();
        return;
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC §5: empty or whitespace-only text does not search.
    if (!isSearchable(text)) return;
    const href = textSearchHref(text);
    close();
    navigate(href);
  }

  const optionProps = (option: Option) => ({
    id: option.id,
    role: "option" as const,
    "aria-selected": activeOption?.id === option.id,
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(), // keep focus in the box
    onClick: () => activate(option),
    onMouseMove: () => {
      const index = options.indexOf(option);
      if (index !== active) setActive(index);
    },
  });

  const activeRing = (option: Option) =>
    activeOption?.id === option.id ? "outline outline-3 outline-amber-500 bg-amber-50" : "";

  let statusText = "";
  if (expanded) {
    if (typing && searchState === "loading") statusText = "Searching…";
    else if (typing && searchState === "error") statusText = "Suggestions are not available right now.";
    else if (typing && searchState === "done") {
      const count = results?.total ?? 0;
      statusText = count ? `${resultCountLabel(count)}. ${heading} topics and top picks below.` : "No matching results.";
    } else if (!typing && defaultsState === "done") statusText = `${heading} topics and recommendations below.`;
  }

  return (
    <div ref={wrapperRef} className="relative" data-search-dropdown={enhanced ? "on" : "off"}>
      <form method="get" action="/search" role="search" className="flex items-center" onSubmit={enhanced ? onSubmit : undefined}>
        <label htmlFor="header-search" className="sr-only">{t("header.search.label")}</label>
        <input
          ref={inputRef}
          id="header-search"
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t("header.search.placeholder")}
          className="w-44 rounded-l border border-slate-500 px-3 py-1.5 text-slate-900 placeholder:text-slate-600 lg:w-64"
          {...(enhanced
            ? {
                value: text,
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => onTextChange(e.target.value),
                onKeyDown,
                onFocus: openDropdown,
                onClick: openDropdown,
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-activedescendant": activeOption?.id,
              }
            : {})}
        />
        <button type="submit" className="rounded-r border border-blue-900 bg-blue-900 px-3 py-1.5 font-semibold text-white hover:bg-blue-800">
          {t("header.search.submit")}
        </button>
      </form>
      {enhanced ? (
        <div role="status" className="sr-only">
          {statusText}
        </div>
      ) : null}
      {enhanced ? (
        <div
          hidden={!expanded}
          className="absolute left-0 top-full z-40 mt-1 max-h-[80vh] w-[calc(100vw-2rem)] max-w-[34rem] overflow-y-auto rounded-md border border-slate-300 bg-white p-4 text-slate-900 shadow-xl md:left-auto md:right-0 md:w-[34rem]"
        >
          <div className="mb-2 flex justify-end md:hidden">
            <button type="button" onClick={close} className="rounded border border-slate-500 px-2 py-1 text-sm font-semibold">
              Close suggestions
            </button>
          </div>
          <div role="listbox" id={listboxId} aria-label="Search suggestions" className="space-y-4">
            {groups.map((group) => (
              <GroupView key={group.id} group={group} uid={uid}>
                {group.options.map((option) =>
                  option.kind === "item" ? (
                    <li key={option.id} {...optionProps(option)} className={`flex cursor-pointer gap-3 rounded p-2 hover:bg-slate-50 ${activeRing(option)}`}>
                      <ItemView item={option.item} />
                    </li>
                  ) : group.layout === "chips" ? (
                    <li
                      key={option.id}
                      {...optionProps(option)}
                      aria-label={option.label === option.fullLabel ? undefined : option.fullLabel}
                      title={option.fullLabel}
                      className={`cursor-pointer rounded-full border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 ${activeRing(option)}`}
                    >
                      {option.label}
                    </li>
                  ) : (
                    <li
                      key={option.id}
                      {...optionProps(option)}
                      aria-label={option.kind === "recent" && option.label !== option.fullLabel ? option.fullLabel : undefined}
                      className={`cursor-pointer rounded px-2 py-1.5 hover:bg-slate-50 ${option.kind === "all" ? "font-semibold text-blue-800" : ""} ${activeRing(option)}`}
                    >
                      {option.label}
                    </li>
                  ),
                )}
              </GroupView>
            ))}
          </div>
          {typing && searchState === "loading" && !results ? <p className="text-sm text-slate-700">Searching…</p> : null}
          {typing && searchState === "done" && results && results.results.length === 0 ? (
            <p className="text-sm text-slate-700">No results match “{results.text}”.</p>
          ) : null}
          {(typing && searchState === "error") || (!typing && defaultsState === "error") ? (
            <p className="mt-2 text-sm text-red-800">
              Suggestions are not available right now.{" "}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => (typing ? void runSearch(text) : void loadDefaults())}
              >
                Try again
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <PeoplePopup
        person={person}
        onClose={() => {
          setPerson(null);
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}

function GroupView({ group, uid, children }: { group: Group; uid: string; children: ReactNode }) {
  const labelId = `${uid}-${group.id}-label`;
  const layout = group.layout === "chips" ? "flex flex-wrap items-center gap-2" : "space-y-1";
  return (
    <ul role="group" aria-labelledby={labelId} className={layout} data-group={group.id}>
      <li role="presentation" id={labelId} className="w-full text-xs font-bold uppercase tracking-wide text-slate-700">
        {group.label}
      </li>
      {children}
    </ul>
  );
}

function ItemView({ item }: { item: SuggestItem }) {
  return (
    <>
      {item.image ? (
        <img src={item.image.src} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded bg-slate-200 font-bold text-slate-700">
          {item.typeName.slice(0, 1)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase text-slate-700">{item.typeName}</span>
        <span className="block font-semibold leading-snug">{item.title}</span>
        <span className="block text-xs text-slate-700">
          {[item.readTime ? `${item.readTime} read` : "", item.gate === "sign-in" ? "Sign in to open" : item.gate === "add-email" ? "Add your e-mail to open" : ""]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
    </>
  );
}
