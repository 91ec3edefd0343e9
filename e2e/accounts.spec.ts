import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import { createTestUser, E2E_DB, E2E_PORT, expect, sessionCookieFor, test, ALSO_WITHOUT_JS } from "./fixtures";

/** Journeys of docs/product/accounts.md#accounts, with JavaScript on and off (ALSO_WITHOUT_JS); the axe checks run with JavaScript. */
const OUTBOX = path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`, "outbox");
const PASSWORD = "correct horse battery";

let seq = 0;
function uniqueEmail(prefix: string, project: string) {
  seq += 1;
  return `${prefix}-${project}-${Date.now().toString(36)}-${seq}@example.test`;
}

async function registerViaApi(request: APIRequestContext, name: string, email: string, password = PASSWORD) {
  const res = await request.post("/api/register", { data: { name, email, password } });
  // The API answers sign-up the same for a new and a known address (no account enumeration).
  expect(res.status(), await res.text()).toBe(202);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

function profileMenu(page: Page, name: string) {
  return page.locator("header summary", { hasText: name.replace(/\s+/g, "").slice(0, 2).toUpperCase() });
}

async function openProfileMenuAndSignOut(page: Page) {
  await page
    .locator("header details summary")
    .filter({ has: page.locator("span[aria-hidden='true']") })
    .last()
    .click();
  await page
    .getByRole("button", { name: /log ?out|sign out/i })
    .first()
    .click();
  await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();
}

test.describe("accounts", ALSO_WITHOUT_JS, () => {
  test("a visitor signs up, signs out and signs in again, seeing the profile menu with initials", async ({ page }, testInfo) => {
    const email = uniqueEmail("journey", testInfo.project.name);
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Meera Nair");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/signup-email\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(profileMenu(page, "Meera Nair")).toBeVisible();

    await openProfileMenuAndSignOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.goto("/signin");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(profileMenu(page, "Meera Nair")).toBeVisible();
  });

  test("a wrong password and an unknown e-mail get the same error, shown GOV.UK style", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("wrong", testInfo.project.name);
    await registerViaApi(request, "Wrong Password", email);
    await page.goto("/signin");
    await signInThroughForm(page, email, "not my password");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    const message = (await summary.getByRole("link").first().textContent())?.trim();
    expect(message).toMatch(/incorrect/);
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

    await page.goto("/signin");
    await signInThroughForm(page, uniqueEmail("nobody", testInfo.project.name), "not my password");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("link").first()).toHaveText(message!);
  });

  test("sign-up names every field at fault", async ({ page }) => {
    await page.goto("/signup-email");
    await page.getByLabel("E-mail address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveText(["Enter your name.", /correct format/, /at least 8/]);
    await expect(page.locator("#signup-name-error")).toContainText("Error:");
    await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-email");
  });

  test("a protected page sends an anonymous visitor to sign-in and back afterwards", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("back", testInfo.project.name);
    await registerViaApi(request, "Ravi Kumar", email);
    await page.goto("/profile/edit");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile%2Fedit$/);
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  });

  test("an unsafe return target is ignored", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("unsafe", testInfo.project.name);
    await registerViaApi(request, "Unsafe Target", email);
    await page.goto(`/signin?redirectTo=${encodeURIComponent("//evil.example/x")}`);
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("after signing in from a publish prompt the visitor returns with publish=true", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("publish", testInfo.project.name);
    await registerViaApi(request, "Publishing Person", email);
    await page.goto(`/signin?redirectTo=${encodeURIComponent("/articles")}&publish=true`);
    await expect(page.getByText("Sign in to publish your content.")).toBeVisible();
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/articles\?publish=true$/);
  });

  test("a signed-in visitor to /signin, /signup or /forgot-password goes home", async ({ page, login }) => {
    await login("Signed In");
    for (const path of ["/signin", "/signup", "/signin-email", "/forgot-password"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });

  test("a signed-in user edits the profile and the header follows", async ({ page, login }) => {
    await login("Asha Verma");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
    await page.getByRole("link", { name: "Edit profile" }).click();
    await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
    await page.getByLabel("Full name").fill("Zoya Khan");
    await page.getByLabel(/Profile image address/).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("https://");
    await page.getByLabel(/Profile image address/).fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/profile\?saved=profile$/);
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
    await expect(page.getByText("Zoya Khan", { exact: true }).first()).toBeVisible();
    await expect(profileMenu(page, "Zoya Khan")).toBeVisible();
  });

  test("a visitor resets a forgotten password through the mailed link", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("reset", testInfo.project.name);
    await registerViaApi(request, "Forgetful Person", email);
    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    await expect.poll(() => readResetLink(email), { timeout: 5000 }).not.toBeNull();
    const link = readResetLink(email)!;
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("New password again").fill("a brand new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/reset-password-success$/);
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with e-mail" })).toBeVisible();
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(profileMenu(page, "Forgetful Person")).toBeVisible();

    // The link works once.
    await openProfileMenuAndSignOut(page);
    await page.goto(url.pathname + url.search);
    await page.getByLabel("New password", { exact: true }).fill("yet another password");
    await page.getByLabel("New password again").fill("yet another password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("expired or was already used");
  });

  test("forgot-password says the same for an unknown e-mail and sends nothing", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("ghost", testInfo.project.name);
    const known = uniqueEmail("known", testInfo.project.name);
    await registerViaApi(request, "Known Person", known);
    for (const address of [email, known]) {
      await page.goto("/forgot-password");
      await page.getByLabel("E-mail address").fill(address);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    }
    // Mail goes out in the order asked for: once the registered address's reset mail is in the
    // outbox, any mail for the unknown one would be there too.
    await expect.poll(() => readResetLink(known), { timeout: 5000 }).not.toBeNull();
    expect(readResetLink(email)).toBeNull();
  });

  test("a user deletes the account; sign-in with it fails afterwards", async ({ page, request }, testInfo) => {
    const email = uniqueEmail("delete", testInfo.project.name);
    await registerViaApi(request, "Leaving Soon", email);
    await page.goto("/signin");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Delete account" }).click();
    await expect(page.getByText("Delete responses are gone forever, Are you sure?")).toBeVisible();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("Tick the box");
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.goto("/signin");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("incorrect");
  });

  test("a signed-in user without an e-mail is sent to /force-add-email on navigation", async ({ page, context, baseURL }) => {
    const user = createTestUser("Email Less");
    const db = new Database(E2E_DB);
    db.prepare("UPDATE users SET email = NULL WHERE id = ?").run(user.id);
    db.close();
    const value = await sessionCookieFor({ ...user, email: null as unknown as string });
    await context.addCookies([{ name: "__session", value, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/articles");
    await expect(page).toHaveURL(/\/force-add-email\?redirectTo=%2Farticles$/);
    await page.getByLabel("E-mail address").fill(`added-${user.uuid.slice(0, 8)}@example.test`);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });
});

test.describe("accessibility of the account pages", () => {
  for (const path of [
    "/signin",
    "/signin-email",
    "/signup",
    "/signup-email",
    "/signup-email?sent=1",
    "/forgot-password",
    "/forgot-password?sent=1",
    "/reset-password?token=abcdefghijklmnopqrstuvwxyz012345",
    "/reset-password",
    "/reset-password-success",
    "/delete-account?done=1",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page, checkA11y }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await checkA11y();
    });
  }

  test("axe finds no violations on failed forms", async ({ page, checkA11y }) => {
    await page.goto("/signup-email");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await checkA11y();
    await page.goto("/signin");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await checkA11y();
  });

  test("axe finds no violations on the signed-in account pages", async ({ page, login, checkA11y }) => {
    await login("Axe Checker");
    for (const path of ["/profile", "/profile/edit", "/delete-account"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await checkA11y();
    }
    const user = createTestUser("No Email Axe");
    const db = new Database(E2E_DB);
    db.prepare("UPDATE users SET email = NULL WHERE id = ?").run(user.id);
    db.close();
    const value = await sessionCookieFor({ ...user, email: null as unknown as string });
    await page.context().addCookies([{ name: "__session", value, url: page.url(), httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/force-add-email");
    await expect(page.locator("h1")).toHaveText("Add your e-mail address");
    await checkA11y();
  });
});

/** The reset link of the newest mail to `email` in the e2e server's outbox, or null. */
function readResetLink(email: string): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  const mails = fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as { to: string; text: string });
  const mail = mails.find((m) => m.to === email && /reset-password\?token=/.test(m.text));
  return mail ? /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0] : null;
}
