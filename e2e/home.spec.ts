import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every same-origin link inside `scope` (hidden menu panels included), without fragments. */
async function sameOriginLinks(page: Page, scope: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.$$eval(`${scope} a[href]`, (as) => as.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((h) => h.startsWith(origin + "/")).map((h) => h.split("#")[0]))];
}

async function brokenLinks(request: APIRequestContext, hrefs: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 5, failOnStatusCode: false });
    if (res.status() >= 400) failures.push(`${href} → ${res.status()}`);
  }
  return failures;
}

test.describe("home page", () => {
  test("no link in the home page's main content, menus or footer leads to a missing page", async ({ page, request }) => {
    await page.goto("/");
    const main = await sameOriginLinks(page, "main");
    const menus = await sameOriginLinks(page, "header");
    const footer = await sameOriginLinks(page, "footer");
    // The latest items, every mega menu entry and the footer's lists are all there to crawl.
    expect(main.filter((h) => !h.includes("/hub/")).length, "latest items link to their pages").toBeGreaterThanOrEqual(4);
    expect(menus.length).toBeGreaterThanOrEqual(20);
    expect(footer.length).toBeGreaterThanOrEqual(8);
    expect(await brokenLinks(request, [...new Set([...main, ...menus, ...footer])])).toEqual([]);
  });

  test("every latest item on the home page is a shared content card with a link and a date", async ({ page }) => {
    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest" });
    const cards = latest.locator(".content-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.locator(".content-card__title a")).toHaveAttribute("href", /^\/[a-z-]+\/[a-z0-9-]+$/);
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    }
  });
});
