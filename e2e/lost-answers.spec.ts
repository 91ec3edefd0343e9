/**
 * Forms posted by a fetcher (with JavaScript) whose answer is lost — the gateway's 502 page while a
 * replica dies — fail as a form, on the page the reader was reading, and never turn that page into
 * the error screen (app/forms/lost-answer.ts). The comment forms are in comments.spec.ts.
 */
import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, test } from "./fixtures";

/** Every POST to `path` reaches nothing and gets the gateway's 502 page. */
async function gatewayFails(page: Page, path: string) {
  // The browser logs the 502; Remix logs the answer it cannot read.
  allowConsoleErrors(page, /status of 502/, /^SyntaxError/);
  await page.route(
    (url) => url.pathname.startsWith(path),
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" })
        : route.continue(),
  );
}

test("the footer's newsletter form says to try again later, on the same page, with the address kept", async ({ hydrated, page }) => {
  await page.goto("/articles/all");
  await hydrated();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await gatewayFails(page, "/newsletter");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email Address").fill("reader@example.test");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Please try again later")).toBeVisible();
  await expect(footer.getByLabel("Email Address")).toHaveValue("reader@example.test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
});

test("accepting cookies ends as accepted, on the same page", async ({ hydrated, page }) => {
  await page.goto("/articles/all");
  await hydrated();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await gatewayFails(page, "/cookie-consent");
  const answered = page.waitForResponse((response) => response.url().includes("/cookie-consent") && response.request().method() === "POST");
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
  expect((await answered).status()).toBe(502);
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "cookie_consent")).toBe(true);
});

test("the assistant says it did not answer, in its panel, on the same page", async ({ page }) => {
  await page.goto("/articles");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  allowConsoleErrors(page, /status of 502/, /^SyntaxError/);
  await page.route(
    (url) => url.pathname.endsWith("/assistant.data"),
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
  );
  await page.getByRole("button", { name: "Ask the assistant", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Ask the assistant" });
  await panel.getByLabel("Your question").fill("Which datasets cover agriculture?");
  await panel.getByLabel("Your question").press("Enter");
  await expect(panel.getByText("The assistant did not answer in time. Please try again in a moment.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
});

test("the assessment's background save and its Save button say the answers are not saved, on the same section, the answers kept", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
  await page.goto("/responsible-ai/assessment");
  await page.getByRole("button", { name: "Start the assessment" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "About the system" });
  await expect(heading).toBeVisible();
  await gatewayFails(page, "/responsible-ai/assessment/");

  await page.getByRole("radio", { name: "Education" }).check();
  await expect(page.getByRole("status").filter({ hasText: "Your latest answers are not saved yet." })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").getByText("The assessment service is not available just now.")).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole("radio", { name: "Education" })).toBeChecked();

  await page.unrouteAll();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your answers have been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Education" })).toBeChecked();
});

test("the contribution editor's autosave and Save draft say the draft is not saved, the text kept, and the next save edits the same draft", async ({
  page,
  context,
  baseURL,
  login,
}) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
  await login("Unlucky Author");
  await page.goto("/posts/case-studies");
  const title = `A study typed through a failing gateway ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d{1,2}:\d{2}/ })).toBeVisible({ timeout: 10_000 });

  await gatewayFails(page, "/posts/case-studies");
  await page.getByLabel("Title", { exact: true }).fill(`${title}, revised`);
  await expect(page.getByRole("status").filter({ hasText: "The draft was not saved automatically just now." })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").getByText("Your work could not be saved just now.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title}, revised`);

  await page.unrouteAll();
  await page.getByLabel("Title", { exact: true }).fill(`${title}, revised again`);
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d{1,2}:\d{2}/ })).toBeVisible({ timeout: 10_000 });
  await page.goto("/posts/all");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(1);
});
