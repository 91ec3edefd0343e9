import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { createTestUser, E2E_DB, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * Campaign and call pages, the campaigns index, consultation feedback with its attachment and
 * the editors' export, site feedback, /blank and /colleges-old (docs/product/campaigns.md#campaigns-and-calls), JavaScript on and off.
 */

const en = translator("en");
const CONSULTATION = "public-consultation-feedback";
const CLOSED_CONSULTATION = "consultation-non-personal-data-for-ai";
const STATUS_WORDS = /^(Open|Closing soon|Opening soon|Closed)$/;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested elsewhere; keep it from covering the buttons.
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

async function campaignSlugs(request: APIRequestContext): Promise<string[]> {
  const res = await request.get("/api/web/campaigns");
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as Array<{ slug: string }>).map((c) => c.slug);
}

/** The status badge's words (the visually hidden "Status:" aside). */
async function statusWords(scope: ReturnType<Page["locator"]>) {
  return (await scope.locator("span.rounded.border-2").first().innerText()).replace(/^Status:\s*/, "").trim();
}

/** A moderator's token, made straight in the e2e database. */
function moderatorToken(): string {
  const user = createTestUser("Editor");
  const db = new Database(E2E_DB);
  try {
    db.prepare("UPDATE users SET role = 'moderator' WHERE id = ?").run(user.id);
  } finally {
    db.close();
  }
  return user.token;
}

