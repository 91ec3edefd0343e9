import type { Page } from "@playwright/test";
import { gigwPages } from "../api/seed/content/gigw";
import { hindiGigwPages } from "../api/seed/content/hindi/gigw";
import { pages } from "../api/seed/content/pages";
import { settings } from "../api/seed/content/settings";
import { formatDate } from "../app/content/format";
import { LISTING_PAGE_SIZE } from "../app/content/listing-query";
import { translator, type Language } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { expect, test } from "./fixtures";

/**
 * GIGW 3.0 (docs/product/gigw.md#gigw-pages-and-accessibility): the pages a Government of India site must carry, the HTML site map, the
 * footer's links and "Last updated" on every page, in English and Hindi. The
 * server's HTML is the same without JavaScript: these run in the JavaScript project only.
 */

const footer = (page: Page) => page.getByRole("contentinfo");

/** The footer says when the page was last updated (on `day`, YYYY-MM-DD, when given), in the page's language. */
async function expectLastUpdated(page: Page, lang: Language, day?: string) {
  const t = translator(lang);
  const line = footer(page).getByText(t("gigw.footer.lastUpdated"));
  await expect(line).toBeVisible();
  const time = line.locator("time");
  await expect(time).toHaveAttribute("datetime", day ? new RegExp(`^${day}T`) : /^\d{4}-\d{2}-\d{2}T/);
  await expect(time).toHaveText(formatDate((await time.getAttribute("datetime"))!, lang));
}

const dayOf = (iso: string) => iso.slice(0, 10);
const updatedOf = (slug: string) => dayOf([...gigwPages, ...pages].find((p) => p.slug === slug)!.updated_at);

test.describe("GIGW pages", () => {
  for (const source of gigwPages) {
    test(`${source.title} is a page with its content and its last-updated date, in English`, async ({ page, checkA11y }) => {
      const response = await page.goto(`/${source.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: source.title })).toBeVisible();
      await expect(page.locator("main")).toContainText(source.excerpt);
      await expectLastUpdated(page, "en", dayOf(source.updated_at));
      await checkA11y();
    });
  }

  for (const hindi of hindiGigwPages) {
    test(`${hindi.slug} reads in Hindi at /hi/${hindi.slug}`, async ({ page, checkA11y }) => {
      const response = await page.goto(`/hi/${hindi.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1, name: hindi.title })).toBeVisible();
      await expectLastUpdated(page, "hi", hindi.updated);
      expect(await page.evaluate(findUntranslated, ALLOWED_NAMES), "untranslated text").toEqual([]);
      await checkA11y();
    });
  }

  test("the screen-reader page lists the free screen readers with links to them", async ({ page }) => {
    await page.goto("/screen-reader-access");
    const table = page.getByRole("table", { name: "Screen readers that work with this portal" });
    for (const name of ["NVDA", "JAWS", "VoiceOver", "TalkBack", "Orca"]) {
      await expect(table.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("the accessibility statement claims WCAG 2.1 AA, lists known limits and says how to report a problem", async ({ page }) => {
    await page.goto("/accessibility-statement");
    const main = page.locator("main");
    await expect(main).toContainText("WCAG) 2.1");
    await expect(main.getByRole("heading", { name: "Known limitations" })).toBeVisible();
    await expect(main.getByRole("link", { name: "feedback form" })).toHaveAttribute("href", "/feedback");
    await expect(main.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact-us");
  });

  test("the policies the portal already had say what GIGW asks of them", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Governing law" })).toBeVisible();
    await expectLastUpdated(page, "en", updatedOf("terms"));
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Pages you read offline" })).toBeVisible();
  });
});

test.describe("the HTML site map", () => {
  for (const lang of ["en", "hi"] as const) {
    test(`lists the portal's sections, grouped, and every link answers (${lang})`, async ({ page, request }) => {
      const t = translator(lang);
      const prefix = lang === "hi" ? "/hi" : "";
      const response = await page.goto(`${prefix}/site-map`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t("gigw.siteMap.title") })).toBeVisible();
      for (const group of ["resources", "ecosystem", "pillars", "responsibleAi", "campaigns", "account", "about"] as const) {
        await expect(page.getByRole("heading", { level: 2, name: t(`gigw.siteMap.${group}`) })).toBeVisible();
      }
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: t("gigw.link.accessibility") })).toHaveAttribute(
        "href",
        `${prefix}/accessibility-statement`,
      );
      // The tools, not only the pages: the self-assessment and the assistant (outside testers).
      await expect(main.getByRole("link", { name: t("guidance.nav.assessment"), exact: true })).toHaveAttribute(
        "href",
        `${prefix}/responsible-ai/assessment`,
      );
      await expect(main.getByRole("link", { name: t("assistant.title"), exact: true })).toHaveAttribute("href", `${prefix}/assistant`);
      await expect(main.getByRole("link", { name: t("gigw.link.disclaimer") })).toHaveAttribute("href", `${prefix}/disclaimer`);
      const hrefs = await main.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(40);
      for (const href of hrefs) {
        if (href !== "/sitemap.xml") expect(href.startsWith(`${prefix}/`), href).toBe(true);
        const answer = await request.get(href, { maxRedirects: 0 });
        // Account pages send an anonymous reader to sign in; everything else answers itself.
        expect([200, 302], href).toContain(answer.status());
      }
      if (lang === "hi") expect(await page.evaluate(findUntranslated, ALLOWED_NAMES), "untranslated text").toEqual([]);
    });
  }

  test("is axe clean", async ({ page, checkA11y }) => {
    await page.goto("/site-map");
    await checkA11y();
  });
});

