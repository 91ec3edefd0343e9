/**
 * Browse crawl (issue 4): every landing page and /all listing, the first item of each followed
 * to its detail page, the type's fields checked, and every internal link on those pages asked
 * for (deduplicated per worker, by request, not by navigation). Runs in both projects; axe
 * runs in the JavaScript project only (axe hangs with JavaScript off).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { allBrowsePaths, resolveDetailPath } from "../app/content/registry";
import { collections } from "../api/seed/content";
import { expect, test } from "./fixtures";

const LANDINGS = allBrowsePaths().filter((p) => p.page.kind === "landing").map((p) => p.path);
const LISTINGS = allBrowsePaths().filter((p) => p.page.kind === "listing").map((p) => p.path);

/** What a detail page of each type must show, as `data-fact` keys or CSS selectors. */
const TYPE_FIELDS: Record<number, string[]> = {
  5: ["[data-fact=duration]", ".video-player"],
  11: ["[data-fact=starts]", "[data-fact=venue]"],
  12: ["[data-fact=sector]", "[data-fact=stage]"],
  15: ["[data-fact=fund-size]"],
  18: [".person-card"],
  30: ["[data-fact=format]", "[data-fact=licence]", ".dataset-download a"],
};

const checked = new Map<string, number>();

/**
 * Every internal link inside <main> must answer 200 (after redirects). The header and footer
 * are the same on every page: their links are checked once, by their own test below.
 */
async function checkLinks(page: Page, request: APIRequestContext, scope = "main") {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.$$eval(`${scope} a[href]`, (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const internal = [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split("#")[0]))];
  const failures: string[] = [];
  await Promise.all(
    internal.map(async (href) => {
      if (checked.has(href)) {
        if (checked.get(href) !== 200) failures.push(`${href} → ${checked.get(href)}`);
        return;
      }
      checked.set(href, 0);
      const res = await request.get(href, { maxRedirects: 5, failOnStatusCode: false });
      checked.set(href, res.status());
      if (res.status() !== 200) failures.push(`${href} → ${res.status()}`);
    }),
  );
  expect(failures, `broken internal links on ${page.url()}`).toEqual([]);
}

type A11y = (page?: Page) => Promise<void>;

async function openDetailOfFirstItem(page: Page, request: APIRequestContext, checkA11y: A11y) {
  const first = page.locator(".content-card__title a").first();
  if ((await first.count()) === 0) return;
  const href = await first.getAttribute("href");
  expect(href).toBeTruthy();
  const res = await page.goto(href!);
  expect(res?.status(), `detail ${href}`).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const target = resolveDetailPath(new URL(page.url()).pathname);
  expect(target, `detail URL ${page.url()} resolves to a type`).not.toBeNull();
  for (const selector of TYPE_FIELDS[target!.type.id] ?? []) {
    await expect(page.locator(selector).first(), `${selector} on ${href}`).toBeVisible();
  }
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
  await checkLinks(page, request);
  await checkA11y(page);
}

test.describe("browse: landing pages", () => {
  // Each test opens two pages, asks for every link on them and runs axe twice.
  test.describe.configure({ timeout: 90_000 });
  for (const path of LANDINGS) {
    test(`a visitor can open ${path} and its first item`, async ({ page, request, checkA11y, login }) => {
      // Opening a course needs sign-in (SPEC §6; e2e/visitor-content.spec.ts covers the anonymous visitor).
      if (path.startsWith("/learning")) await login();
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".content-card").first()).toBeVisible();
      await checkLinks(page, request);
      await checkA11y();
      await openDetailOfFirstItem(page, request, checkA11y);
    });
  }
});

test.describe("browse: /all listings", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of LISTINGS) {
    test(`a visitor can open ${path} and its first item`, async ({ page, request, checkA11y, login }) => {
      // Opening a course needs sign-in (SPEC §6; e2e/visitor-content.spec.ts covers the anonymous visitor).
      if (path.startsWith("/learning")) await login();
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const cards = page.locator(".content-card");
      expect(await cards.count()).toBeGreaterThan(0);
      await checkLinks(page, request);
      await checkA11y();
      await openDetailOfFirstItem(page, request, checkA11y);
    });
  }
});

test.describe("browse: paging, filters and bad input", () => {
  test("paging links carry the page number in the URL and work with or without JavaScript", async ({ page }) => {
    // The sample content has more than one page of Government of India items.
    await page.goto("/government-of-india/all");
    const next = page.getByRole("link", { name: /next page/i });
    await expect(next).not.toHaveCount(0);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("a filter form submits by GET and an unknown value shows the empty state", async ({ page }) => {
    await page.goto("/events/all");
    const select = page.getByLabel("Topic");
    const value = await select.locator("option").nth(1).getAttribute("value");
    if (value) {
      await select.selectOption(value);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(value)}`));
      await expect(page.locator(".content-card").first()).toBeVisible();
    }
    const res = await page.goto("/events/all?tag=no-such-topic-at-all");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Nothing matches these filters" })).toBeVisible();
  });

  for (const [query, status] of [
    ["page=-1", 400],
    ["page=abc", 400],
    ["sort=sideways", 400],
    ["year=20x4", 400],
  ] as const) {
    test(`/articles/all?${query} answers a clear ${status}, not a 500`, async ({ page }) => {
      const res = await page.goto(`/articles/all?${query}`);
      expect(res?.status()).toBe(status);
      await expect(page.getByRole("heading", { name: "There is a problem with this address" })).toBeVisible();
    });
  }

  test("a huge page number goes to the last page", async ({ page }) => {
    const res = await page.goto("/articles/all?page=1000000000");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get("page") ?? "1").not.toBe("1000000000");
  });

  for (const path of ["/article/no-such-article", "/article/%3Cscript%3E", "/events/..%2F..%2Fetc", "/ministries/a_b", "/people/x%20y"]) {
    test(`${path} is the not-found page with status 404`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a bare optional-slug route shows the type's listing", async ({ page }) => {
    const res = await page.goto("/article");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
  });
});

test.describe("browse: contributors, meta, sitemap", () => {
  test("every header and footer link of a browse page answers 200", async ({ page, request }) => {
    await page.goto("/articles/all");
    await checkLinks(page, request, "body");
  });


  test("an author name opens the contributor popup with JavaScript, or the author page without", async ({ page, jsEnabled, checkA11y }) => {
    // A sample article: those other journeys publish have no author.
    const article = collections.find((c) => c.collection_type === 2 && c.authors?.length)!;
    await page.goto(`/article/${article.slug}`);
    await page.waitForLoadState("networkidle"); // hydrated: with JavaScript the name opens the popup
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const author = page.locator("a.author-link").first();
    await expect(author).toHaveCount(1);
    const name = (await author.textContent())!.trim();
    await author.click();
    if (jsEnabled) {
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "View all contributions" })).toBeVisible();
      await checkA11y();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/author\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    }
  });

  test("every page carries title, description, canonical, OpenGraph and Twitter meta", async ({ page }) => {
    for (const path of ["/articles", "/articles/all"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
    }
  });

  test("sitemap.xml lists published items and robots.txt points at it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    // An index (docs/decisions/0103): the items are in the files it lists.
    const index = await sitemap.text();
    expect(index).toContain("<sitemapindex");
    const itemsFile = /<loc>https?:\/\/[^/<]+(\/sitemap\/items-\d+\.xml)<\/loc>/.exec(index)?.[1];
    expect(itemsFile).toBeTruthy();
    const xml = await (await request.get(itemsFile!)).text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/\/article\/[a-z0-9-]+<\/loc>/);
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});
