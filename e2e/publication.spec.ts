import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import "../app/authoring/messages";
import "../app/editorial/messages";
import { translator } from "../app/i18n";
import { createTestUser, expect, grantRole, sessionCookieFor, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * docs/product/contributions.md#contributions-and-authoring's whole journey, every step through the portal's own forms, with JavaScript on and
 * off: a contributor signs up and writes an article with an image (preview, draft, submit), an
 * editor sends it back with a note, the contributor finds it in My Uploads, edits and
 * resubmits, the editor approves, and readers find it in its listing (with its 140×140
 * thumbnail), on its page, in search and in the sitemap. Then the same for a company page and
 * an event. The contributor's side alone is e2e/authoring.spec.ts; the desk alone
 * e2e/editorial.spec.ts.
 */
const t = translator("en");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

const picture = async (name: string, background: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

async function signUp(page: Page, name: string) {
  const email = `writer-${randomUUID().slice(0, 8)}@example.test`;
  const password = "Monsoon-Ledger-2026";
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup-email\?sent=1$/);
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** An editor's own browser, with JavaScript as the project has it. */
async function editorDesk(browser: Browser, baseURL: string, jsEnabled: boolean): Promise<{ desk: Page; context: BrowserContext }> {
  const editor = grantRole(createTestUser("Esha Editor"), "editor");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled });
  await context.addCookies([
    { name: "__session", value: await sessionCookieFor(editor), url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "cookie_consent", value: "1", url: baseURL },
    { name: "assistant", value: "closed", url: baseURL },
  ]);
  return { desk: await context.newPage(), context };
}

/** The editor opens the submission from the queue and decides; returns the published address on approval. */
async function decide(desk: Page, title: string, action: "requestChanges" | "approve", note = ""): Promise<string | null> {
  await desk.goto("/editorial");
  await desk.getByRole("link", { name: title }).click();
  await expect(
    desk
      .getByRole("region", { name: t("editorial.item.preview") })
      .getByRole("heading", { name: title })
      .first(),
  ).toBeVisible();
  if (note) await desk.getByLabel(t("editorial.decide.note")).fill(note);
  await desk.getByRole("button", { name: t(`editorial.decide.${action}`) }).click();
  await expect(
    desk
      .getByRole("status")
      .filter({ hasText: t(action === "approve" ? "editorial.decide.done.approve" : "editorial.decide.done.request_changes") }),
  ).toBeVisible();
  if (action !== "approve") return null;
  return desk.getByRole("link", { name: /^\/[a-z-]+\/[a-z0-9-]+$/ }).getAttribute("href");
}

/** The contributor opens the item from My Uploads (or My pages), sees the note, and the form. */
async function openFromUploads(page: Page, list: "/posts/all" | "/pages/all", title: string, note: string) {
  await page.goto(list);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText(`${t("authoring.status.label")} ${t("authoring.status.changes_requested")}`)).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
}

