import { useLocation, useNavigate } from "react-router";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  OUTSIDE_CLICK_MIN_WIDTH,
  RELATED_SETTLE_MS,
  SEARCH_DEBOUNCE_MS,
  dropdownHeading,
  isSearchable,
  stripLeadingSpace,
} from "~/search/constants";
import { textSearchHref } from "~/chrome/search-href";
import { LOCALES, useLanguage, useLocalePath, useT, type MessageKey } from "~/i18n";
import type { DropdownHeading } from "~/search/constants";
import type { PersonView } from "~/search/suggest-types";
import { DropdownPanel } from "./DropdownPanel";
import { dropdownStatusText } from "./dropdown-status";
import { useHandover, type SearchHandover } from "./handover";
import { PeoplePopup } from "./PeoplePopup";
import { SearchInput } from "./SearchInput";
import { suggestionGroups, type Option } from "./suggest-groups";
import { listboxKeyHandler } from "./use-listbox-keys";
import { useSuggestData } from "./use-suggest-data";

export type { SearchHandover } from "./handover";

const HEADINGS: Record<DropdownHeading, MessageKey> = {
  Trending: "search.dropdown.trending",
  Suggested: "search.dropdown.suggested",
  Related: "search.dropdown.related",
};

/**
 * The header search combobox: a GET form to /search enhanced into a WAI-ARIA combobox with a
 * grouped listbox: recent searches, trending / suggested / related topics, top picks and
 * recommendations (docs/product/search.md#the-header-dropdown). Timers are plain setTimeout so tests can drive them
 * with a fake clock.
 *
 * Pages ship SearchBox, which renders the same plain form and loads this module on the visitor's
 * first intent to search; it then renders this component with a `handover` of what was typed.
 * Rendered without one (hydrated from the server's markup, or remounted after a navigation once
 * the module is here), it enhances itself after the first effect, as before.
 */
export function SearchDropdown({ handover = null }: { handover?: SearchHandover | null }) {
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  const locale = LOCALES[useLanguage()];
  const location = useLocation();
  const uid = useId().replace(/:/g, "");
  const listboxId = `${uid}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const timers = useRef<{ debounce?: ReturnType<typeof setTimeout>; settle?: ReturnType<typeof setTimeout> }>({});
  const { defaults, defaultsState, results, searchState, loadDefaults, runSearch, clearSearch, saveSearch } = useSuggestData();

  // Taking over from the shell there is no server markup to match: enhanced from the start.
  const [enhanced, setEnhanced] = useState(handover !== null);
  const [text, setText] = useState(() => stripLeadingSpace(handover?.text ?? ""));
  const [open, setOpen] = useState(false);
  const [settled, setSettled] = useState(false);
  const [active, setActive] = useState(-1);
  const [person, setPerson] = useState<PersonView | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration flag, set once on mount
    setEnhanced(true);
    // Text typed before hydration is kept.
    if (inputRef.current?.value) setText(stripLeadingSpace(inputRef.current.value));
    const pending = timers.current;
    return () => {
      clearTimeout(pending.debounce);
      clearTimeout(pending.settle);
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

  const openDropdown = useCallback(() => {
    setOpen(true);
    if (defaultsState === "idle" || defaultsState === "error") void loadDefaults();
  }, [defaultsState, loadDefaults]);

  useHandover(handover, inputRef, (raw) => onTextChange(raw), openDropdown);

  function onTextChange(raw: string) {
    const value = stripLeadingSpace(raw);
    setText(value);
    setActive(-1);
    openDropdown();
    clearTimeout(timers.current.debounce);
    clearTimeout(timers.current.settle);
    setSettled(false);
    if (!isSearchable(value)) {
      // Clearing the text returns to recommendations and trending (docs/product/search.md#the-header-dropdown).
      clearSearch();
      return;
    }
    timers.current.debounce = setTimeout(() => void runSearch(value), SEARCH_DEBOUNCE_MS);
    timers.current.settle = setTimeout(() => {
      setSettled(true);
      saveSearch(value);
    }, RELATED_SETTLE_MS);
  }

  const typing = isSearchable(text);
  const heading = t(HEADINGS[dropdownHeading(text, settled)]);

  const groups = useMemo(() => suggestionGroups({ text, heading, defaults, results, uid, t }), [text, heading, defaults, results, uid, t]);

  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const activeOption = active >= 0 ? options[active] : undefined;
  const hasList = options.length > 0;
  const expanded = enhanced && open && (hasList || typing || defaultsState !== "idle");

  // Keep the active option visible.
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  // docs/product/search.md#the-header-dropdown: a click outside closes the dropdown at widths of 768 px and above.
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
    navigate(lp(option.href));
  }

  const onKeyDown = listboxKeyHandler({
    open,
    options,
    active,
    setActive,
    openList: openDropdown,
    close,
    activate,
    clear: text
      ? () => {
          onTextChange("");
          setOpen(false);
        }
      : null,
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product/search.md#the-header-dropdown: empty or whitespace-only text does not search.
    if (!isSearchable(text)) return;
    // Text submitted before it settled is saved now: the results page saves a search only for a
    // browser that already has recent searches (docs/decisions/0130-shared-search-pages.md).
    if (!settled) {
      clearTimeout(timers.current.settle);
      saveSearch(text);
    }
    const href = lp(textSearchHref(text));
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

  const statusText = dropdownStatusText({ expanded, typing, searchState, defaultsState, results, heading, locale, t });

  return (
    <div
      ref={wrapperRef}
      className="relative"
      data-search-dropdown={enhanced ? "on" : "off"}
      // Focus moved on to another control in the tab order (Tab, or the focus handed over while a
      // Tab was on its way): the list closes, never left over the page. A tap elsewhere (on
      // nothing focusable, or the main landmark's tabindex=-1) leaves it open below 768 px, as
      // the outside click does.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof HTMLElement && next.tabIndex >= 0 && !event.currentTarget.contains(next)) close();
      }}
    >
      <SearchInput
        inputRef={inputRef}
        onSubmit={enhanced ? onSubmit : undefined}
        inputProps={
          enhanced
            ? {
                value: text,
                onChange: (e) => onTextChange(e.target.value),
                onKeyDown,
                onFocus: openDropdown,
                onClick: openDropdown,
                role: "combobox",
                "aria-autocomplete": "list",
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-activedescendant": activeOption?.id,
              }
            : {}
        }
      />
      {enhanced ? (
        <div role="status" className="sr-only">
          {statusText}
        </div>
      ) : null}
      {enhanced ? (
        <DropdownPanel
          expanded={expanded}
          close={close}
          groups={groups}
          uid={uid}
          listboxId={listboxId}
          activeId={activeOption?.id}
          optionProps={optionProps}
          typing={typing}
          searchState={searchState}
          defaultsState={defaultsState}
          results={results}
          onRetry={() => (typing ? void runSearch(text) : void loadDefaults())}
        />
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
