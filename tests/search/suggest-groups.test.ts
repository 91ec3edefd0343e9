import { describe, expect, it, vi } from "vitest";
import { listboxKeyHandler } from "../../app/search/use-listbox-keys";
import { suggestionGroups } from "../../app/search/suggest-groups";
import type { SuggestDefaults, SuggestItem, SuggestResults } from "../../app/search/suggest-types";
import { translator } from "../../app/i18n";

const t = translator("en");

const item = (id: number): SuggestItem => ({
  id,
  lang: "en",
  title: `Item ${id}`,
  typeId: 2,
  typeName: "Article",
  href: `/article/item-${id}`,
  gate: null,
  image: null,
  readTime: "",
  date: "",
  dateTime: "",
  excerpt: null,
  source: null,
  tags: [],
  slug: `item-${id}`,
  person: null,
});
let tagId = 0;
const tag = (name: string) => ({ id: ++tagId, name, href: `/search?t=${name}`, lang: "en" as const });
const defaults = (recent: number): SuggestDefaults => ({
  kind: "defaults",
  recent: Array.from({ length: recent }, (_, i) => ({ key: `recent search number ${i}`, href: `/search?r=${i}` })),
  trending: Array.from({ length: 10 }, (_, i) => tag(`topic${i}`)),
  recommendations: [item(1), item(2), item(3)],
});
const results: SuggestResults = {
  kind: "results",
  text: "ai",
  allHref: "/search?all",
  total: 9,
  results: [item(4), item(5), item(6)],
  tags: Array.from({ length: 12 }, (_, i) => tag(`tag${i}`)),
};

describe("the search dropdown's groups", () => {
  it("before typing: recent searches (cut), fewer trending topics beside them, and two recommendations", () => {
    const groups = suggestionGroups({ text: "", heading: "Trending", defaults: defaults(5), results: null, uid: "u", t });
    expect(groups.map((g) => [g.id, g.options.length])).toEqual([
      ["recent", 3],
      ["topics", 3],
      ["recommends", 2],
    ]);
    const first = groups[0].options[0];
    expect(first.kind === "recent" && first.label.length).toBeLessThanOrEqual(19);
    expect(first.kind === "recent" && first.fullLabel).toBe("recent search number 0");
    expect(groups[1].label).toBe("Trending");
  });

  it("before typing with no recent searches: eight trending topics and no empty group", () => {
    const groups = suggestionGroups({ text: " ", heading: "Trending", defaults: defaults(0), results: null, uid: "u", t });
    expect(groups.map((g) => [g.id, g.options.length])).toEqual([
      ["topics", 8],
      ["recommends", 2],
    ]);
    expect(suggestionGroups({ text: "", heading: "Trending", defaults: null, results: null, uid: "u", t })).toEqual([]);
  });

  it("while typing: topics, two top picks and always a way to all results", () => {
    const groups = suggestionGroups({ text: "ai  tools", heading: "Related", defaults: defaults(2), results, uid: "u", t });
    expect(groups.map((g) => [g.id, g.options.length])).toEqual([
      ["topics", 8],
      ["picks", 2],
      ["all", 1],
    ]);
    expect(groups[2].options[0]).toMatchObject({ kind: "all", label: "See all results for “ai tools”", href: "/search?all" });
    const waiting = suggestionGroups({ text: "ai tools", heading: "Suggested", defaults: null, results: null, uid: "u", t });
    expect(waiting.map((g) => g.id)).toEqual(["all"]);
    expect(waiting[0].options[0].href).toMatch(/^\/search\?queryData=/);
  });

  it("gives every option a unique id under the dropdown's prefix", () => {
    const ids = suggestionGroups({ text: "", heading: "T", defaults: defaults(3), results: null, uid: "x1", t }).flatMap((g) =>
      g.options.map((o) => o.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith("x1-")).toBe(true);
  });
});

describe("the search dropdown's keys", () => {
  function setup(open: boolean, active = -1, clear: (() => void) | null = null) {
    let index = active;
    const calls = { openList: vi.fn(), close: vi.fn(), activate: vi.fn() };
    const handler = listboxKeyHandler({ open, options: ["a", "b", "c"], active, setActive: (f) => (index = f(index)), clear, ...calls });
    const press = (key: string) => {
      const event = { key, preventDefault: vi.fn() };
      handler(event as never);
      return event.preventDefault.mock.calls.length > 0;
    };
    return { press, calls, index: () => index };
  }

  it("arrows open a closed list, then move through the options and wrap around", () => {
    const closed = setup(false);
    expect(closed.press("ArrowDown")).toBe(true);
    expect(closed.calls.openList).toHaveBeenCalled();
    const down = setup(true, 2);
    down.press("ArrowDown");
    expect(down.index()).toBe(0);
    const up = setup(true, 0);
    up.press("ArrowUp");
    expect(up.index()).toBe(2);
  });

  it("Enter takes the active option, and otherwise lets the form submit", () => {
    const picked = setup(true, 1);
    expect(picked.press("Enter")).toBe(true);
    expect(picked.calls.activate).toHaveBeenCalledWith("b");
    const none = setup(true, -1);
    expect(none.press("Enter")).toBe(false);
    expect(none.calls.activate).not.toHaveBeenCalled();
  });

  it("Escape closes an open list, clears the box when closed, and Tab closes", () => {
    const open = setup(true, 0);
    open.press("Escape");
    expect(open.calls.close).toHaveBeenCalled();
    const clear = vi.fn();
    setup(false, -1, clear).press("Escape");
    expect(clear).toHaveBeenCalled();
    expect(setup(false, -1, null).press("Escape")).toBe(false);
    const tab = setup(true, 0);
    expect(tab.press("Tab")).toBe(false);
    expect(tab.calls.close).toHaveBeenCalled();
  });
});
