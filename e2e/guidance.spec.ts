import type { Page } from "@playwright/test";
import { translator } from "../app/i18n";
import { ASSESSMENT_PATH, GUIDANCE_PAGES } from "../app/guidance/pages";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The Responsible-AI guidance pages (docs/product/guidance.md#guidance-pages), the search journey also
 * without JavaScript, in English and
 * Hindi: real text from the API, a last-updated date, a table of contents leading to the
 * sections' anchors, the section's navigation, and the ways in (footer, search, sitemap).
 */

const en = translator("en");
const hi = translator("hi");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

async function expectGuidancePage(page: Page, t: typeof en, anchors: readonly string[]) {
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByText(t("guidance.lastUpdated"))).toBeVisible();
  await expect(main.locator("time")).toHaveText(/\S+ \S+ 2\d{3}/);
  const toc = main.getByRole("navigation", { name: t("guidance.toc") });
  await expect(toc.getByRole("link")).toHaveCount(anchors.length);
  for (const id of anchors) await expect(main.locator(`h2#${id}`)).toBeVisible();
  // Real text: several sections of prose, and the sample notice.
  expect((await main.locator(".rich-text").innerText()).split(/\s+/).length).toBeGreaterThan(150);
  await expect(main.getByRole("navigation", { name: t("guidance.nav.label") }).getByRole("link")).toHaveCount(GUIDANCE_PAGES.length + 1);
}

test.describe("the guidance pages in English", () => {
  for (const g of GUIDANCE_PAGES) {
    test(`${g.path} answers with its text, last-updated date, contents and section navigation`, async ({ page, checkA11y }) => {
      const response = await page.goto(g.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectGuidancePage(page, en, g.anchors);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
        g.key === "homepage" ? en("guidance.section") : en(g.label),
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join()).toContain('"BreadcrumbList"');
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${g.path}$`));
      await expect(page.locator("link[rel=alternate][hreflang=hi]")).toHaveAttribute("href", new RegExp(`/hi${g.path}$`));
      await checkA11y();
    });
  }

  test("the table of contents takes a reader to a principle's section", async ({ page }) => {
    await page.goto("/responsible-ai/principle-point-of-focus");
    await page
      .getByRole("navigation", { name: en("guidance.toc") })
      .getByRole("link", { name: "Accountability" })
      .click();
    await expect(page).toHaveURL(/#accountability$/);
    await expect(page.locator("h2#accountability")).toBeInViewport();
  });

  test("a reader finds the section from the footer and reaches every page and the self-assessment from its front page", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en("guidance.footerLink"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/responsible-ai\/homepage$/);
    const body = page.locator("main .rich-text");
    for (const g of GUIDANCE_PAGES.slice(1)) await expect(body.locator(`a[href="${g.path}"]`)).toBeVisible();
    await expect(body.locator(`a[href="${ASSESSMENT_PATH}"]`).first()).toBeVisible();
    await page
      .getByRole("navigation", { name: en("guidance.nav.label") })
      .getByRole("link", { name: en("guidance.nav.committees") })
      .click();
    await expect(page).toHaveURL(/\/responsible-ai\/ethics-committees$/);
    await expect(page.locator("main")).toContainText("external member");
  });

  test("site search finds a guidance page and leads to it", ALSO_WITHOUT_JS, async ({ page, checkA11y }) => {
    await page.goto("/search");
    const box = page.getByRole("search", { name: "Search the portal" }).getByLabel("Search the portal");
    await box.fill("ethics committees");
    await box.press("Enter");
    await expect(page).toHaveURL(/queryData=/);
    const found = page.getByRole("region", { name: en("guidance.search.heading") });
    await expect(found.getByRole("link", { name: "AI ethics committees" })).toBeVisible();
    await checkA11y();
    await found.getByRole("link", { name: "AI ethics committees" }).click();
    await expect(page).toHaveURL(/\/responsible-ai\/ethics-committees$/);
  });

  test("the sitemap lists the five pages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap/pages.xml")).text(); // a file of the sitemap index (decision 0103)
    for (const g of GUIDANCE_PAGES) expect(xml).toContain(`<loc>${baseURL}${g.path}</loc>`);
  });
});

test.describe("the guidance pages in Hindi", () => {
  for (const g of GUIDANCE_PAGES) {
    test(`/hi${g.path} answers in Hindi, its text marked with the language it is in`, async ({ page, checkA11y }) => {
      const response = await page.goto(`/hi${g.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expectGuidancePage(page, hi, g.anchors);
      await expect(page.locator("main time")).toHaveText(/[\u0900-\u097F]/);
      // Every link of the section stays in Hindi.
      const hrefs = await page
        .getByRole("navigation", { name: hi("guidance.nav.label") })
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs.every((h) => h?.startsWith("/hi/responsible-ai/"))).toBe(true);
      const bodyLinks = await page.locator("main .rich-text a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(bodyLinks.every((h) => h?.startsWith("/hi/"))).toBe(true);
      await checkA11y();
      // Text the API has only in English is marked lang="en"; everything else is Hindi. The
      // header, footer, shared breadcrumb landmark and site name are the site chrome's (checked
      // by e2e/hindi.spec.ts), so this looks at the page's own part only.
      await page.evaluate(() => document.querySelectorAll("header, footer, nav.breadcrumbs").forEach((el) => el.remove()));
      const untranslated = (await page.evaluate(findUntranslated, ALLOWED_NAMES)).filter((u) => u.where !== "title");
      expect(untranslated, `untranslated text on ${page.url()}`).toEqual([]);
    });
  }
});
