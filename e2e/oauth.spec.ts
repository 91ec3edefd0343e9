import type { Page } from "@playwright/test";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";
import { asIdentity } from "./oauth-mock";

/**
 * Google and Facebook sign-in end to end: the portal's remix-auth-oauth2 strategies redirect to
 * oauth2-mock-server on loopback, which sends the browser back to /callback with a code and the
 * state; the portal checks the state against its cookie, exchanges the code with the PKCE
 * verifier (the mock checks it), reads the profile and the API turns the identity into a token.
 * tests/accounts/social-sign-in.server.test.ts covers the same journeys without a browser.
 */
let seq = 0;
function unique(prefix: string, project: string) {
  seq += 1;
  return `${prefix}-${project}-${Date.now().toString(36)}-${seq}`;
}

function initialsIn(page: Page, name: string) {
  return page.locator(`header summary[aria-label*="${name}"]`, { hasText: name.replace(/\s+/g, "").slice(0, 2).toUpperCase() });
}

test.describe("social sign-in", ALSO_WITHOUT_JS, () => {
  test("a visitor signs in with Google, returns where they were, and the same identity signs in again", async ({ page }, testInfo) => {
    const id = unique("google", testInfo.project.name);
    await asIdentity(page, { sub: id, email: `${id}@example.test`, email_verified: true, name: "Gita Google" });
    await page.goto(`/signin?redirectTo=${encodeURIComponent("/articles")}`);
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(initialsIn(page, "Gita Google")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText(`${id}@example.test`).first()).toBeVisible();
    await expect(page.getByText("Google", { exact: true })).toBeVisible();

    // Another browser (no cookies) signing in with the same identity reaches the same account.
    await page.context().clearCookies();
    await page.goto("/signin");
    await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await expect(initialsIn(page, "Gita Google")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText(`${id}@example.test`).first()).toBeVisible();
  });

  test("a Facebook account without an e-mail is asked for one before going on", async ({ page }, testInfo) => {
    const id = unique("facebook", testInfo.project.name);
    await asIdentity(page, { sub: id, name: "Farah Facebook" });
    await page.goto("/signup");
    await page.getByRole("link", { name: "Sign up with Facebook" }).click();
    await expect(page).toHaveURL(/\/force-add-email/);
    await expect(page.getByRole("heading", { name: "Add your e-mail address" })).toBeVisible();
    // Anywhere else still leads back here until an address is added.
    await page.goto("/articles");
    await expect(page).toHaveURL(/\/force-add-email\?redirectTo=%2Farticles$/);
    await page.getByLabel("E-mail address").fill(`${id}@example.test`);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(initialsIn(page, "Farah Facebook")).toBeVisible();
  });

  test("a visitor who denies consent comes back to sign-in, not signed in", async ({ page }, testInfo) => {
    await asIdentity(page, { sub: unique("deny", testInfo.project.name), deny: true });
    await page.goto("/signin");
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/signin\?error=cancelled$/);
    await expect(page.getByRole("alert")).toContainText("You cancelled signing in");
    await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  for (const provider of ["Google", "Facebook"]) {
    test(`a ${provider} callback whose state does not match is refused`, async ({ page }, testInfo) => {
      await asIdentity(page, {
        sub: unique("state", testInfo.project.name),
        name: "Mallory",
        email: "mallory@example.test",
        tamperState: true,
      });
      await page.goto("/signin");
      await page.getByRole("link", { name: `Sign in with ${provider}` }).click();
      await expect(page).toHaveURL(/\/signin\?error=failed$/);
      await expect(page.getByRole("alert")).toContainText("We could not sign you in");
      await expect(page.locator("header").getByRole("link", { name: "Sign in" })).toBeVisible();
    });
  }

  test("a callback without a pending sign-in is refused", async ({ page }) => {
    await page.goto("/callback?code=stolen&state=google.00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/signin\?error=failed$/);
    await page.goto("/auth/callback?code=stolen&state=facebook.x");
    await expect(page).toHaveURL(/\/signin\?error=failed$/);
  });
});
