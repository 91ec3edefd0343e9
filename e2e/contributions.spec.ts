import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { E2E_DB, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * Contributions journeys: Contribute (/user-contribution), My Uploads (/posts/all) and the trash
 * (/posts/trash), each run with JavaScript on and off.
 */

/** Inserts contributions straight into the API's database, oldest first (as earlier visits would). */
function insertContributions(userId: number, titles: string[]) {
  const db = new Database(E2E_DB);
  try {
    const insert = db.prepare(
      // Kind and slug as migration 0013 gives earlier rows; submitted long ago, so they queue behind newer journeys' items.
      "INSERT INTO contributions (user_id, collection_type, kind, slug, title, summary, body, payload, status, created_at, updated_at) VALUES (?, 3, 'article', ?, ?, 'A summary.', 'A body.', '{}', 'submitted', ?, ?)",
    );
    const start = Date.now() - titles.length * 60_000;
    titles.forEach((title, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(userId, `contribution-${randomUUID()}`, title, at, at);
    });
  } finally {
    db.close();
  }
}

function uploads(page: Page) {
  return page.getByRole("list", { name: "Your contributions" });
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested elsewhere; keep it from covering the buttons.
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

test.describe("contributing", ALSO_WITHOUT_JS, () => {
  test("an anonymous visitor is sent to sign-in and comes back to Contribute with publish=true", async ({ page, request }) => {
    await page.goto("/user-contribution");
    await expect(page).toHaveURL(/\/signin\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("redirectTo")).toBe("/user-contribution");
    expect(url.searchParams.get("publish")).toBe("true");
    await expect(page.getByText("Sign in to publish your content.")).toBeVisible();

    const email = `contrib-${randomUUID().slice(0, 8)}@example.test`;
    const res = await request.post("/api/register", { data: { name: "Returning Contributor", email, password: "Correct-Horse-42" } });
    expect(res.status(), await res.text()).toBe(202);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Correct-Horse-42");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/user-contribution\?publish=true$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contribute" })).toBeVisible();
  });

  test("an anonymous visitor to My Uploads or the trash is sent to sign-in", async ({ page }) => {
    for (const path of ["/posts/all", "/posts/trash", "/posts"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fposts%2F(all|trash)$/);
    }
  });

  test("a signed-in user picks a kind, sees the errors of an empty form, then submits and finds it in My Uploads", async ({
    page,
    login,
    checkA11y,
  }) => {
    await login("Kavya Contributor");
    await page.goto("/user-contribution");
    await expect(page.getByRole("heading", { level: 1, name: "Contribute" })).toBeVisible();
    // The user-contribution layout hides the footer on this route.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await checkA11y();
    // Writing happens on the form of each kind (e2e/authoring.spec.ts has the whole journey).
    await page.getByRole("link", { name: "Research report", exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/research-report$/);

    await page.getByRole("button", { name: "Submit for review" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    for (const message of ["Enter a title", "Enter a summary", "Enter the content", "Select a sector"]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(/Error: Enter a title/);
    await checkA11y();
    // Each of the summary's links takes focus to its field.
    for (const [message, label] of [
      ["Enter the content", "Content"],
      ["Select a sector", "Sector"],
      ["Enter a title", "Title"],
    ]) {
      await summary.getByRole("link", { name: message }).click();
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    }

    const title = `Monsoon forecasting with open data ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary", { exact: true }).fill("How <b>open</b> rainfall data helps district planners.");
    await page.getByLabel("Content", { exact: true }).fill("First paragraph.\n\nSecond paragraph.");
    await page.getByLabel("Sector").selectOption("climate");
    await page.getByLabel("Source link (optional)").fill("http://example.org/not-secure");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(summary.getByRole("link", { name: /Enter a link starting with https:\/\// })).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("First paragraph.\n\nSecond paragraph.");

    await page.getByLabel("Source link (optional)").fill("https://example.org/monsoon");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\/posts\/research-report\/[a-z0-9-]+\?saved=submitted$/);
    await expect(page.getByText("Thank you. Your contribution is submitted for review.")).toBeVisible();

    await page.goto("/posts/all");
    const card = uploads(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Submitted", { exact: true })).toBeVisible();
    // Typed text stays text.
    await expect(card.getByText("How <b>open</b> rainfall data helps district planners.")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await checkA11y();
  });
});

test.describe("My Uploads", ALSO_WITHOUT_JS, () => {
  test("a new user sees an empty state that links to Contribute", async ({ page, login, checkA11y }) => {
    await login("Empty Uploads");
    await page.goto("/posts");
    await expect(page).toHaveURL(/\/posts\/all$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Uploads" })).toBeVisible();
    await expect(page.getByText("You have not contributed anything yet.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Contribute" }).last().click();
    await expect(page).toHaveURL(/\/user-contribution$/);
    await page.goto("/posts/trash");
    await expect(page.getByText("The trash is empty.")).toBeVisible();
    await checkA11y();
  });

  test("a contribution moves to the trash and is restored", async ({ page, login, checkA11y }) => {
    const me = await login("Trash Tester");
    const title = `Drone survey of wetlands ${randomUUID().slice(0, 6)}`;
    insertContributions(me.id, [title]);
    await page.goto("/posts/all");
    await expect(uploads(page).getByRole("heading", { name: title })).toBeVisible();

    await page.getByRole("button", { name: `Move to trash “${title}”` }).click();
    await expect(page).toHaveURL(/\/posts\/all\?trashed=\d+$/);
    await expect(page.getByText("The contribution was moved to the trash.")).toBeVisible();
    await expect(page.getByText("You have not contributed anything yet.")).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "View trash" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    const trashed = page.getByRole("list", { name: "Contributions in the trash" }).getByRole("listitem");
    await expect(trashed.getByRole("heading", { name: title })).toBeVisible();
    await expect(trashed.getByText("In the trash")).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: `Restore “${title}”` }).click();
    await expect(page).toHaveURL(/\/posts\/trash\?restored=\d+$/);
    await expect(page.getByText("The trash is empty.")).toBeVisible();
    await page.getByRole("link", { name: "Back to My Uploads" }).first().click();
    await expect(uploads(page).getByRole("heading", { name: title })).toBeVisible();
    await expect(uploads(page).getByText("Submitted", { exact: true })).toBeVisible();
  });

  test("trashing can be undone from the notice", async ({ page, login }) => {
    const me = await login("Undo Tester");
    const title = `Crop yield models ${randomUUID().slice(0, 6)}`;
    insertContributions(me.id, [title]);
    await page.goto("/posts/all");
    await page.getByRole("button", { name: `Move to trash “${title}”` }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page).toHaveURL(/\/posts\/all\?restored=\d+$/);
    await expect(uploads(page).getByRole("heading", { name: title })).toBeVisible();
  });

  test("contributions are listed newest first and paged by links", async ({ page, login }) => {
    const me = await login("Prolific Writer");
    insertContributions(
      me.id,
      Array.from({ length: 12 }, (_, i) => `Paged item ${String(i + 1).padStart(2, "0")}`),
    );
    await page.goto("/posts/all");
    await expect(page.getByText("12 contributions")).toBeVisible();
    const headings = uploads(page).getByRole("heading");
    await expect(headings).toHaveCount(10);
    await expect(headings.first()).toHaveText("Paged item 12");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText("Page 1 of 2")).toBeVisible();
    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/posts\/all\?page=2$/);
    await expect(headings).toHaveText(["Paged item 02", "Paged item 01"]);
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/posts\/all$/);
    await expect(headings).toHaveCount(10);
  });
});
