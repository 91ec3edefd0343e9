/**
 * Business constants of site-wide search (docs/product/limits.md#business-constants "Search", §4, §5) and the small pure rules
 * built on them. Shared by the server (search page, dropdown resource route) and the browser
 * (the header dropdown), so every cut, count and timing lives in exactly one place.
 */
// Type imports only: the header dropdown bundles this file, and the contract would bring zod along.
import type { Translate } from "~/i18n";

/** Wait after the last keystroke before the dropdown searches. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Typing must stop this long (with non-empty text) before the heading turns to "Related". */
export const RELATED_SETTLE_MS = 1000;
/** A search is saved to recent searches only when its text is longer than this. */
export const AUTO_SAVE_MIN_EXCLUSIVE = 4;
/** sort_by when the query names none (relevance). */
export const DEFAULT_SORT_BY = 3;
/** "Top Picks": result cards shown in the dropdown. */
export const DROPDOWN_RESULT_CARDS = 2;
/** "Recommends": items shown in the dropdown. */
export const DROPDOWN_RECOMMENDATIONS = 2;
/** "Recently Searched": entries shown, and the length each is cut to. */
export const RECENT_SEARCHES_SHOWN = 3;
export const RECENT_SEARCH_MAX_CHARS = 18;
/** Topic chips (trending, suggested or related), fewer when recent searches show. */
export const TOPIC_CHIPS = 8;
export const TOPIC_CHIPS_WITH_RECENT = 3;
export const TOPIC_CHIP_MAX_CHARS = 12;
/** Tags of a search answer the dropdown keeps. */
export const TAGS_KEPT = 8;
/** At this width and above, a click outside closes the dropdown (docs/product/search.md#the-header-dropdown). */
export const OUTSIDE_CLICK_MIN_WIDTH = 768;

export const CUT_ELLIPSIS = "…";

export type DropdownHeading = "Trending" | "Suggested" | "Related";

/**
 * Cut a short label to `max` characters and add an ellipsis. Labels of 12 or 18 characters are
 * too short for word-boundary cuts (most would end after one word), so this is a plain cut.
 */
export function cutLabel(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return clean.slice(0, max).trimEnd() + CUT_ELLIPSIS;
}

export const cutRecentSearch = (text: string) => cutLabel(text, RECENT_SEARCH_MAX_CHARS);
export const cutTopicChip = (text: string) => cutLabel(text, TOPIC_CHIP_MAX_CHARS);

/** docs/product/search.md#the-header-dropdown: empty or whitespace-only text does not search. */
export function isSearchable(text: string): boolean {
  return text.trim().length > 0;
}

/** docs/product/search.md#recent-searches: a search is auto-saved only when its text is longer than 4 characters. */
export function shouldSaveSearch(text: string): boolean {
  return text.trim().length > AUTO_SAVE_MIN_EXCLUSIVE;
}

/** docs/product/search.md#the-header-dropdown: a leading space cannot be typed; the box never starts with whitespace. */
export function stripLeadingSpace(text: string): string {
  return text.replace(/^\s+/, "");
}

/** How many topic chips show: 8, or 3 when the recent searches block is showing. */
export function topicChipCount(recentShowing: boolean): number {
  return recentShowing ? TOPIC_CHIPS_WITH_RECENT : TOPIC_CHIPS;
}

/**
 * The dropdown heading (docs/product/search.md#the-header-dropdown): "Trending" for empty text, "Suggested" while typing, and
 * "Related" once the text is non-empty and typing has stopped for RELATED_SETTLE_MS.
 */
export function dropdownHeading(text: string, settled: boolean): DropdownHeading {
  if (!isSearchable(text)) return "Trending";
  return settled ? "Related" : "Suggested";
}

/**
 * The upstream may stop counting matches here (the embedded API on PostgreSQL does, see
 * docs/decisions/0002): a total at or above it is shown as "at least".
 */
export const RESULT_COUNT_CAP = 10_000;

/**
 * "1 result", "2,345 results", "10,000+ results" (Hindi "2,345 परिणाम"), with the Indian digit
 * grouping of `locale` (LOCALES[lang]).
 */
export function resultCountLabel(total: number, t: Translate, locale = "en-IN"): string {
  const shown = total >= RESULT_COUNT_CAP ? `${RESULT_COUNT_CAP.toLocaleString(locale)}+` : total.toLocaleString(locale);
  return t(total === 1 ? "search.results.one" : "search.results.other", { count: shown });
}
