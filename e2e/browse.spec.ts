/**
 * Browse (docs/product/browse.md#browsing-content). Every landing page and /all listing, the first item of each followed to its
 * detail page, the type's fields checked, and every internal link on those pages asked for:
 * one HTTP crawl against the production server (pages whose HTML is the same with or without
 * JavaScript need no browser). The browser then opens one landing page and its first item per
 * content type for layout and axe.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { allBrowsePaths, resolveDetailPath } from "../app/content/registry";
import { collections } from "../api/seed/content";
import { ALSO_WITHOUT_JS, createTestUser, expect, sessionCookieFor, test } from "./fixtures";

const BROWSE = allBrowsePaths();
const LANDINGS = BROWSE.filter((p) => p.page.kind === "landing").map((p) => p.path);
const LISTINGS = BROWSE.filter((p) => p.page.kind === "listing").map((p) => p.path);
/** The first landing page of each content type: what the browser opens. */
const LANDING_PER_TYPE = BROWSE.filter(
  (p, i) => p.page.kind === "landing" && BROWSE.findIndex((q) => q.page.kind === "landing" && q.page.type?.id === p.page.type?.id) === i,
).map((p) => p.path);

/** What a detail page of each type must show, as `data-fact` keys or classes, for the browser and for the HTML. */
const TYPE_FIELDS: Record<number, { selector: string; html: RegExp }[]> = {
  5: [fact("duration"), byClass("video-player")],
  11: [fact("starts"), fact("venue")],
  12: [fact("sector"), fact("stage")],
  15: [fact("fund-size")],
  18: [byClass("person-card")],
  30: [
    fact("format"),
    fact("licence"),
    { selector: ".dataset-download a", html: /class="[^"]*\bdataset-download\b[^"]*"[^>]*>[\s\S]*?<a\b/ },
  ],
};

function fact(name: string) {
  return { selector: `[data-fact=${name}]`, html: new RegExp(`data-fact="${name}"`) };
}
function byClass(name: string) {
  return { selector: `.${name}`, html: new RegExp(`class="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"`) };
}

