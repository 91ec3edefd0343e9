import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { translator } from "../app/i18n";
import { createTestUser, sessionCookieFor } from "./fixtures";

/**
 * Offline reading (docs/product/chrome.md#offline, docs/product/chrome.md#offline offline screen) through the service worker, public/sw.js.
 * Service workers need JavaScript: this spec runs in the JavaScript project only. It uses its
 * own console check: a page read offline logs failed loads (images it did not keep), which are
 * the network being off, not an application error.
 */
const test = base.extend<{ consoleErrors: void }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // Remix's route discovery on a page still open when the network goes says so too.
        if (msg.type() === "error" && !/ERR_INTERNET_DISCONNECTED|status of 4\d\d|^Failed to fetch manifest patches/.test(msg.text()))
          errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

// Every other spec blocks the service worker (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const en = translator("en");
const hi = translator("hi");

interface Card {
  slug: string;
  title: string;
}

async function latest(request: APIRequestContext, type: number, count: number): Promise<Card[]> {
  const answer = await request.get(`/api/web/collections?type=${type}&per_page=${count}&sort=latest`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { items: Card[] } }).data.items;
}

/** Opens the home page and waits until the service worker controls it. */
async function withServiceWorker(page: Page) {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses the worker keeps for reading offline. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("portal-reads-")) continue;
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
    }
    return urls;
  });

/**
 * Takes the browser offline, and waits until the service worker is offline too. Playwright
 * applies the offline state to the worker's own target separately (microsoft/playwright#2311):
 * until it has, the worker's fetches still reach the server, and a journey that navigated at
 * once got the live page instead of the offline screen now and then (a CI run on 24 November).
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  for (const worker of context.serviceWorkers()) {
    await expect.poll(() => worker.evaluate(() => navigator.onLine), { message: "the service worker sees the network gone" }).toBe(false);
  }
}

async function read(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => keptUrls(page), { message: `${path} kept for reading offline` }).toContain(path);
}

test("a visitor who read an article can open it again offline", async ({ page, context, request }) => {
  const [article] = await latest(request, 2, 1);
  await withServiceWorker(page);
  await read(page, `/article/${article.slug}`);

  await goOffline(context);
  await page.goto(`/article/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  // Kept as the no-JavaScript page: it does not try to hydrate against a server it cannot reach.
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("an unread page offline shows the offline screen, listing the pages read, in the page's language", async ({
  page,
  context,
  request,
}) => {
  const [article] = await latest(request, 2, 1);
  const [news] = await latest(request, 3, 1);
  await withServiceWorker(page);
  await read(page, `/article/${article.slug}`);

  await goOffline(context);
  await page.goto(`/news/${news.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: en("offline.heading") })).toBeVisible();
  const reads = page.getByRole("region", { name: en("gigw.offline.reads") });
  const link = reads.getByRole("link", { name: article.title });
  await expect(link).toHaveAttribute("href", `/article/${article.slug}`);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();

  await page.goto(`/hi/news/${news.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: hi("offline.heading") })).toBeVisible();
  // The English title is marked as English on the Hindi screen.
  await expect(page.getByRole("region", { name: hi("gigw.offline.reads") }).getByRole("link", { name: article.title })).toHaveAttribute(
    "lang",
    "en",
  );
});

test("with nothing read, the offline screen has no empty list", async ({ page, context, request }) => {
  const [news] = await latest(request, 3, 1);
  await withServiceWorker(page);
  await goOffline(context);
  await page.goto(`/news/${news.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: en("offline.heading") })).toBeVisible();
  await expect(page.getByRole("region", { name: en("gigw.offline.reads") })).toHaveCount(0);
});

test("on the home page, the offline screen covers the page and the page reloads when the network returns", async ({ page, context }) => {
  await withServiceWorker(page);
  await goOffline(context);
  const cover = page.getByRole("alertdialog", { name: en("offline.heading") });
  await expect(cover).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(cover).toHaveCount(0);
});

test("opening the home page offline shows the offline screen, which reloads into the home page when the network returns", async ({
  page,
  context,
}) => {
  await withServiceWorker(page);
  await goOffline(context);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: en("offline.heading") })).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: en("offline.heading") })).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
});

test("a signed-in reader's pages are never kept, nor served from the cache", async ({ page, context, request, baseURL }) => {
  const [, article] = await latest(request, 2, 2);
  const user = createTestUser("Offline Reader Kaveri");
  await context.addCookies([{ name: "__session", value: await sessionCookieFor(user), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  await withServiceWorker(page);

  const response = await page.goto(`/article/${article.slug}`);
  expect(response?.headers()["cache-control"]).not.toMatch(/public/);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();

  await goOffline(context);
  await page.goto(`/article/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: en("offline.heading") })).toBeVisible();

  expect(await keptUrls(page)).toEqual([]);
  // Nothing any cache holds was made for this user.
  const cached = await page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) bodies.push(await (await cache.match(request))!.text());
    }
    return bodies;
  });
  expect(cached.length).toBeGreaterThan(0);
  for (const body of cached) expect(body).not.toContain(user.name);
});

test("the worker's own script is same-origin and allowed by the page's policy", async ({ page, request }) => {
  const answer = await request.get("/sw.js");
  expect(answer.ok()).toBe(true);
  expect(answer.headers()["content-type"]).toMatch(/javascript/);
  await withServiceWorker(page);
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  expect(new URL(scope).pathname).toBe("/");
});
