/**
 * The newsletter journey with double opt-in (docs/product/follow.md#confirming-and-unsubscribing, decision 0103), with JavaScript and
 * without: subscribe in the footer, find the confirmation in the outbox, confirm, find the
 * unsubscribe link in the welcome mail, follow it, unsubscribed. And the Hindi texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_PORT, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

const OUTBOX = path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`, "outbox");

/** Path and query of the newest link in mail to `email` whose path is `pathname` (any language prefix). */
function mailedLink(email: string, pathname: string): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  const mails = fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .map(
      (f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as { to: string; text: string; headers?: Record<string, string> },
    );
  for (const mail of mails.filter((m) => m.to === email)) {
    for (const word of mail.text.split(/\s+/)) {
      if (!/^https?:\/\//.test(word)) continue;
      const url = new URL(word);
      if (url.pathname.replace(/^\/hi(?=\/)/, "") === pathname) return url.pathname + url.search;
    }
  }
  return null;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;

test.describe("the newsletter with confirmation and one-click unsubscribe", ALSO_WITHOUT_JS, () => {
  test("subscribe, confirm from the mail, unsubscribe from the welcome mail", async ({ page }) => {
    const email = unique("journey");
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email Address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "check your inbox" })).toBeVisible();

    await expect.poll(() => mailedLink(email, "/newsletter/confirm"), { timeout: 5000 }).not.toBeNull();
    await page.goto(mailedLink(email, "/newsletter/confirm")!);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed" })).toBeVisible();

    // The welcome mail is the newest: its unsubscribe link, like every newsletter mail's.
    await expect.poll(() => mailedLink(email, "/unsubscribe"), { timeout: 5000 }).not.toBeNull();
    await page.goto(mailedLink(email, "/unsubscribe")!);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toBeVisible();
  });

  test("a Hindi visitor gets Hindi errors, thanks and pages", async ({ page }) => {
    await page.goto("/hi/about-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "सदस्यता लें" }).click();
    // With JavaScript the footer shows it; without, the newsletter page the form posted to.
    await expect(page.getByText("कृपया ईमेल पता दर्ज करें।").first()).toBeVisible();
    await page.goto("/hi/about-us");
    const email = unique("hindi");
    await footer.getByLabel("ईमेल पता").fill(email);
    await footer.getByRole("button", { name: "सदस्यता लें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "इनबॉक्स" })).toBeVisible();
    await expect.poll(() => mailedLink(email, "/newsletter/confirm"), { timeout: 5000 }).toMatch(/^\/hi\/newsletter\/confirm\?/);
    await page.goto("/hi/unsubscribe?token=newsletter-1.forged");
    await page.getByRole("button", { name: "सदस्यता समाप्त करें" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "यह लिंक मान्य नहीं है" })).toBeVisible();
  });
});
