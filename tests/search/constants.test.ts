import { describe, expect, it } from "vitest";
import { translator } from "../../app/i18n";
import {
  RESULT_COUNT_CAP,
  resultCountLabel,
  AUTO_SAVE_MIN_EXCLUSIVE,
  CUT_ELLIPSIS,
  DEFAULT_SORT_BY,
  DROPDOWN_RECOMMENDATIONS,
  DROPDOWN_RESULT_CARDS,
  OUTSIDE_CLICK_MIN_WIDTH,
  RECENT_SEARCHES_SHOWN,
  RECENT_SEARCH_MAX_CHARS,
  RELATED_SETTLE_MS,
  SEARCH_DEBOUNCE_MS,
  TAGS_KEPT,
  TOPIC_CHIPS,
  TOPIC_CHIPS_WITH_RECENT,
  TOPIC_CHIP_MAX_CHARS,
  cutLabel,
  cutRecentSearch,
  cutTopicChip,
  dropdownHeading,
  isSearchable,
  shouldSaveSearch,
  stripLeadingSpace,
  topicChipCount,
} from "~/search/constants";
import { emptyQuery } from "~/search/query";
import { DEFAULT_SORT_BY as CONTRACT_DEFAULT_SORT_BY } from "../../contract/search";

describe("docs/product/limits.md#business-constants search constants", () => {
  it("debounces the dropdown search by 500 ms", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
  it("waits 1000 ms of no typing before the heading says Related", () => {
    expect(RELATED_SETTLE_MS).toBe(1000);
  });
  it("saves a search only above 4 characters", () => {
    expect(AUTO_SAVE_MIN_EXCLUSIVE).toBe(4);
    expect(shouldSaveSearch("abcd")).toBe(false);
    expect(shouldSaveSearch("abcde")).toBe(true);
    expect(shouldSaveSearch("  abcd  ")).toBe(false);
    expect(shouldSaveSearch("ab cd")).toBe(true);
  });
  it("sorts by 3 (relevance) when the query names no order", () => {
    expect(DEFAULT_SORT_BY).toBe(3);
    expect(CONTRACT_DEFAULT_SORT_BY).toBe(DEFAULT_SORT_BY);
    expect(emptyQuery().sort_by).toBe(3);
  });
  it("shows 2 result cards and 2 recommendations", () => {
    expect(DROPDOWN_RESULT_CARDS).toBe(2);
    expect(DROPDOWN_RECOMMENDATIONS).toBe(2);
  });
  it("shows up to 3 recent searches, each cut to 18 characters plus an ellipsis", () => {
    expect(RECENT_SEARCHES_SHOWN).toBe(3);
    expect(RECENT_SEARCH_MAX_CHARS).toBe(18);
    expect(cutRecentSearch("exactly eighteen c")).toBe("exactly eighteen c");
    expect(cutRecentSearch("artificial intelligence policy")).toBe("artificial intelli" + CUT_ELLIPSIS);
    expect(cutRecentSearch("artificial intelligence policy")).toHaveLength(19);
  });
  it("shows 8 topic chips, 3 when recent searches show, each cut to 12 characters plus an ellipsis", () => {
    expect(TOPIC_CHIPS).toBe(8);
    expect(TOPIC_CHIPS_WITH_RECENT).toBe(3);
    expect(topicChipCount(false)).toBe(8);
    expect(topicChipCount(true)).toBe(3);
    expect(TOPIC_CHIP_MAX_CHARS).toBe(12);
    expect(cutTopicChip("Healthcare")).toBe("Healthcare");
    expect(cutTopicChip("Twelve chars")).toBe("Twelve chars");
    expect(cutTopicChip("Agriculture and food")).toBe("Agriculture" + CUT_ELLIPSIS);
    expect(cutTopicChip("Smart Mobility")).toBe("Smart Mobili" + CUT_ELLIPSIS);
  });
  it("keeps 8 tags from a search", () => {
    expect(TAGS_KEPT).toBe(8);
  });
  it("closes the dropdown on an outside click from 768 px", () => {
    expect(OUTSIDE_CLICK_MIN_WIDTH).toBe(768);
  });
});

describe("search text rules (docs/product/search.md#the-header-dropdown)", () => {
  it("does not search empty or whitespace-only text", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("   \t ")).toBe(false);
    expect(isSearchable(" a")).toBe(true);
  });
  it("cannot start with a space", () => {
    expect(stripLeadingSpace("  health")).toBe("health");
    expect(stripLeadingSpace(" ")).toBe("");
    expect(stripLeadingSpace("health care ")).toBe("health care ");
  });
  it("cuts collapse whitespace and never leave a trailing space before the ellipsis", () => {
    expect(cutLabel("a    b", 12)).toBe("a b");
    expect(cutLabel("abcdefghijk lmnop", 12)).toBe("abcdefghijk" + CUT_ELLIPSIS);
  });
});

describe("dropdown heading (docs/product/search.md#the-header-dropdown)", () => {
  it("is Trending for empty text", () => {
    expect(dropdownHeading("", false)).toBe("Trending");
    expect(dropdownHeading("  ", true)).toBe("Trending");
  });
  it("is Suggested while typing", () => {
    expect(dropdownHeading("heal", false)).toBe("Suggested");
  });
  it("is Related once typing has stopped with non-empty text", () => {
    expect(dropdownHeading("heal", true)).toBe("Related");
  });
});

describe("result counts", () => {
  it("shows a total at the upstream's counting cap as at least that many", () => {
    const en = translator("en");
    expect(resultCountLabel(1, en)).toBe("1 result");
    expect(resultCountLabel(2345, en)).toBe("2,345 results");
    expect(resultCountLabel(RESULT_COUNT_CAP, en)).toBe("10,000+ results");
  });
  it("counts in Hindi with Indian digit grouping", () => {
    const hi = translator("hi");
    expect(resultCountLabel(1, hi, "hi-IN")).toBe("1 परिणाम");
    expect(resultCountLabel(2345, hi, "hi-IN")).toBe("2,345 परिणाम");
    expect(resultCountLabel(RESULT_COUNT_CAP, hi, "hi-IN")).toBe("10,000+ परिणाम");
  });
});