test.describe("the footer", () => {
  test("links to every GIGW page, the feedback form and the site map, and each answers", async ({ page, request }) => {
    await page.goto("/");
    const nav = footer(page);
    const t = translator("en");
    for (const key of [
      "gigw.link.help",
      "gigw.link.accessibility",
      "gigw.link.screenReader",
      "gigw.link.contact",
      "gigw.link.feedback",
      "gigw.link.siteMap",
      "gigw.link.policies",
      "gigw.link.copyright",
      "gigw.link.hyperlinking",
      "gigw.link.archival",
      "gigw.link.review",
      "gigw.link.disclaimer",
      "footer.link.privacy",
      "footer.link.terms",
      "footer.link.cookies",
    ] as const) {
      const link = nav.getByRole("link", { name: t(key), exact: true });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href"))!;
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("keeps the language on Hindi pages", async ({ page }) => {
    await page.goto("/hi");
    await expect(footer(page).getByRole("link", { name: translator("hi")("gigw.link.help") })).toHaveAttribute("href", "/hi/help");
  });

  test("ministry logos are links to the ministries' sites, named by the ministry, opening in place", async ({ page }) => {
    await page.goto("/");
    const ministries = footer(page).getByRole("list", { name: "Ministries" });
    for (const logo of settings.ministry_logos) {
      const link = ministries.getByRole("link", { name: logo.name });
      await expect(link).toHaveAttribute("href", logo.link);
      await expect(link).not.toHaveAttribute("target", /.+/);
    }
  });

  for (const width of [320, 360, 768, 1024, 1280]) {
    test(`fits a ${width} px screen without sideways scrolling, every link visible`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/help");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const links = footer(page).getByRole("link");
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width + 1);
      }
    });
  }
});

test.describe("Last updated on every page", () => {
  test("a content page shows its own date", async ({ page, request }) => {
    const answer = await request.get("/api/web/collections?type=2&per_page=1&sort=latest");
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: { items: { slug: string; updated_at: string }[] } };
    const item = data.items[0];
    await page.goto(`/article/${item.slug}`);
    await expectLastUpdated(page, "en", dayOf(item.updated_at));
  });

  test("a listing shows its newest item's date", async ({ page, request }) => {
    // The first page of /news/all, as its loader asks for it.
    const answer = await request.get(`/api/web/collections?type=3&per_page=${LISTING_PAGE_SIZE}`);
    const { data } = (await answer.json()) as { data: { items: { updated_at: string }[] } };
    const newest = data.items
      .map((i) => i.updated_at)
      .sort()
      .at(-1)!;
    await page.goto("/news/all");
    await expectLastUpdated(page, "en", dayOf(newest));
  });

  test("an application page shows the build's date, in Hindi on Hindi pages", async ({ page }) => {
    await page.goto("/signin");
    await expectLastUpdated(page, "en");
    await page.goto("/hi/signin");
    await expectLastUpdated(page, "hi");
  });
});

test.describe("error screens", () => {
  test("an unknown page says so with the product's words and status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByText("We can’t find the page you are looking for. Check out our Help Center or head back to home."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
    await expectLastUpdated(page, "en");
  });

  test("an unknown Hindi page is the Hindi not-found page", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page-anywhere");
    expect(response?.status()).toBe(404);
    const t = translator("hi");
    await expect(page.getByText(t("notFound.text", { help: t("notFound.helpCenter") }))).toBeVisible();
    await expect(page.getByRole("link", { name: t("notFound.helpCenter") })).toHaveAttribute("href", "/hi/help");
    await expect(page.getByRole("link", { name: t("notFound.backHome") })).toHaveAttribute("href", "/hi");
  });
});

test.describe("the offline screen's page", () => {
  for (const lang of ["en", "hi"] as const) {
    test(`says the product's words, is not indexed and is axe clean (${lang})`, async ({ page, checkA11y }) => {
      const t = translator(lang);
      const response = await page.goto(lang === "hi" ? "/hi/offline" : "/offline");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t("offline.heading") })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The list of pages kept offline is filled in by the service worker; empty, it stays hidden.
      await expect(page.getByRole("region", { name: t("gigw.offline.reads") })).toHaveCount(0);
      await expect(page.getByRole("link", { name: t("gigw.offline.home") })).toHaveAttribute("href", lang === "hi" ? "/hi" : "/");
      await checkA11y();
    });
  }
});
