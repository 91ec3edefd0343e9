import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import { hashPassword } from "../api/accounts/passwords";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { E2E_DB, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The portal in Hindi (docs/product/chrome.md#languages), the reader's journeys with JavaScript on and off, every page under /hi in Hindi,
 * Hindi content where it exists and English marked as such where it does not, the journeys of a
 * Hindi reader, and the language kept from one page to the next.
 */

const hi = translator("hi");
const ARTICLE = 2;

interface Card {
  slug: string;
  title: string;
  lang?: string;
}

/** Articles as the API gives them to a Hindi page: translated ones in Hindi, the rest in English. */
async function hindiArticles(request: APIRequestContext): Promise<{ translated: Card[]; englishOnly: Card[] }> {
  const res = await request.get(`/api/web/collections?type=${ARTICLE}&per_page=48&lang=hi`);
  expect(res.ok()).toBe(true);
  const items = (await res.json()).data.items as Card[];
  return { translated: items.filter((i) => i.lang === "hi"), englishOnly: items.filter((i) => i.lang === "en") };
}

async function englishTitle(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`/api/web/collections/${ARTICLE}/${slug}`);
  return (await res.json()).data.item.title as string;
}

/** A word of a Hindi title that search should find it by (the longest one). */
function hindiWord(title: string): string {
  return title
    .split(/[\s,।:‘’“”()-]+/)
    .filter((w) => /^[\u0900-\u097F]+$/.test(w))
    .sort((a, b) => b.length - a.length)[0];
}

async function createPasswordUser(name: string, email: string, password: string) {
  const hash = await hashPassword(password);
  const db = new Database(E2E_DB);
  try {
    db.prepare(
      "INSERT INTO users (uuid, name, email, password_hash, role, consent_accepted, created_at) VALUES (?, ?, ?, ?, 'user', 1, ?)",
    ).run(randomUUID(), name, email, hash, new Date().toISOString());
  } finally {
    db.close();
  }
}

async function expectInHindi(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const found = await page.evaluate(findUntranslated, ALLOWED_NAMES);
  expect(found, `untranslated text on ${page.url()}`).toEqual([]);
  // Every lang attribute names a language of the site (content fallbacks are marked "en").
  const langs = await page.locator("body [lang]").evaluateAll((els) => els.map((e) => e.getAttribute("lang")));
  expect(langs.filter((l) => l !== "hi" && l !== "en")).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

test.describe("a Hindi reader", ALSO_WITHOUT_JS, () => {
  test("goes from the Hindi home page to a listing and a Hindi article, then to the same article in English", async ({ page, request }) => {
    const { translated } = await hindiArticles(request);
    expect(translated.length).toBeGreaterThan(0);
    const titles = new Set(translated.map((t) => t.title));

    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page
      .getByRole("navigation", { name: hi("header.mainNav") })
      .locator("summary", { hasText: hi("header.tab.resources") })
      .click();
    await page.locator("header a[href='/hi/articles']").first().click();
    await expect(page).toHaveURL(/\/hi\/articles$/);
    await page.locator("main a[href='/hi/articles/all']").first().click();
    await expect(page).toHaveURL(/\/hi\/articles\/all$/);

    // The first page of the listing that shows a translated article; its card is in Hindi.
    let card = page.locator("main article").filter({ has: page.locator("a[href^='/hi/article/']") });
    for (let pageNo = 1; pageNo <= 6; pageNo++) {
      const cardTitles = await card.locator("a[href^='/hi/article/']").allTextContents();
      const match = cardTitles.find((t) => titles.has(t.trim()));
      if (match) {
        card = card.filter({ hasText: match.trim() }).first();
        break;
      }
      await page.locator("a[rel='next']").first().click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNo + 1}`));
    }
    const link = card.locator("a[href^='/hi/article/']").first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/hi\/article\//);
    await expectInHindi(page);

    const slug = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${slug}$`));
    expect(new URL(page.url()).pathname).toBe(`/article/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(await englishTitle(request, slug));
    // And back: the switch on the English page is labelled in Hindi.
    await expect(page.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
  });

  test("sees an article that has no Hindi version in English, marked as English with a note", async ({ page, request, checkA11y }) => {
    const { englishOnly } = await hindiArticles(request);
    const item = englishOnly[0];
    await page.goto(`/hi/article/${item.slug}`);
    await expect(page.getByText(hi("language.englishOnly")).first()).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(item.title);
    expect(await heading.evaluate((h) => h.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    await expectInHindi(page);
    await checkA11y();
  });

  test("searches for a Hindi word from the header and finds the Hindi article", async ({ page, request }) => {
    const { translated } = await hindiArticles(request);
    const item = translated[0];
    const word = hindiWord(item.title);
    await page.goto("/hi");
    const box = page.getByRole("banner").getByLabel(hi("header.search.label"), { exact: true });
    await box.fill(word);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hi\/search\?queryData=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get("queryData")!)).toEqual({ searchText: word });
    await expect(page.locator(`main a[href='/hi/article/${item.slug}']`).first()).toBeVisible();
    await expectInHindi(page);
  });

  test("signs in from a Hindi article's comments, comes back to them, and posts a comment in Hindi", async ({
    page,
    request,
    jsEnabled,
  }) => {
    const { translated } = await hindiArticles(request);
    const item = translated[(jsEnabled ? 1 : 2) % translated.length];
    const email = `hindi-${randomUUID().slice(0, 8)}@example.test`;
    await createPasswordUser("सुनीता शर्मा", email, "Correct-Horse-42");
    const thread = () => (jsEnabled ? page.getByRole("dialog") : page.locator("#comments"));

    await page.goto(`/hi/article/${item.slug}#comments`);
    await thread().locator("a[href^='/hi/signin?redirectTo=']").first().click();
    await expect(page).toHaveURL(/\/hi\/signin\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/hi/article/${item.slug}#comments`);
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill("Correct-Horse-42");
    await page.locator("main form button[type=submit]").last().click();
    await expect(page).toHaveURL(new RegExp(`/hi/article/${item.slug}#comments$`));

    const text = `बहुत उपयोगी लेख, धन्यवाद ${Date.now()}`;
    const composer = thread().locator("textarea[name=comment]").first();
    await composer.fill(text);
    await composer.locator("xpath=ancestor::form").locator("button[type=submit]").click();
    await expect(thread().getByText(text).first()).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/article\//);
    await expectInHindi(page);
  });

  test("is told in Hindi what is wrong with a newsletter address", async ({ page, jsEnabled }) => {
    await page.goto("/hi");
    const form = () => page.locator("form[action='/hi/newsletter']").first();
    await form()
      .getByRole("button", { name: hi("newsletter.submit") })
      .click();
    await expect(page.getByText(hi("newsletter.error.required")).first()).toBeVisible();
    if (!jsEnabled) await expect(page).toHaveURL(/\/hi\/newsletter$/);
    await form().getByLabel(hi("newsletter.emailLabel")).fill("पता-गलत");
    await form()
      .getByRole("button", { name: hi("newsletter.submit") })
      .click();
    await expect(page.getByText(hi("newsletter.error.invalid")).first()).toBeVisible();
    await expectInHindi(page);
  });
});

test.describe("every Hindi page", () => {
  const anonymous = [
    "/hi",
    "/hi/articles/all",
    "/hi/news",
    "/hi/events/all",
    "/hi/startup/all",
    "/hi/hub/compute-capacity",
    `/hi/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: "क्षज्ञत्रझ" }) })}`,
    "/hi/signin",
    "/hi/signup",
    "/hi/signin-email",
    "/hi/signup-email",
    "/hi/forgot-password",
    "/hi/newsletter",
    "/hi/privacy-policy",
    "/hi/about-us",
    "/hi/responsible-ai/homepage",
    "/hi/responsible-ai/assessment",
    "/hi/videos",
    "/hi/no-such-page",
  ];
  for (const path of anonymous) {
    test(`is in Hindi with nothing untranslated: ${path}`, async ({ page, checkA11y }) => {
      await page.goto(path);
      await expectInHindi(page);
      await checkA11y();
    });
  }

  const signedIn = ["/hi/profile", "/hi/profile/edit", "/hi/posts/all", "/hi/user-contribution", "/hi/delete-account"];
  for (const path of signedIn) {
    test(`is in Hindi with nothing untranslated when signed in: ${path}`, async ({ page, login, checkA11y }) => {
      await login("रवि कुमार");
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectInHindi(page);
      await checkA11y();
    });
  }

  test("a Hindi article and an author page are in Hindi", async ({ page, request, checkA11y }) => {
    const { translated } = await hindiArticles(request);
    await page.goto(`/hi/article/${translated[0].slug}`);
    await expectInHindi(page);
    await checkA11y();
    const author = page.locator("main a[href^='/hi/author/']").first();
    if (await author.count()) {
      await page.goto((await author.getAttribute("href"))!);
      await expectInHindi(page);
    }
  });

  test("renders Devanagari with a Devanagari font stack and no web font", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await page.goto("/hi");
    const family = await page.locator("main").evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/Noto Sans Devanagari/);
    expect(fonts).toEqual([]);
  });
});

