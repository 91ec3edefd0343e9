import "../app/editorial/messages";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { ALSO_WITHOUT_JS, createTestUser, expect, grantRole, sessionCookieFor, test } from "./fixtures";

/**
 * Editions (docs/product/editorial.md#editions-and-history): an edit approved with a change note,
 * readers' "Updates to this page" in English and Hindi, and the desk's history → difference →
 * restore. Every step is a plain form or link, so one run without JavaScript covers it.
 */
const t = translator("en");
const hi = translator("hi");

test.describe("editions of a published article", ALSO_WITHOUT_JS, () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "plain forms and links: the run without JavaScript covers them");

  test("an editor publishes an edit with a note, compares two editions and restores the first; readers see each change", async ({
    page,
    context,
    baseURL,
    request,
    checkA11y,
  }) => {
    const contributor = createTestUser("Kavya Contributor");
    // The header names the signed-in editor in an attribute, which cannot carry a lang: a Hindi name.
    const editor = grantRole(createTestUser("ईशा शर्मा"), "editor");
    const marker = `Ragi${Date.now().toString(36)}`;
    const fields = {
      title: `${marker} harvest forecasts`,
      summary: "Two seasons of trials.",
      body: "Yields were measured in Kerala.",
      sector: "agriculture",
    };
    const asContributor = { Authorization: `Bearer ${contributor.token}` };
    const created = await request.post("/api/web/authoring/article", { headers: asContributor, data: { ...fields, intent: "submit" } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()).data as { id: number; slug: string };
    const approved = await request.post(`/api/editorial/items/${id}/decision`, {
      headers: { Authorization: `Bearer ${editor.token}` },
      data: { action: "approve" },
    });
    expect(approved.status()).toBe(200);
    const edited = await request.put(`/api/web/authoring/article/${slug}`, {
      headers: asContributor,
      data: { ...fields, body: "Yields were measured in Kerala and Karnataka.", intent: "submit" },
    });
    expect(edited.status()).toBe(200);

    await context.addCookies([
      { name: "__session", value: await sessionCookieFor(editor), url: baseURL!, httpOnly: true, sameSite: "Lax" },
    ]);
    await page.goto(`/editorial/items/${id}`);
    await page.getByLabel(t("editorial.editions.changeNote")).fill("Added the Karnataka trials.");
    await page.getByRole("button", { name: t("editorial.decide.approve") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.decide.done.approve") })).toBeVisible();
    const publishedUrl = (await page.getByRole("link", { name: /^\/article\// }).getAttribute("href"))!;

    // Readers: the note under "Updates to this page", in both languages.
    await page.goto(publishedUrl);
    const updates = page.getByRole("region", { name: t("content.updates.heading") });
    await expect(updates).toContainText(t("content.page.updated"));
    await expect(updates.getByRole("listitem").first()).toContainText("Added the Karnataka trials.");
    await expect(updates.getByRole("listitem").last()).toContainText(t("content.updates.first"));
    await page.goto(`/hi${publishedUrl}`);
    const hindi = page.getByRole("region", { name: hi("content.updates.heading") });
    await expect(hindi).toContainText(hi("content.page.updated"));
    await expect(hindi).toContainText("Added the Karnataka trials.");

    // The desk: the history, the difference, and the first edition restored.
    await page.goto(`/editorial/items/${id}`);
    await page.getByRole("link", { name: t("editorial.item.editions") }).click();
    await expect(page.getByRole("table").getByText("Added the Karnataka trials.")).toBeVisible();
    await page.getByRole("button", { name: t("editorial.editions.compare.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/editorial/items/${id}/editions\\?from=1&to=2$`));
    await expect(page.getByRole("heading", { name: t("editorial.editions.diff.heading", { from: 1, to: 2 }) })).toBeVisible();
    await expect(page.locator("ins")).toContainText("and Karnataka");
    await checkA11y();
    await page.getByLabel(t("editorial.editions.restore.edition")).selectOption("1");
    await page.getByLabel(t("editorial.editions.changeNote")).fill("The Karnataka figures were withdrawn.");
    await page.getByRole("button", { name: t("editorial.editions.restore.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.editions.restore.done", { number: 3 }) })).toBeVisible();

    await page.goto(publishedUrl);
    await expect(page.getByText("Yields were measured in Kerala.")).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: t("content.updates.heading") })
        .getByRole("listitem")
        .first(),
    ).toContainText("The Karnataka figures were withdrawn.");

    // The Hindi desk page is in Hindi; the contributor's words and the notes are marked as theirs.
    await page.goto(`/hi/editorial/items/${id}/editions?from=2&to=3`);
    await expect(page.getByRole("heading", { name: hi("editorial.editions.diff.heading", { from: 2, to: 3 }) })).toBeVisible();
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
  });
});