const decode = (href: string) => href.replaceAll("&amp;", "&");
const mainOf = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
const hrefsIn = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => decode(href));
const firstItemHref = (html: string) => /class="content-card__title[^"]*"[^>]*>\s*<a\b[^>]*?\shref="([^"]+)"/.exec(html)?.[1];

/** A crawl's memory: every address asked for once, anonymously, with its status after redirects. */
class LinkChecker {
  private readonly statuses = new Map<string, Promise<number>>();
  constructor(private readonly request: APIRequestContext) {}

  get(path: string, headers: Record<string, string> = {}) {
    return this.request.get(path, { headers, maxRedirects: 5, failOnStatusCode: false });
  }

  /** The internal links of `html` that do not answer 200, as "page: link → status". */
  async broken(page: string, html: string): Promise<string[]> {
    const internal = [
      ...new Set(
        hrefsIn(html)
          .filter((h) => h.startsWith("/") && !h.startsWith("//"))
          .map((h) => h.split("#")[0]),
      ),
    ];
    const failures: string[] = [];
    await Promise.all(
      internal.map(async (href) => {
        if (!this.statuses.has(href))
          this.statuses.set(
            href,
            this.get(href).then(async (res) => (await res.body(), res.status())),
          );
        const status = await this.statuses.get(href)!;
        if (status !== 200) failures.push(`${page}: ${href} → ${status}`);
      }),
    );
    return failures;
  }
}

/** Crawls `paths` and the first item of each: what each must show, and every link inside <main> must answer 200. */
async function crawl(request: APIRequestContext, paths: string[]) {
  // Opening a course needs sign-in (docs/product/browse.md#learning-courses; e2e/visitor-content.spec.ts covers the anonymous visitor).
  const signedIn = { Cookie: `__session=${await sessionCookieFor(createTestUser("Browse Crawler"))}` };
  const links = new LinkChecker(request);
  const problems: string[] = [];
  for (const path of paths) {
    const headers = path.startsWith("/learning") ? signedIn : {};
    const res = await links.get(path, headers);
    const html = await res.text();
    if (res.status() !== 200) problems.push(`${path} → ${res.status()}`);
    if (!/<h1\b/.test(html)) problems.push(`${path}: no <h1>`);
    if (!/class="content-card[ "]/.test(html)) problems.push(`${path}: no content card`);
    problems.push(...(await links.broken(path, mainOf(html))));
    const href = firstItemHref(html);
    if (href) problems.push(...(await crawlDetail(links, decode(href), headers)));
  }
  expect(problems).toEqual([]);
}

async function crawlDetail(links: LinkChecker, href: string, headers: Record<string, string>): Promise<string[]> {
  const res = await links.get(href, headers);
  const html = await res.text();
  if (res.status() !== 200) return [`detail ${href} → ${res.status()}`];
  const problems: string[] = [];
  if (!/<h1\b/.test(html)) problems.push(`${href}: no <h1>`);
  const target = resolveDetailPath(new URL(res.url()).pathname);
  if (!target) return [...problems, `${res.url()} resolves to no type`];
  for (const { selector, html: shown } of TYPE_FIELDS[target.type.id] ?? [])
    if (!shown.test(html)) problems.push(`${href}: no ${selector}`);
  if (!html.includes('<script type="application/ld+json"')) problems.push(`${href}: no JSON-LD`);
  if (!/<link rel="canonical" href="https?:\/\//.test(html)) problems.push(`${href}: no absolute canonical`);
  return [...problems, ...(await links.broken(href, mainOf(html)))];
}

test.describe("browse: every landing page and listing", () => {
  // A few hundred requests each, made one page at a time.
  test.describe.configure({ timeout: 120_000 });

  test("every landing page, its first item and every link inside them answer", async ({ request }) => {
    await crawl(request, LANDINGS);
  });

  test("every /all listing, its first item and every link inside them answer", async ({ request }) => {
    await crawl(request, LISTINGS);
  });
});

test.describe("browse: one landing page and its first item per content type, in the browser", () => {
  for (const path of LANDING_PER_TYPE) {
    test(`${path} and its first item show their cards and fields and pass axe`, async ({ page, checkA11y, login }) => {
      if (path.startsWith("/learning")) await login();
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".content-card").first()).toBeVisible();
      await checkA11y();
      await openDetailOfFirstItem(page, checkA11y);
    });
  }
});

type A11y = (page?: Page) => Promise<void>;

async function openDetailOfFirstItem(page: Page, checkA11y: A11y) {
  const first = page.locator(".content-card__title a").first();
  if ((await first.count()) === 0) return;
  const res = await page.goto((await first.getAttribute("href"))!);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const target = resolveDetailPath(new URL(page.url()).pathname)!;
  for (const { selector } of TYPE_FIELDS[target.type.id] ?? []) await expect(page.locator(selector).first(), selector).toBeVisible();
  await checkA11y(page);
}

test.describe("browse: paging, filters and bad input", () => {
  test("paging links carry the page number in the URL and work with or without JavaScript", ALSO_WITHOUT_JS, async ({ page }) => {
    // The sample content has more than one page of Government of India items.
    await page.goto("/government-of-india/all");
    const next = page.getByRole("link", { name: /next page/i });
    await expect(next).not.toHaveCount(0);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("a filter form submits by GET and an unknown value shows the empty state", ALSO_WITHOUT_JS, async ({ page }) => {
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
  test("every header and footer link of a browse page answers 200", async ({ request }) => {
    const links = new LinkChecker(request);
    const page = await links.get("/articles/all");
    expect(await links.broken("/articles/all", await page.text())).toEqual([]);
  });

  test(
    "an author name opens the contributor popup with JavaScript, or the author page without",
    ALSO_WITHOUT_JS,
    async ({ hydrated, page, jsEnabled, checkA11y }) => {
      // A sample article: those other journeys publish have no author.
      const article = collections.find((c) => c.collection_type === 2 && c.authors?.length)!;
      await page.goto(`/article/${article.slug}`);
      await hydrated();
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
    },
  );

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
