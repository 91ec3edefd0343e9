import type { BrowserContext, Page } from "@playwright/test";
import "../app/editorial/messages";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { ALSO_WITHOUT_JS, createTestUser, expect, grantRole, sessionCookieFor, storedRow, test, type TestUser } from "./fixtures";

/**
 * The editorial desk from a contribution to a restored edition (docs/product/editorial.md): the
 * assignment, a change requested and made, publication at a scheduled time, an edit with a note
 * and its difference, the first edition restored, and a reader's "No" in the desk's figures.
 * Every step is a plain form or link, so one run without JavaScript covers it; the job runner is
 * the e2e server's own, on its normal 30-second pass.
 */
const t = translator("en");
const hi = translator("hi");

/**
 * The first whole minute at least `seconds` from now, as "YYYY-MM-DDTHH:MM" in India time (what a
 * datetime-local field takes): still in the future when the form reaches the API, and as soon as
 * that allows, so the test waits for it as little as it can.
 */
function istFieldValueAfter(seconds: number): string {
  const minute = Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000;
  return new Date(minute + 330 * 60_000).toISOString().slice(0, 16);
}

async function actAs(context: BrowserContext, baseURL: string, user: TestUser | null) {
  await context.clearCookies();
  if (user)
    await context.addCookies([{ name: "__session", value: await sessionCookieFor(user), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

async function bodyOf(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  return res.ok() ? res.text() : "";
}

test.describe("the editorial desk's whole journey", ALSO_WITHOUT_JS, () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "plain forms and links: the run without JavaScript covers them");
  // The item is scheduled 20-80 s ahead and the server's job runner passes every 30 seconds.
  test.setTimeout(4 * 60_000);

  test("a submission is assigned, sent back, revised, published on time, edited, compared, restored and rated", async ({
    page,
    context,
    baseURL,
    checkA11y,
  }) => {
    const marker = `Jowar${Date.now().toString(36)}`;
    const contributor = createTestUser("Kavya Contributor");
    const lead = grantRole(createTestUser("Ishaan Lead"), "editor");
    // Chosen by name from the desk's list of editors: a name of its own, or a retry (or a second
    // run beside this one) would assign the item to the editor an earlier run made. Letters only,
    // one capitalised word: a Hindi page may show a person's name, not loose Latin fragments.
    const runName = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
    const editor = grantRole(createTestUser(`Esha Sharma ${runName[0].toUpperCase()}${runName.slice(1)}`), "editor");
    const title = `${marker} drought forecasts`;

    // The contributor submits an article.
    await actAs(context, baseURL!, contributor);
    await page.goto("/posts/articles");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary", { exact: true }).fill("Two seasons of district trials.");
    await page.getByLabel("Content", { exact: true }).fill("Forecasts were tested in Kerala.");
    await page.getByLabel("Sector").selectOption("agriculture");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\/posts\/articles\/[a-z0-9-]+\?saved=submitted$/);
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    const { id } = storedRow("SELECT id FROM contributions WHERE slug = ?", slug) as { id: number };

    // The lead editor assigns it to a colleague.
    await actAs(context, baseURL!, lead);
    await page.goto(`/editorial/items/${id}`);
    await page.getByLabel(t("editorial.assign.label")).selectOption({ label: editor.name });
    await page.getByRole("button", { name: t("editorial.assign.button"), exact: true }).click();
    await expect(page.getByText(t("editorial.assign.done"))).toBeVisible();

    // The colleague finds it under "Assigned to me" on the Hindi desk and asks for a change.
    await actAs(context, baseURL!, editor);
    await page.goto("/hi/editorial");
    await page.getByLabel(hi("editorial.assign.label")).selectOption({ label: hi("editorial.assign.me") });
    await page.getByRole("button", { name: hi("editorial.queue.apply") }).click();
    await expect(page).toHaveURL(/[?&]assigned=me\b/);
    await page.getByRole("link", { name: title }).click();
    await page.getByLabel(hi("editorial.decide.note")).fill("Add the Karnataka trials.");
    await page.getByRole("button", { name: hi("editorial.decide.requestChanges") }).click();
    await expect(page.getByRole("status").filter({ hasText: hi("editorial.decide.done.request_changes") })).toBeVisible();

    // The contributor sees the note and revises.
    await actAs(context, baseURL!, contributor);
    await page.goto(`/posts/articles/${slug}`);
    await expect(page.getByText("Add the Karnataka trials.")).toBeVisible();
    await page.getByLabel("Content", { exact: true }).fill("Forecasts were tested in Kerala and Karnataka.");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\?saved=submitted$/);

    // The colleague approves it for the next whole minute far enough ahead.
    await actAs(context, baseURL!, editor);
    await page.goto(`/editorial/items/${id}`);
    const at = istFieldValueAfter(20);
    await page.getByLabel(t("editorial.schedule.publishLabel")).fill(at);
    await checkA11y();
    await page.getByRole("button", { name: t("editorial.schedule.approve") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.schedule.done.publish") })).toBeVisible();
    expect(await bodyOf(page, `/search?q=${marker}`)).not.toContain(title);

    // It goes online by itself within a pass of the runner after the time, and not before.
    const due = Date.parse(`${at}:00+05:30`);
    await expect
      .poll(async () => (await bodyOf(page, "/articles/all")).includes(title), { timeout: due - Date.now() + 75_000, intervals: [5_000] })
      .toBe(true);
    const published = storedRow("SELECT published_at FROM collections WHERE title = ?", title) as { published_at: string };
    expect(Date.parse(published.published_at)).toBeGreaterThanOrEqual(due);
    expect(await bodyOf(page, "/feeds/articles/all.xml")).toContain(title);
    expect(await bodyOf(page, `/search?q=${marker}`)).toContain(title);

    await actAs(context, baseURL!, null);
    await page.goto("/articles/all");
    await page.getByRole("link", { name: title }).first().click();
    const publishedUrl = new URL(page.url()).pathname;
    const updates = page.getByRole("region", { name: t("content.updates.heading") });
    await expect(updates).toContainText(t("content.page.updated"));
    await expect(updates).toContainText(t("content.updates.first"));

    // An edit, approved with a note for readers.
    await actAs(context, baseURL!, contributor);
    await page.goto(`/posts/articles/${slug}`);
    await page.getByLabel("Content", { exact: true }).fill("Forecasts were tested in Kerala, Karnataka and Odisha.");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\?saved=submitted$/);
    await actAs(context, baseURL!, editor);
    await page.goto(`/editorial/items/${id}`);
    const approve = page.locator("form").filter({ has: page.getByRole("button", { name: t("editorial.decide.approve") }) });
    await approve.getByLabel(t("editorial.editions.changeNote")).fill("Added the Odisha trials.");
    await approve.getByRole("button", { name: t("editorial.decide.approve") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.decide.done.approve") })).toBeVisible();

    // The difference, and the first edition restored.
    await page.getByRole("link", { name: t("editorial.item.editions") }).click();
    await page.getByRole("button", { name: t("editorial.editions.compare.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/editorial/items/${id}/editions\\?from=1&to=2$`));
    await expect(page.locator("ins").filter({ hasText: "and Odisha" })).toBeVisible();
    await page.getByLabel(t("editorial.editions.restore.edition")).selectOption("1");
    await page.getByLabel(t("editorial.editions.changeNote")).fill("The Odisha figures were withdrawn.");
    await page.getByRole("button", { name: t("editorial.editions.restore.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.editions.restore.done", { number: 3 }) })).toBeVisible();
    await page.goto(`/hi/editorial/items/${id}/editions?from=2&to=3`);
    await expect(page.getByRole("heading", { name: hi("editorial.editions.diff.heading", { from: 2, to: 3 }) })).toBeVisible();
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);

    // A reader of the Hindi page sees the notes and says the page was not useful.
    await actAs(context, baseURL!, null);
    await page.goto(`/hi${publishedUrl}`);
    await expect(page.getByText("Forecasts were tested in Kerala and Karnataka.")).toBeVisible();
    const hindiUpdates = page.getByRole("region", { name: hi("content.updates.heading") });
    await expect(hindiUpdates.getByRole("listitem").first()).toContainText("The Odisha figures were withdrawn.");
    const control = page.getByRole("region", { name: hi("pageFeedback.question") });
    await control.getByText(hi("pageFeedback.no"), { exact: true }).click();
    await control.getByLabel(hi("pageFeedback.commentLabel")).fill(`${marker}: जिलों की सूची अधूरी है`);
    await control.getByRole("button", { name: hi("pageFeedback.send") }).click();
    await expect(page.getByRole("status").filter({ hasText: hi("pageFeedback.thanks") })).toBeVisible();

    // The desk's figures and CSV count it.
    await actAs(context, baseURL!, lead);
    await page.goto("/editorial/feedback?lang=hi");
    const row = page.getByRole("row").filter({ hasText: publishedUrl });
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    const csv = await bodyOf(page, "/editorial/feedback.csv?list=comments&lang=hi");
    expect(csv).toContain(`${publishedUrl},hi,${marker}: जिलों की सूची अधूरी है`);
  });
});