/** Readers find the published item in `listing`, on its page, in search and in the sitemap. */
async function readersFind(
  page: Page,
  request: APIRequestContext,
  { listing, url, title, marker }: { listing: string; url: string; title: string; marker: string },
) {
  await page.goto(listing);
  const card = page.locator("article.content-card").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto(`/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: marker }) })}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  expect(await inSitemap(request, url), `${url} in the sitemap`).toBe(true);
  return card;
}

/** Whether the sitemap index leads to a file listing `path`. */
async function inSitemap(request: APIRequestContext, path: string): Promise<boolean> {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const body = await (await request.get(file)).text();
    if (body.includes(`${path}</loc>`)) return true;
  }
  return false;
}

test(
  "an article with an image goes from the contributor's form through the desk to readers",
  ALSO_WITHOUT_JS,
  async ({ page, browser, baseURL, request, jsEnabled, checkA11y }) => {
    test.setTimeout(150_000);
    const marker = `Kharif${randomUUID().slice(0, 6)}`;
    const title = `${marker} sowing advice reaches farmers by SMS`;
    await signUp(page, "Meera Author");

    await page.goto("/user-contribution");
    await page.getByRole("link", { name: "Article", exact: true }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary", { exact: true }).fill("District offices send daily sowing advice.");
    await page
      .getByLabel("Content", { exact: true })
      .fill("## What changed\n\nFarmers get a **daily** message.\n\n<script>alert(1)</script>");
    await page.getByLabel("Sector").selectOption("agriculture");
    await page.getByLabel("Featured image (optional)").setInputFiles(await picture("field.png", "#2f6f4f"));
    await page.getByLabel("Image description (alt text)").fill("A green paddy field under monsoon clouds");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview: how your page will look" });
    await expect(preview.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
    // Script in Markdown is shown as text, never run.
    await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Your draft is saved.")).toBeVisible();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("Status: Submitted for review")).toBeVisible();

    const { desk, context } = await editorDesk(browser, baseURL!, jsEnabled);
    try {
      const note = "Please say which districts send the messages.";
      await decide(desk, title, "requestChanges", note);

      await openFromUploads(page, "/posts/all", title, note);
      await checkA11y();
      const content = page.getByLabel("Content", { exact: true });
      await content.fill(`${await content.inputValue()}\n\nDistricts: Nashik and Jalna.`);
      await page.getByRole("button", { name: "Submit for review" }).click();
      await expect(page.getByText("Status: Submitted for review")).toBeVisible();

      const url = await decide(desk, title, "approve");
      expect(url).toMatch(/^\/article\//);
      const card = await readersFind(page, request, { listing: "/articles/all", url: url!, title, marker });
      await page.goto("/articles/all");
      // The card's thumbnail carries the image's alt text, cut as cards cut it (app/content/text.ts).
      const thumb = card.getByRole("img", { name: /^A green paddy field/ });
      await expect(thumb).toHaveJSProperty("complete", true);
      expect(
        await thumb.evaluate((img: HTMLImageElement) => [
          img.naturalWidth,
          img.naturalHeight,
          img.getBoundingClientRect().width,
          img.getBoundingClientRect().height,
        ]),
      ).toEqual([140, 140, 140, 140]);
      await page.goto(url!);
      await expect(page.getByText("Districts: Nashik and Jalna.")).toBeVisible();
    } finally {
      await context.close();
    }
  },
);

test(
  "a company page and an event go from their forms through the desk to readers",
  ALSO_WITHOUT_JS,
  async ({ page, browser, baseURL, request, jsEnabled }) => {
    test.setTimeout(180_000);
    const marker = `Vision${randomUUID().slice(0, 6)}`;
    const company = `${marker} Crop Labs`;
    const event = `${marker} clinic for district officers`;
    await signUp(page, "Ravi Menon");

    await page.goto("/pages/company");
    await page.getByLabel("Name", { exact: true }).fill(company);
    await page.getByLabel("Summary", { exact: true }).fill("Computer vision for crop health.");
    await page.getByLabel("Description", { exact: true }).fill("We build tools that spot crop disease early.");
    await page.getByLabel("State or union territory").selectOption("Karnataka");
    await page.getByLabel("City").fill("Mysuru");
    await page.getByLabel("Website").fill("https://example.org");
    await page.getByRole("group", { name: "Sectors" }).getByLabel("Agriculture").check();
    await page.getByLabel("Logo (optional)").setInputFiles(await picture("logo.png", "#123c69"));
    await page.getByLabel("Image description (alt text)").fill(`${marker} logo`);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("Status: Submitted for review")).toBeVisible();

    await page.goto("/pages/events");
    await page.getByLabel("Title", { exact: true }).fill(event);
    await page.getByLabel("Summary", { exact: true }).fill("A one-day hands-on workshop.");
    await page.getByLabel("Content", { exact: true }).fill("Agenda to follow.");
    await page.getByLabel("Start date").fill("2027-03-15");
    await page.getByLabel("Start time").fill("10:00");
    await page.getByLabel("End date").fill("2027-03-15");
    await page.getByLabel("End time").fill("17:00");
    await page.getByLabel("Organiser", { exact: true }).fill("IndiaAI");
    await page.getByLabel("Venue").fill("Vigyan Bhawan, New Delhi");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("Status: Submitted for review")).toBeVisible();

    const { desk, context } = await editorDesk(browser, baseURL!, jsEnabled);
    try {
      const note = "Please add the city to the description.";
      await decide(desk, company, "requestChanges", note);
      await openFromUploads(page, "/pages/all", company, note);
      await page.getByLabel("Description", { exact: true }).fill("We build tools in Mysuru that spot crop disease early.");
      await page.getByRole("button", { name: "Submit for review" }).click();
      await expect(page.getByText("Status: Submitted for review")).toBeVisible();

      const companyUrl = await decide(desk, company, "approve");
      expect(companyUrl).toMatch(/^\/company\//);
      const card = await readersFind(page, request, { listing: "/companies/all", url: companyUrl!, title: company, marker });
      await page.goto("/companies/all");
      await expect(card.getByRole("img", { name: `${marker} logo` })).toHaveJSProperty("complete", true);
      await page.goto(companyUrl!);
      await expect(page.getByText("We build tools in Mysuru that spot crop disease early.")).toBeVisible();

      const eventUrl = await decide(desk, event, "approve");
      expect(eventUrl).toMatch(/^\/events\//);
      await readersFind(page, request, { listing: "/events/all", url: eventUrl!, title: event, marker });
      await page.goto(eventUrl!);
      await expect(page.getByText("Vigyan Bhawan, New Delhi")).toBeVisible();
    } finally {
      await context.close();
    }
  },
);