async function exportCsv(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/moderation/campaigns/${slug}/feedback.csv`, {
    headers: { Authorization: `Bearer ${moderatorToken()}` },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

async function fillConsultation(page: Page, who: string) {
  await page.locator("main").getByLabel("Your name").fill(who);
  await page.locator("main").getByLabel("Organisation (optional)").fill("Civic Lab");
  await page.locator("main").getByLabel("E-mail address").fill("asha@example.test");
  await page.locator("main").getByLabel("Your comment on 2. Human oversight").fill(`${who}: officers must see the reasons.`);
}

test("every campaign page and the index answer 200 with the status in words, open calls first", async ({ page, request, checkA11y }) => {
  // Nine pages of one template: axe checks the index and the first of them.
  test.setTimeout(120_000);
  const res = await page.goto("/campaigns");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns and calls" })).toBeVisible();
  const items = page.locator("main li");
  const slugs = await campaignSlugs(request);
  await expect(items).toHaveCount(slugs.length);
  const words = [];
  for (const item of await items.all()) words.push(await statusWords(item));
  for (const w of words) expect(w).toMatch(STATUS_WORDS);
  const rank = (w: string) => (w === "Open" || w === "Closing soon" ? 0 : w === "Opening soon" ? 1 : 2);
  expect(words.map(rank)).toEqual(words.map(rank).sort());
  expect(words).toContain("Closed");
  await checkA11y();

  for (const slug of slugs) {
    const answer = await page.goto(`/${slug}`);
    expect(answer?.status(), slug).toBe(200);
    expect(await statusWords(page.locator("main"))).toMatch(STATUS_WORDS);
    await expect(page.getByRole("heading", { name: "Who can apply" })).toBeVisible();
    await expect(page.getByText("Opens", { exact: true })).toBeVisible();
    await expect(page.getByText("Closes", { exact: true })).toBeVisible();
    if (slug === slugs[0]) await checkA11y();
  }
  // The pages of RAISE stay as they were.
  expect((await page.goto("/raise"))?.status()).toBe(200);
  expect((await page.goto("/raise/video-library"))?.status()).toBe(200);
});

test(
  "a visitor sends consultation feedback with an attachment, sees the reference and the editors find it in the export",
  ALSO_WITHOUT_JS,
  async ({ page, request, checkA11y }) => {
    await page.goto(`/${CONSULTATION}`);
    await expect(page.getByRole("heading", { name: "The draft, section by section" })).toBeVisible();
    await checkA11y();
    const who = `Asha ${Date.now().toString(36)}`;
    await fillConsultation(page, who);
    await page
      .locator("main")
      .getByLabel("Attach a document (optional)")
      .setInputFiles({ name: "comments.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Send comments" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your comments" })).toBeVisible();
    const reference = (await page.getByTestId("reference").innerText()).trim();
    expect(reference).toMatch(/^PC-\d{4}-\d{6}$/);
    await checkA11y();

    const csv = await exportCsv(request, CONSULTATION);
    const row = csv.split("\r\n").find((line) => line.startsWith(`${reference},`));
    expect(row).toContain(who);
    expect(row).toContain("comments.pdf,pdf,");
  },
);

test("a wrong attachment type or an oversized file gets a clear message and keeps what was typed", ALSO_WITHOUT_JS, async ({ page }) => {
  await page.goto(`/${CONSULTATION}`);
  await fillConsultation(page, "Ravi Kumar");
  await page
    .locator("main")
    .getByLabel("Attach a document (optional)")
    .setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
  await page.getByRole("button", { name: "Send comments" }).click();
  await expect(page.getByRole("alert")).toContainText("The attachment must be a PDF, DOCX or ODT file");
  await expect(page.locator("main").getByLabel("Your name")).toHaveValue("Ravi Kumar");
  await expect(page.locator("main").getByLabel("Your comment on 2. Human oversight")).toHaveValue(
    "Ravi Kumar: officers must see the reasons.",
  );

  const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
  await page
    .locator("main")
    .getByLabel("Attach a document (optional)")
    .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
  await page.getByRole("button", { name: "Send comments" }).click();
  await expect(page.getByRole("alert")).toContainText("The attachment must be 5 MB or smaller");
  await expect(page.locator("main").getByLabel("E-mail address")).toHaveValue("asha@example.test");
  await expect(page.locator("main").getByLabel("Organisation (optional)")).toHaveValue("Civic Lab");
});

test("feedback without a comment is refused with a message that links to the comments", ALSO_WITHOUT_JS, async ({ page }) => {
  await page.goto(`/${CONSULTATION}`);
  await page.locator("main").getByLabel("Your name").fill("Meera");
  await page.locator("main").getByLabel("E-mail address").fill("meera@example.test");
  await page.getByRole("button", { name: "Send comments" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Comment on at least one section" })).toBeVisible();
  await expect(page.locator("main").getByLabel("Your name")).toHaveValue("Meera");
});

test("a closed consultation says so and refuses new feedback", ALSO_WITHOUT_JS, async ({ page, request }) => {
  await page.goto(`/${CLOSED_CONSULTATION}`);
  await expect(page.getByText(en("campaigns.consultation.closed"))).toBeVisible();
  await expect(page.getByRole("button", { name: "Send comments" })).toHaveCount(0);
  const res = await request.post(`/api/web/campaigns/${CLOSED_CONSULTATION}/feedback`, {
    data: { name: "A", email: "a@example.test", comments: { licences: "Open by default." } },
  });
  expect(res.status()).toBe(409);
  // The form's own address says so too, and offers no form.
  await page.goto(`/consultation/${CLOSED_CONSULTATION}/feedback`);
  await expect(page.getByText(en("campaigns.consultation.closed"))).toBeVisible();
  await expect(page.locator("main form")).toHaveCount(0);
});

test("a visitor sends site feedback and sees a reference number", ALSO_WITHOUT_JS, async ({ page, request, checkA11y }) => {
  await page.goto("/feedback?page=/news/all");
  await checkA11y();
  await expect(page.locator("main").getByLabel("Page it is about (optional)")).toHaveValue("/news/all");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("alert")).toContainText("Choose what your feedback is about");
  await page.getByRole("radio", { name: "Accessibility" }).check();
  await page.locator("main").getByLabel("Your feedback").fill("The filters are hard to reach with a keyboard.");
  await page.locator("main").getByLabel("E-mail address (optional)").fill("ravi@example.test");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your feedback" })).toBeVisible();
  const text = await page.getByRole("status").innerText();
  const reference = text.match(/FB-\d{4}-\d{6}/)?.[0];
  expect(reference).toBeTruthy();
  await expect(page.getByText("We have sent an acknowledgement to your e-mail address.")).toBeVisible();
  const list = await request.get("/api/moderation/feedback", { headers: { Authorization: `Bearer ${moderatorToken()}` } });
  const found = ((await list.json()).data as Array<{ reference: string; page: string }>).find((f) => f.reference === reference);
  expect(found?.page).toBe("/news/all");
});

test("/blank shows the blank layout with a way home, and /colleges-old moves to /colleges for good", async ({
  page,
  request,
  checkA11y,
}) => {
  expect((await page.goto("/blank"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Blank page" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await checkA11y();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const [from, to] of [
    ["/colleges-old", "/colleges"],
    ["/hi/colleges-old", "/hi/colleges"],
  ]) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers().location, "http://x").pathname).toBe(to);
  }
  await page.goto("/colleges-old");
  await expect(page).toHaveURL(/\/colleges$/);
});

test("the campaign, consultation and feedback pages in Hindi leave nothing untranslated", async ({ page }) => {
  for (const path of [
    "/hi/campaigns",
    `/hi/${CONSULTATION}`,
    "/hi/cyberguard-ai-hackathon",
    "/hi/feedback",
    "/hi/blank",
    `/hi/consultation/${CONSULTATION}/feedback`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES), path).toEqual([]);
  }
  await expect(page.getByRole("button", { name: "टिप्पणियां भेजें" })).toBeVisible();
});
