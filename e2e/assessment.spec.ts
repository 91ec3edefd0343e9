import type { Page } from "@playwright/test";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The Responsible-AI self-assessment (docs/product/guidance.md#the-self-assessment), with JavaScript on and off: start, every
 * section, leave and resume, the result, sharing and revoking, export and import, Hindi.
 */

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested elsewhere; keep it from covering the buttons.
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

async function start(page: Page) {
  await page.goto("/responsible-ai/assessment");
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About the system" })).toBeVisible();
  return page.url().replace(/\?.*$/, "");
}

const next = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

test(
  "a visitor answers every section, leaves, resumes from the resume link and sees the level and chart",
  ALSO_WITHOUT_JS,
  async ({ page, jsEnabled, checkA11y }) => {
    // Twelve sections and three axe runs: 18–26 s alone, past 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.goto("/responsible-ai/assessment");
    await expect(page.getByText("This is a self-assessment, not a certification.")).toBeVisible();
    await checkA11y();
    const draftUrl = await start(page);
    expect(draftUrl).toMatch(/\/responsible-ai\/assessment\/[A-Za-z0-9_-]{22}$/);

    await page.getByRole("radio", { name: "Health" }).check();
    await page.getByRole("radio", { name: "Deployed and in use" }).check();
    await page.getByRole("checkbox", { name: "Generative AI (text, images, speech)" }).check();
    await page
      .getByRole("group", { name: /personal data under the Digital Personal Data Protection Act/ })
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    const children = page.getByRole("group", { name: "Does it process the personal data of children?" });
    if (jsEnabled) {
      // The conditional question appears in place.
      await expect(children).toBeVisible();
    } else {
      await expect(children).toBeHidden();
      await next(page);
      await expect(page.getByText("Your answers made more questions in this section relevant.")).toBeVisible();
    }
    await children.getByRole("radio", { name: "No", exact: true }).check();
    await checkA11y();
    const resumeLink = await page.getByRole("region", { name: "Your resume link" }).getByRole("link").getAttribute("href");
    expect(resumeLink).toContain(draftUrl);
    await next(page);

    await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
    for (const answer of ["It decides with no human review", "It cannot be reversed", "Permanently", "More than 1 crore"]) {
      await page.getByRole("radio", { name: answer }).check();
    }
    await next(page);

    // Leave, and come back through the resume link: the answers are still there.
    await page.goto("/");
    await page.goto(resumeLink!);
    await expect(page.getByRole("radio", { name: "Health" })).toBeChecked();
    await page.goto(`${resumeLink}?section=safety`);

    const principles = [
      "Safety and reliability",
      "Equality",
      "Inclusivity and non-discrimination",
      "Privacy and security",
      "Transparency",
      "Accountability",
    ];
    for (const title of principles) {
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.locator("fieldset:visible").first().getByRole("radio").first().check();
      await next(page);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Protection and reinforcement of positive human values" })).toBeVisible();
    await page
      .getByRole("group", { name: "Can a person review and override the system's decisions?" })
      .getByRole("radio", { name: "No", exact: true })
      .check();
    await page.getByRole("button", { name: "Save and see the result" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Result of the self-assessment" })).toBeVisible();
    await expect(page.getByText(/^Impact level (I|II|III|IV)$/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Scores by principle" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "What to improve" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Required at impact level/ })).toBeVisible();
    await checkA11y();
  },
);

test(
  "the owner shares a read-only result, a fresh browser reads it, and after revoking it is not found",
  ALSO_WITHOUT_JS,
  async ({ page, browser, baseURL, checkA11y, jsEnabled }) => {
    const draftUrl = await start(page);
    await page.goto(draftUrl.replace("/assessment/", "/assessment-result/"));
    await page.getByRole("button", { name: "Create a read-only share link" }).click();
    const shareUrl = await page.getByRole("link", { name: /\/responsible-ai\/assessment-result\/shared\// }).getAttribute("href");
    // The pressed button is gone: focus is on what replaced it (without JavaScript, a new page).
    if (jsEnabled) await expect(page.getByRole("heading", { name: "Read-only share link" })).toBeFocused();

    // Printed, the report leaves out the site's chrome, the assistant and the owner's buttons.
    const assistant = page.locator("a, button").filter({ hasText: /^Ask the assistant$/ });
    await expect(assistant).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(assistant).toBeHidden();
    await expect(page.getByRole("button", { name: "Revoke the share link" })).toBeHidden();
    await expect(page.getByRole("img", { name: "Scores by principle" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const stranger = await browser.newContext({ baseURL });
    const theirs = await stranger.newPage();
    await theirs.goto(shareUrl!);
    await expect(theirs.getByText("You are reading a shared result.")).toBeVisible();
    await expect(theirs.getByRole("button", { name: "Delete this assessment" })).toHaveCount(0);
    await expect(theirs.getByRole("link", { name: "Change the answers" })).toHaveCount(0);
    await checkA11y(theirs);

    await page.getByRole("button", { name: "Revoke the share link" }).click();
    await expect(page.getByRole("button", { name: "Create a read-only share link" })).toBeVisible();
    const gone = await theirs.goto(shareUrl!);
    expect(gone?.status()).toBe(404);
    await expect(theirs.getByRole("heading", { name: "Assessment not found" })).toBeVisible();
    await stranger.close();
  },
);

test("answers exported as JSON import again into a new draft", ALSO_WITHOUT_JS, async ({ page }, testInfo) => {
  const draftUrl = await start(page);
  await page.getByRole("radio", { name: "Agriculture" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your answers have been saved.")).toBeVisible();
  await page.goto(draftUrl.replace("/assessment/", "/assessment-result/"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the answers as a JSON file" }).click(),
  ]);
  const file = testInfo.outputPath("assessment.json");
  await download.saveAs(file);

  await page.goto("/responsible-ai/assessment");
  await page.getByLabel("Assessment file (JSON, at most 64 kB)").setInputFiles(file);
  await page.getByRole("button", { name: "Import and continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About the system" })).toBeVisible();
  expect(page.url()).not.toContain(draftUrl);
  await expect(page.getByRole("radio", { name: "Agriculture" })).toBeChecked();
});

test("a file that is not an export is refused with a clear message", ALSO_WITHOUT_JS, async ({ page }) => {
  await page.goto("/responsible-ai/assessment");
  await page
    .getByLabel("Assessment file (JSON, at most 64 kB)")
    .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
  await page.getByRole("button", { name: "Import and continue" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not an assessment exported from this portal.");
});

test("a filled spam-check field saves nothing and says so honestly", ALSO_WITHOUT_JS, async ({ page }) => {
  await start(page);
  await page.locator("main form input[name=website]").evaluate((input: HTMLInputElement) => (input.value = "filled by a person"));
  await next(page);
  await expect(page.getByText("this looked like an automated submission and nothing was saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "About the system" })).toBeVisible();
});

test("an unknown or malformed assessment address is a 404 page", ALSO_WITHOUT_JS, async ({ page }) => {
  for (const path of [
    "/responsible-ai/assessment/not-an-id",
    "/responsible-ai/assessment/AAAAAAAAAAAAAAAAAAAAAA",
    "/responsible-ai/assessment-result/shared/AAAAAAAAAAAAAAAAAAAAAA",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Assessment not found" })).toBeVisible();
  }
});

test("a Hindi reader takes the assessment in Hindi under /hi", ALSO_WITHOUT_JS, async ({ page, checkA11y }) => {
  await page.goto("/hi/responsible-ai/assessment");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "उत्तरदायी एआई स्व-आकलन" })).toBeVisible();
  await page.getByRole("button", { name: "आकलन शुरू करें" }).click();
  await expect(page).toHaveURL(/\/hi\/responsible-ai\/assessment\/[A-Za-z0-9_-]{22}\?section=profile/);
  await expect(page.getByRole("group", { name: "यह प्रणाली किस क्षेत्र में सेवा देती है?" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "सहेजें और आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "प्रभाव" })).toBeVisible();
  await page.getByRole("link", { name: "अब तक का परिणाम देखें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "स्व-आकलन का परिणाम" })).toBeVisible();
  await expect(page.getByRole("img", { name: "सिद्धांतवार अंक" })).toBeVisible();
  await expect(page.getByText("प्रभाव स्तर I", { exact: true })).toBeVisible();
  await checkA11y();
});

test("with JavaScript, each answer is saved as it is given", async ({ page }) => {
  await start(page);
  await page.getByRole("radio", { name: "Education" }).check();
  await expect(page.getByRole("status").filter({ hasText: "Your answers are saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Education" })).toBeChecked();
});

test("a signed-in user finds their assessments on their profile", ALSO_WITHOUT_JS, async ({ page, login }) => {
  await login("Meera Iyer");
  const draftUrl = await start(page);
  await page.goto("/profile");
  const mine = page.getByRole("region", { name: "My Responsible AI self-assessments" });
  await expect(mine.getByRole("link", { name: "Continue" })).toHaveAttribute("href", `${new URL(draftUrl).pathname}?section=profile`);
});
