import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The contributor's side of authoring (docs/product/contributions.md#contributions-and-authoring): the form of each kind, preview, drafts and
 * submission, with JavaScript on and off. The editor's side is e2e/editorial.spec.ts.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

const png = async () => ({
  name: "monsoon.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2f6f4f" } })
    .png()
    .toBuffer(),
});

test("an anonymous visitor opening a form signs in and comes back to it with publish=true", ALSO_WITHOUT_JS, async ({ page, request }) => {
  await page.goto("/posts/videos");
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fposts%2Fvideos&publish=true$/);
  const email = `author-${randomUUID().slice(0, 8)}@example.test`;
  const res = await request.post("/api/register", { data: { name: "Returning Author", email, password: "Correct-Horse-42" } });
  expect(res.status(), await res.text()).toBe(202);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Correct-Horse-42");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/posts\/videos\?publish=true$/);
  await expect(page.getByRole("heading", { level: 1, name: "New: Video" })).toBeVisible();
  await expect(page.getByLabel("Video link")).toBeVisible();
});

test(
  "a contributor writes an article with an image: errors, preview, draft, submit",
  ALSO_WITHOUT_JS,
  async ({ page, login, checkA11y }) => {
    await login("Meera Author");
    await page.goto("/user-contribution");
    await page.getByRole("link", { name: "Article", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New: Article" })).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: "Submit for review" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    for (const message of ["Enter a title", "Enter a summary", "Enter the content", "Select a sector"]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(/Error: Enter a title/);
    await checkA11y();

    const title = `Monsoon advice by SMS ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary", { exact: true }).fill("District offices send daily weather advice.");
    await page.getByLabel("Content", { exact: true }).fill("## What changed\n\nFarmers get a **daily** message.");
    await page.getByLabel("Sector").selectOption("agriculture");
    await page.getByLabel("Featured image (optional)").setInputFiles(await png());
    await page.getByLabel("Image description (alt text)").fill("A green field under monsoon clouds");

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview: how your page will look" });
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
    // The image went up with the preview: its thumbnail now stands in the form, with Remove.
    await expect(page.getByRole("img", { name: "A green field under monsoon clouds" }).first()).toBeVisible();
    await expect(page.getByLabel("Remove image")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/posts\/articles\/[a-z0-9-]+\?saved=draft$/);
    await expect(page.getByText("Your draft is saved.")).toBeVisible();
    await expect(page.getByText("Status: Draft")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Edit: Article" })).toBeVisible();

    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\?saved=submitted$/);
    await expect(page.getByText("Thank you. Your contribution is submitted for review.")).toBeVisible();
    await expect(page.getByText("Status: Submitted for review")).toBeVisible();
    await checkA11y();
  },
);

test("a contributor creates a company page and an event", ALSO_WITHOUT_JS, async ({ page, login }) => {
  await login("Ravi Menon");
  await page.goto("/pages/company");
  await page.getByLabel("Name", { exact: true }).fill(`Bharat Vision Labs ${randomUUID().slice(0, 4)}`);
  await page.getByLabel("Summary", { exact: true }).fill("Computer vision for crop health.");
  await page.getByLabel("Description", { exact: true }).fill("We build tools for farmers.");
  await page.getByLabel("State or union territory").selectOption("Karnataka");
  await page.getByLabel("City").fill("Mysuru");
  await page.getByLabel("Website").fill("https://example.org");
  await page.getByRole("group", { name: "Sectors" }).getByLabel("Agriculture").check();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/pages\/company\/[a-z0-9-]+\?saved=submitted$/);

  await page.goto("/pages/events");
  await page.getByLabel("Title", { exact: true }).fill(`AI clinic for district officers ${randomUUID().slice(0, 4)}`);
  await page.getByLabel("Summary", { exact: true }).fill("A one-day hands-on workshop.");
  await page.getByLabel("Content", { exact: true }).fill("Agenda to follow.");
  await page.getByLabel("Start date").fill("2027-03-15");
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End date").fill("2027-03-15");
  await page.getByLabel("End time").fill("17:00");
  await page.getByLabel("Organiser", { exact: true }).fill("IndiaAI");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter a venue or an online link" })).toBeVisible();
  await page.getByLabel("Venue").fill("Vigyan Bhawan, New Delhi");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/pages\/events\/[a-z0-9-]+\?saved=submitted$/);

  await page.goto("/pages/all");
  await expect(page.getByRole("heading", { level: 1, name: "My pages" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Bharat Vision Labs/ })).toBeVisible();
});

test("with JavaScript the draft saves itself as you type", async ({ page, login }) => {
  await login("Typing Author");
  await page.goto("/posts/case-studies");
  await page.getByLabel("Title", { exact: true }).fill("A case study in progress");
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d{1,2}:\d{2}/ })).toBeVisible({ timeout: 10_000 });
});

test("the Hindi form is in Hindi, with and without errors", ALSO_WITHOUT_JS, async ({ page, login, checkA11y }) => {
  await login("हिंदी लेखक");
  await page.goto("/hi/pages/startup");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
  await page.getByRole("button", { name: "समीक्षा के लिए भेजें" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "शीर्षक दर्ज करें" })).toBeVisible();
  expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
  await checkA11y();
});
