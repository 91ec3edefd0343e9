import Database from "better-sqlite3";
import "../app/editorial/messages";
import { translator } from "../app/i18n";
import { createTestUser, E2E_DB, expect, sessionCookieFor, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The desk's Roles page (docs/product/editorial.md#roles), with JavaScript on and off: an admin
 * grants a role by e-mail address and is told, in Hindi, when no account has the address.
 */
const hi = translator("hi");

test.describe("roles in the desk", ALSO_WITHOUT_JS, () => {
  test("an admin grants the moderator role with the form, and an unknown address is said by its field", async ({
    page,
    context,
    baseURL,
    hydrated,
    checkA11y,
  }) => {
    const admin = createTestUser("Anil Admin");
    const reader = createTestUser("Ravi Reader");
    const db = new Database(E2E_DB);
    try {
      db.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(admin.id);
    } finally {
      db.close();
    }
    const value = await sessionCookieFor({ ...admin, role: "admin" } as typeof admin);
    await context.addCookies([{ name: "__session", value, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

    await page.goto("/hi/editorial/roles");
    await hydrated();
    await expect(
      page.getByRole("navigation", { name: hi("editorial.nav.label") }).getByRole("link", { name: hi("editorial.nav.roles") }),
    ).toBeVisible();
    const email = page.getByLabel(hi("editorial.roles.email"));
    await email.fill(reader.email!);
    await page.getByRole("radio", { name: new RegExp(`^${hi("editorial.roles.role.moderator")} `) }).check();
    await page.getByRole("button", { name: hi("editorial.roles.grantButton") }).click();
    await expect(page.getByText(hi("editorial.roles.done.granted"))).toBeVisible();
    await expect(
      page
        .getByRole("table")
        .first()
        .getByRole("row", { name: new RegExp(reader.email!) }),
    ).toContainText(hi("editorial.roles.role.moderator"));

    await page.getByLabel(hi("editorial.roles.email")).fill("nobody@example.test");
    await page.getByRole("radio", { name: new RegExp(`^${hi("editorial.roles.role.editor")} `) }).check();
    await page.getByRole("button", { name: hi("editorial.roles.grantButton") }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: hi("editorial.roles.error.unknownEmail") })).toBeVisible();
    await expect(page.getByLabel(hi("editorial.roles.email"))).toHaveAttribute("aria-invalid", "true");
    await checkA11y();
  });
});
