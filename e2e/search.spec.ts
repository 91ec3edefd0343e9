import type { Page } from "@playwright/test";
import { ALSO_WITHOUT_JS, expect, test, untilHydrated } from "./fixtures";

/** The search page URL for a query, as the app builds it (app/search/query.ts searchHref). */
function searchUrl(query: Record<string, unknown>) {
  return `/search?${new URLSearchParams({ queryData: JSON.stringify(query) })}`;
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator("#results-count").textContent()) ?? "";
  if (/^No results/.test(text)) return 0;
  const match = /^([\d,]+) results?/.exec(text);
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number(match[1].replace(/,/g, ""));
}

/**
 * The filters sit behind "Filter results" (open by themselves on wide screens once JavaScript
 * runs): open them when they are closed, without closing them again if hydration opened them.
 */
async function openFilters(page: Page) {
  const apply = page.getByRole("button", { name: "Apply filters" });
  await expect(async () => {
    if (!(await apply.isVisible())) await page.locator("details.search-filters > summary").click();
    await expect(apply).toBeVisible({ timeout: 1000 });
  }).toPass();
}

function queryOf(page: Page) {
  const raw = new URL(page.url()).searchParams.get("queryData");
  return raw ? JSON.parse(raw) : null;
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested elsewhere; keep it out of the way of the results.
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

test.describe("search page (with and without JavaScript)", ALSO_WITHOUT_JS, () => {
  test("typing in the header box and submitting lands on results", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByLabel("Search", { exact: true });
    await box.fill("flood forecasting");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?queryData=/);
    expect(queryOf(page)).toEqual({ searchText: "flood forecasting" });
    await expect(page.getByRole("heading", { level: 1, name: "Results for “flood forecasting”" })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.getByRole("list", { name: "Results" }).getByRole("article").first()).toBeVisible();
  });

  test("each filter narrows the results and survives a reload", async ({ page }) => {
    // Seven rounds of search, filter, reload and check, each opening the filters first.
    test.slow();
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(12);
    const filters = page.getByRole("form", { name: "Filter results" });

    async function apply() {
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/queryData=/);
    }
    async function expectNarrower(check: () => Promise<void>) {
      const count = await resultCount(page);
      expect(count).toBeLessThan(all);
      expect(count).toBeGreaterThan(0);
      await page.reload();
      await openFilters(page);
      expect(await resultCount(page)).toBe(count);
      await check();
    }

    // Content type
    await filters.locator("summary", { hasText: "Content types" }).click();
    await filters.getByLabel("Articles", { exact: true }).check();
    await apply();
    expect(queryOf(page)).toMatchObject({ searchText: "health", collectionTypes: [2] });
    await expectNarrower(async () => {
      await expect(page.getByRole("form", { name: "Filter results" }).getByLabel("Articles", { exact: true })).toBeChecked();
      for (const type of await page.getByTestId("result-type").allTextContents()) expect(type).toMatch(/article/i);
    });

    // Tag (from the matching tags)
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    await filters.getByLabel("Healthcare", { exact: true }).check();
    await apply();
    expect(queryOf(page)).toMatchObject({ tags: ["Healthcare"] });
    await expectNarrower(async () => {
      await expect(filters.getByLabel("Healthcare", { exact: true })).toBeChecked();
    });

    // Author
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    await filters.getByLabel("Author name").fill("Farah Siddiqui");
    await apply();
    expect(queryOf(page)).toMatchObject({ author_name: ["Farah Siddiqui"] });
    await expectNarrower(async () => {
      await expect(filters.getByLabel("Farah Siddiqui")).toBeChecked();
    });

    // Published date
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    await filters.getByLabel("Published").selectOption("2024");
    await apply();
    expect(queryOf(page)).toMatchObject({ published_date: "2024" });
    await expectNarrower(async () => {
      await expect(filters.getByLabel("Published")).toHaveValue("2024");
    });

    // Read time
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    await filters.getByLabel("Read time").selectOption("1");
    await apply();
    expect(queryOf(page)).toMatchObject({ read_time: 1 });
    await expectNarrower(async () => {
      await expect(filters.getByLabel("Read time")).toHaveValue("1");
    });

    // Brand
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    await filters.getByLabel("Brand content").selectOption("true");
    await apply();
    expect(queryOf(page)).toMatchObject({ is_brand: true });
    await expectNarrower(async () => {
      await expect(filters.getByLabel("Brand content")).toHaveValue("true");
    });

    // Sort order: same results, another order, kept in the URL
    await page.goto(searchUrl({ searchText: "health" }));
    await openFilters(page);
    const relevanceFirst = await page.getByRole("list", { name: "Results" }).getByRole("heading").first().textContent();
    await filters.getByLabel("Sort by").selectOption("4");
    await apply();
    expect(queryOf(page)).toMatchObject({ sort_by: 4 });
    expect(await resultCount(page)).toBe(all);
    await page.reload();
    await openFilters(page);
    await expect(filters.getByLabel("Sort by")).toHaveValue("4");
    const titles = await page.getByRole("list", { name: "Results" }).getByRole("heading").allTextContents();
    // The API orders titles by their lower-cased bytes.
    const byBytes = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
    expect(titles).toEqual([...titles].sort(byBytes));
    expect(titles[0]).not.toBe(relevanceFirst);

    // A filter is removed by its own link
    await page.goto(searchUrl({ searchText: "health", collectionTypes: [2] }));
    await page.getByRole("link", { name: /Type: Articles/ }).click();
    await expect(page).not.toHaveURL(/collectionTypes/);
    expect(queryOf(page)).toEqual({ searchText: "health" });
  });

  test("more results pages through nextIndex", async ({ hydrated, page, jsEnabled }) => {
    await page.goto(searchUrl({ searchText: "health" }));
    const results = page
      .getByRole("list", { name: "Results" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    await expect(results).toHaveCount(12);
    const firstPageTitles = await page.getByRole("list", { name: "Results" }).getByRole("article").getByRole("heading").allTextContents();
    // With JavaScript, wait for hydration: a click before it is a plain link (the no-JS journey).
    await hydrated();
    await page.getByRole("link", { name: "More results" }).click();
    if (jsEnabled) {
      // Appended in place: the URL stays the first page's.
      await expect(results).toHaveCount(24);
      expect(queryOf(page)).toEqual({ searchText: "health" });
      await expect(page.getByRole("status").filter({ hasText: "12 more results loaded." })).toBeAttached();
    } else {
      await expect(page).toHaveURL(/nextIndex/);
      expect(queryOf(page)).toEqual({ searchText: "health", nextIndex: 12 });
      await expect(results).toHaveCount(12);
      await expect(page.locator("#results-count")).toContainText("showing 13–24");
      const secondPageTitles = await page
        .getByRole("list", { name: "Results" })
        .getByRole("article")
        .getByRole("heading")
        .allTextContents();
      expect(secondPageTitles.some((t) => firstPageTitles.includes(t))).toBe(false);
      await expect(page.getByRole("link", { name: "First results" })).toHaveAttribute("href", searchUrl({ searchText: "health" }));
    }
  });

  test("the Sectors menu opens the search page filtered by its tag", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Sectors", { exact: true }).click();
    const link = nav.locator('a[href^="/search?queryData="]').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/search\?queryData=/);
    expect(queryOf(page)).toEqual({ tagName: name });
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test("learning courses send anonymous visitors to sign in and back", async ({ page }) => {
    await page.goto(searchUrl({ collectionTypes: [24] }));
    await expect(page.getByText("Sign in to open this course.").first()).toBeVisible();
    const link = page.getByRole("list", { name: "Results" }).getByRole("article").first().getByRole("heading").getByRole("link");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/learning\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("redirectTo") === href);
  });

  test("a signed-in user opens learning courses directly", async ({ page, login }) => {
    await login();
    await page.goto(searchUrl({ collectionTypes: [24] }));
    const link = page.getByRole("list", { name: "Results" }).getByRole("article").first().getByRole("heading").getByRole("link");
    expect(await link.getAttribute("href")).not.toMatch(/signin/);
  });
});