test.describe("the check for untranslated text", () => {
  test("allows in a Hindi page's description every word of its English-marked title and summary", async ({ page }) => {
    // A title and the summary under it, with no space between them in the markup: the summary's
    // first word must count as marked English on its own (an item the desk journey publishes).
    const description = "Two seasons of district trials.";
    await page.setContent(
      `<html lang="hi"><head><title>लेख</title><meta name="description" content="${description}"></head>` +
        `<body><div lang="en"><h1>Drought forecasts</h1><p>${description}</p></div><p>Loose words</p></body></html>`,
    );
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([{ where: "p", text: "Loose words" }]);
  });
});

test.describe("addresses in two languages", () => {
  test("unknown language prefixes are 404, and a page is the same whatever the cookie or Accept-Language", async ({ request }) => {
    expect((await request.get("/fr/articles/all")).status()).toBe(404);
    expect((await request.get("/hi/no-such-page")).status()).toBe(404);
    const plain = await request.get("/hi/articles/all");
    const english = await request.get("/hi/articles/all", { headers: { "Accept-Language": "en-GB,en", Cookie: "lang=en" } });
    for (const res of [plain, english]) {
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('<html lang="hi"');
      expect(res.headers().vary ?? "").not.toMatch(/accept-language/i);
    }
    const englishPage = await request.get("/articles/all", { headers: { "Accept-Language": "hi-IN,hi" } });
    expect(await englishPage.text()).toContain('<html lang="en"');
  });

  test("each page names its other language and x-default", async ({ page }) => {
    await page.goto("/hi/articles/all?page=2");
    const alternates = await page
      .locator("head link[rel=alternate][hreflang]")
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((l) => [
            l.getAttribute("hreflang"),
            new URL(l.getAttribute("href")!).pathname + new URL(l.getAttribute("href")!).search,
          ]),
        ),
      );
    expect(alternates).toEqual({ en: "/articles/all?page=2", hi: "/hi/articles/all?page=2", "x-default": "/articles/all?page=2" });
  });

  test("the sitemap lists both languages with alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap/pages.xml")).text(); // a file of the sitemap index (decision 0103)
    expect(xml).toMatch(/<loc>[^<]*\/hi\/articles\/all<\/loc>/);
    expect(xml).toMatch(/hreflang="hi"/);
    expect(xml).toMatch(/hreflang="x-default"/);
  });
});