test.describe("bad search input", () => {
  const cases: [string, string, RegExp][] = [
    ["queryData that is not JSON", "/search?queryData=%7BsearchText%3A", /not valid JSON/],
    ["JSON of the wrong shape", `/search?queryData=${encodeURIComponent("[1,2,3]")}`, /must be a JSON object/],
    ["a field of the wrong type", `/search?queryData=${encodeURIComponent('{"searchText":{"$gt":""}}')}`, /searchText: expected string/],
    ["unknown fields", `/search?queryData=${encodeURIComponent('{"searchText":"ai","isAdmin":true}')}`, /Unknown field "isAdmin"/],
    ["a huge queryData", `/search?queryData=${encodeURIComponent(JSON.stringify({ tagName: "x".repeat(9000) }))}`, /too long/],
    ["a 10 kB search text", `/search?q=${"a".repeat(10 * 1024)}`, /at most 200 characters/],
    [
      "a 10 kB search text in queryData",
      `/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: "b".repeat(10 * 1024) }))}`,
      /too long/,
    ],
  ];
  for (const [name, url, message] of cases) {
    test(`${name} gets a 400 page that explains and offers a plain search box`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "We could not read this search" })).toBeVisible();
      await expect(page.getByRole("alert")).toContainText(message);
      const box = page.getByRole("search", { name: "Search for" }).getByLabel("Search for");
      await expect(box).toBeVisible();
      await box.fill("flood");
      await box.press("Enter");
      await expect(page).toHaveURL(/queryData=/);
      expect(await resultCount(page)).toBeGreaterThan(0);
    });
  }

  test("FTS operators and quotes are searched as literal text", async ({ page }) => {
    for (const text of [`"flood`, `flood*`, `flood OR crop`, `NEAR(flood crop)`, `title:flood`, `'); DROP TABLE collections; --`, `"*"`]) {
      const response = await page.goto(searchUrl({ searchText: text }));
      expect(response?.status(), text).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${text}”`);
      await expect(page.locator("#results-count")).toBeVisible();
    }
  });
});

test.describe("header search dropdown (JavaScript)", () => {
  // Suggestions arrive over the network: allow for a busy machine.
  test.describe.configure({ timeout: 60_000 });
  const expectNet = expect.configure({ timeout: 15_000 });

  function box(page: Page) {
    return page.getByRole("combobox", { name: "Search" });
  }
  /**
   * A fake clock that only moves when the test says so: installed before the page loads, paused
   * once it has hydrated, then driven by runFor (the dropdown's timers are plain setTimeout).
   */
  async function openWithClock(page: Page, path = "/") {
    const start = new Date("2026-01-15T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.goto(path);
    await expect(box(page)).toBeVisible();
    // Hydration waits for the page's dictionary chunk: let it run before the clock stops.
    await untilHydrated(page);
    await page.clock.pauseAt(start + 60_000);
  }
  function group(page: Page, name: string) {
    return page.getByRole("listbox", { name: "Search suggestions" }).getByRole("group", { name, exact: true });
  }

  test("shows Trending, then Suggested while typing, then Related after 1 s, and Trending again when cleared", async ({ page }) => {
    await openWithClock(page);
    await box(page).click();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await expectNet(group(page, "Trending")).toBeVisible();
    await expectNet(group(page, "Recommends").getByRole("option")).toHaveCount(2);

    await box(page).pressSequentially("floo");
    // Nothing is searched before the 500 ms debounce.
    await page.clock.runFor(499);
    await expectNet(group(page, "Top Picks")).toHaveCount(0);
    await page.clock.runFor(1);
    await expectNet(group(page, "Suggested")).toBeVisible();
    await expectNet(group(page, "Top Picks").getByRole("option")).toHaveCount(2);
    const chips = await group(page, "Suggested").getByRole("option").count();
    expect(chips).toBeGreaterThan(0);
    expect(chips).toBeLessThanOrEqual(8);

    // Typing again restarts the 1 s settle.
    await page.clock.runFor(400);
    await box(page).press("d");
    await page.clock.runFor(999);
    await expectNet(group(page, "Suggested")).toBeVisible();
    await page.clock.runFor(1);
    await expectNet(group(page, "Related")).toBeVisible();
    await expectNet(group(page, "Suggested")).toHaveCount(0);

    await box(page).fill("");
    await expectNet(group(page, "Trending")).toBeVisible();
    await expectNet(group(page, "Recommends").getByRole("option")).toHaveCount(2);
  });

  test("a leading space cannot be typed and whitespace does not search", async ({ page }) => {
    await openWithClock(page);
    await box(page).pressSequentially("   ");
    await expect(box(page)).toHaveValue("");
    await box(page).press("Enter");
    await page.clock.runFor(1500);
    await expect(page).toHaveURL(/\/$/);
    await expectNet(group(page, "Trending")).toBeVisible();
    await box(page).pressSequentially(" ai");
    await expect(box(page)).toHaveValue("ai");
  });

  test("recent searches appear after a search longer than 4 characters, cut to 18 characters", async ({ page }) => {
    await openWithClock(page);
    await box(page).click();
    await expectNet(group(page, "Trending")).toBeVisible();
    await expectNet(group(page, "Recently Searched")).toHaveCount(0);
    await expectNet(group(page, "Trending").getByRole("option")).toHaveCount(8);

    // 4 characters: not saved.
    await box(page).pressSequentially("crop");
    await page.clock.runFor(1000);
    await expectNet(group(page, "Related")).toBeVisible();
    await box(page).fill("");
    await expectNet(group(page, "Recently Searched")).toHaveCount(0);

    // Longer: saved once typing settles.
    await box(page).pressSequentially("artificial intelligence policy");
    const saved = page.waitForResponse((r) => r.url().endsWith("/search/suggest") && r.request().method() === "POST");
    await page.clock.runFor(1000);
    expect((await saved).status()).toBe(200);
    await box(page).fill("");
    const recent = group(page, "Recently Searched").getByRole("option");
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toHaveText("artificial intelli…");
    await expect(recent.first()).toHaveAccessibleName("artificial intelligence policy");
    // With recent searches showing, 3 topic chips.
    await expectNet(group(page, "Trending").getByRole("option")).toHaveCount(3);
    for (const chip of await group(page, "Trending").getByRole("option").allTextContents()) {
      expect(chip.length).toBeLessThanOrEqual(13);
    }

    // Kept for this browser across pages (visitor cookie), at most 3.
    for (const text of ["satellite", "speech recognition", "flood warnings"]) {
      await box(page).fill(text);
      const done = page.waitForResponse((r) => r.url().endsWith("/search/suggest") && r.request().method() === "POST");
      await page.clock.runFor(1000);
      await done;
    }
    await page.reload();
    await box(page).click();
    await expectNet(group(page, "Recently Searched").getByRole("option")).toHaveText(["flood warnings", "speech recognition", "satellite"]);
  });

  test("a search submitted before typing settles is remembered too", async ({ page }) => {
    // The results page saves searches only for browsers that already have some
    // (docs/decisions/0130-shared-search-pages.md): the dropdown saves this one itself.
    await openWithClock(page);
    await box(page).click();
    await box(page).pressSequentially("monsoon rainfall");
    const saved = page.waitForResponse((r) => r.url().endsWith("/search/suggest") && r.request().method() === "POST");
    await box(page).press("Enter");
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("monsoon rainfall");
    await page.reload();
    await box(page).click();
    await expectNet(group(page, "Recently Searched").getByRole("option")).toHaveText(["monsoon rainfall"]);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openWithClock(page);
    await box(page).focus();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("flood");
    await page.clock.runFor(1000);
    await expectNet(group(page, "Top Picks").getByRole("option")).toHaveCount(2);

    const options = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");
    const count = await options.count();
    await page.keyboard.press("ArrowDown");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", (await options.nth(count - 1).getAttribute("id"))!);
    await expect(options.nth(count - 1)).toHaveText("See all results for “flood”");

    // Enter on the last option ("See all results") opens the results page.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?queryData=/);
    expect(queryOf(page)).toEqual({ searchText: "flood" });
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");

    // Enter on a top pick opens the item.
    await box(page).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("flood forecasting");
    await page.clock.runFor(1000);
    const pick = group(page, "Top Picks").getByRole("option").first();
    await expect(pick).toBeVisible();
    const pickId = (await pick.getAttribute("id"))!;
    for (let i = 0; i < count + 10; i++) {
      await page.keyboard.press("ArrowDown");
      if ((await box(page).getAttribute("aria-activedescendant")) === pickId) break;
    }
    await expect(box(page)).toHaveAttribute("aria-activedescendant", pickId);
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a visitor who tabs on to the Search button while the suggestions' code loads keeps the focus there", async ({ hydrated, page }) => {
    // Hold the dropdown's chunk until the visitor has tabbed past the box.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SearchDropdown-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await hydrated();
    await box(page).focus();
    await page.keyboard.press("Tab");
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await expect(button).toBeFocused();
    release();
    await expect(page.locator("[data-search-dropdown='on']")).toHaveCount(1);
    await expect(button).toBeFocused();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when the focus moves on to another control, however it gets there", async ({ page }) => {
    await page.goto("/");
    await box(page).focus();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    // Not a Tab pressed in the box: a focus move the box's own keys never see.
    await page.locator("main a[href]").first().focus();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("opens a people popup for people results", async ({ page }) => {
    await openWithClock(page);
    // Typed once the dropdown's code has taken over the box: its debounce then runs on the paused clock.
    await box(page).click();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await box(page).pressSequentially("Ishita Banerjee");
    await page.clock.runFor(1000);
    const person = group(page, "Top Picks").getByRole("option", { name: /Ishita Banerjee/ });
    await person.click();
    const dialog = page.getByRole("dialog", { name: "Ishita Banerjee" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Head of Research");
    await expect(dialog).toContainText("Hooghly College of Computational Sciences");
    await expect(dialog.getByRole("link", { name: /View profile/ })).toHaveAttribute("href", "/people/ishita-banerjee");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(box(page)).toBeFocused();
  });

  test("closes on an outside click at 768 px and wider, not on narrow screens", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    await box(page).click();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");

    await page.setViewportSize({ width: 767, height: 800 });
    await box(page).click();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(5, 790);
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close suggestions" }).click();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("axe finds no violations with the dropdown open", async ({ page, checkA11y }) => {
    // Real time here: axe itself needs timers.
    await page.goto("/");
    await box(page).click();
    await expectNet(group(page, "Trending")).toBeVisible();
    await checkA11y();
    await box(page).pressSequentially("health");
    await expectNet(group(page, "Top Picks").getByRole("option")).toHaveCount(2);
    await expectNet(group(page, "Related")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await checkA11y();
  });

  test("axe finds no violations on the search page", async ({ page, checkA11y }) => {
    await page.goto(searchUrl({ searchText: "health", collectionTypes: [2, 3, 4, 9, 11, 12, 18, 23] }));
    await checkA11y();
    await page.goto("/search?queryData=nope");
    await checkA11y();
    await page.goto("/search");
    await checkA11y();
  });
});
