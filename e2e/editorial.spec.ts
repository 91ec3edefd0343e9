import Database from "better-sqlite3";
import type { BrowserContext } from "@playwright/test";
import "../app/editorial/messages";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { createTestUser, E2E_DB, expect, grantRole, sessionCookieFor, test, type TestUser, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The editorial desk (docs/product/editorial.md#the-editorial-desk), with JavaScript on and off: who may open it, comment moderation,
 * and a submission from "changes requested" to published. Editors are made as `grant-editor`
 * makes them: the role set on the account.
 */
const t = translator("en");
const EDITOR_ROLE = "editor" as const;

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(E2E_DB);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** A user of `role`, signed in to this browser with a session that remembers the role. */
async function signIn(context: BrowserContext, baseURL: string, name: string, role?: typeof EDITOR_ROLE): Promise<TestUser> {
  const user = role === EDITOR_ROLE ? grantRole(createTestUser(name), EDITOR_ROLE) : createTestUser(name);
  const value = await sessionCookieFor(user);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return user;
}

/** A published sample article and a comment on it by `author`, waiting for approval. */
function pendingComment(author: TestUser, text: string) {
  return sql((db) => {
    const article = db
      .prepare("SELECT id, slug FROM collections WHERE collection_type = 2 AND status = 'published' ORDER BY id LIMIT 1")
      .get() as { id: number; slug: string };
    const now = new Date().toISOString();
    db.prepare(
      "INSERT INTO comments (collection_id, user_id, reference_comment_id, comment, status, created_at, updated_at) VALUES (?, ?, NULL, ?, 1, ?, ?)",
    ).run(article.id, author.id, text, now, now);
    return article;
  });
}

test.describe("who may use the editorial desk", ALSO_WITHOUT_JS, () => {
  test("a reader without an editorial role is told the desk is for editors, with a 403, and has no desk link in the menu", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, "Plain Reader");
    const response = await page.goto("/editorial");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: t("editorial.forbidden.heading") })).toBeVisible();
    await page.locator(`summary[aria-label="${t("header.profile.menu", { name: "Plain Reader" })}"]`).click();
    await expect(page.getByRole("banner").getByRole("link", { name: t("header.profile.myUploads") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("header.profile.editorial") })).toHaveCount(0);
  });

  test("an anonymous visitor is sent to sign-in and back to the desk", async ({ page }) => {
    await page.goto("/editorial/comments");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Feditorial%2Fcomments$/);
  });

  test("an editor reaches the desk from the profile menu", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, "Esha Editor", EDITOR_ROLE);
    await page.goto("/");
    await page.locator(`summary[aria-label="${t("header.profile.menu", { name: "Esha Editor" })}"]`).click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: t("header.profile.editorial") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t("editorial.queue.title") })).toBeVisible();
  });
});

test.describe("comment moderation in the desk", ALSO_WITHOUT_JS, () => {
  test("an editor approves a pending comment and readers then see it on the article", async ({
    page,
    context,
    baseURL,
    checkA11y,
    jsEnabled,
  }) => {
    const reader = createTestUser("Ravi Reader");
    const text = `A question for the authors ${Date.now()}`;
    const article = pendingComment(reader, text);
    await signIn(context, baseURL!, "Esha Editor", EDITOR_ROLE);

    await page.goto("/editorial/comments");
    await expect(page.getByRole("heading", { level: 1, name: t("editorial.comments.title") })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card).toBeVisible();
    await checkA11y();
    await card
      .getByRole("button", { name: `${t("editorial.comments.approve")} ${t("editorial.comments.commentBy", { name: "Ravi Reader" })}` })
      .click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.comments.done.approve") })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // With JavaScript the thread opens in a dialog for the #comments address (e2e/comments.spec.ts).
    await page.goto(`/article/${article.slug}#comments`);
    const thread = jsEnabled ? page.getByRole("dialog", { name: /^(\d+ )?Comments?$/ }) : page.locator("#comments");
    await expect(thread.getByText(text)).toBeVisible();
  });

  test("the Hindi desk moderates in Hindi", async ({ page, context, baseURL }) => {
    const reader = createTestUser("Ravi Reader");
    const text = `Spam ${Date.now()}`;
    pendingComment(reader, text);
    await signIn(context, baseURL!, "Esha Editor", EDITOR_ROLE);
    const hi = translator("hi");
    await page.goto("/hi/editorial/comments");
    await expect(page.getByRole("heading", { level: 1, name: hi("editorial.comments.title") })).toBeVisible();
    await page
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", { name: new RegExp(hi("editorial.comments.reject")) })
      .click();
    await expect(page).toHaveURL(/\/hi\/editorial\/comments\?queue=pending&done=reject$/);
    await expect(page.getByRole("status").filter({ hasText: hi("editorial.comments.done.reject") })).toBeVisible();
  });
});

test.describe("a submission through the desk", ALSO_WITHOUT_JS, () => {
  test("an editor requests changes, approves the resubmitted article, and readers find it everywhere", async ({
    page,
    context,
    baseURL,
    request,
    checkA11y,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    const contributor = createTestUser("Kavya Contributor");
    const marker = `Sorghum${Date.now().toString(36)}`;
    const fields = {
      title: `${marker} yields under three crop models`,
      summary: "What a season of field trials in twelve districts taught us.",
      body: "## Trials\n\nTwelve districts, **three** models, one monsoon.",
      sector: "agriculture",
      tags: ["crops"],
    };
    const auth = { Authorization: `Bearer ${contributor.token}` };
    const created = await request.post("/api/web/authoring/article", { headers: auth, data: { ...fields, intent: "submit" } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()).data as { id: number; slug: string };
    await signIn(context, baseURL!, "Esha Editor", EDITOR_ROLE);

    // The queue links to the submission, shown as readers will see it.
    await page.goto("/editorial");
    await page.getByRole("link", { name: fields.title }).click();
    await expect(page).toHaveURL(new RegExp(`/editorial/items/${id}$`));
    const preview = page.getByRole("region", { name: t("editorial.item.preview") });
    await expect(preview.getByRole("heading", { level: 3, name: fields.title })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "three" })).toBeVisible();
    // The preview's own headings sit under its title: the page's outline skips no level.
    await expect(preview.getByRole("heading", { level: 4, name: "Trials" })).toBeVisible();
    const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1)).toEqual([]);
    // The history table scrolls sideways by keyboard: it is a focusable, named region.
    const history = page.getByRole("region", { name: t("editorial.item.history"), exact: true });
    await expect(history).toHaveAttribute("tabindex", "0");
    await checkA11y();

    // Requesting changes needs a note: the error summary says so first.
    const noteLabel = t("editorial.decide.note");
    await page.getByRole("button", { name: t("editorial.decide.requestChanges") }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: t("editorial.decide.noteRequired") })).toBeVisible();
    await expect(page.getByLabel(noteLabel)).toHaveAttribute("aria-invalid", "true");
    await checkA11y();
    await page.getByLabel(noteLabel).fill("Please name the districts and link the trial data.");
    await page.getByRole("button", { name: t("editorial.decide.requestChanges") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.decide.done.request_changes") })).toBeVisible();
    // The pressed button is gone: focus is on the confirmation (without JavaScript, a new page).
    if (jsEnabled) await expect(page.locator(":focus")).toContainText(t("editorial.decide.done.request_changes"));
    await expect(page.getByRole("table").getByText("Please name the districts and link the trial data.")).toBeVisible();

    // The contributor sees the note, edits and resubmits.
    const own = await request.get(`/api/web/authoring/article/${slug}`, { headers: auth });
    expect((await own.json()).data).toMatchObject({
      status: "changes_requested",
      review_note: "Please name the districts and link the trial data.",
    });
    const resubmitted = await request.put(`/api/web/authoring/article/${slug}`, {
      headers: auth,
      data: { ...fields, body: `${fields.body}\n\nDistricts: Anantapur, Kurnool.`, intent: "submit" },
    });
    expect(resubmitted.status(), await resubmitted.text()).toBe(200);

    await page.goto(`/editorial/items/${id}`);
    await page.getByRole("button", { name: t("editorial.decide.approve") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("editorial.decide.done.approve") })).toBeVisible();
    const publishedLink = page.getByRole("link", { name: /^\/article\// });
    const publishedUrl = await publishedLink.getAttribute("href");

    // Readers find it in the listing at once (approving drops the portal's cached listings,
    // decision 0105), on its page and in search.
    await page.goto("/articles/all");
    await expect(page.getByRole("link", { name: fields.title }).first()).toBeVisible();
    await page.goto(publishedUrl!);
    await expect(page.getByRole("heading", { level: 1, name: fields.title })).toBeVisible();
    await expect(page.getByText("Anantapur, Kurnool")).toBeVisible();
    await page.goto(`/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: marker }) })}`);
    await expect(page.getByRole("link", { name: fields.title }).first()).toBeVisible();
  });

  test("every desk page under /hi is in Hindi, the contributor's own words marked as theirs", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const contributor = createTestUser("Kavya Contributor");
    const reader = createTestUser("Ravi Reader");
    pendingComment(reader, "Which districts were in the trial?");
    const created = await request.post("/api/web/authoring/article", {
      headers: { Authorization: `Bearer ${contributor.token}` },
      data: {
        intent: "submit",
        title: "Millet yields under three crop models",
        summary: "Field trials in twelve districts.",
        body: "Twelve districts, three models.",
        sector: "agriculture",
      },
    });
    const { id } = (await created.json()).data as { id: number };
    // The header names the signed-in editor in an attribute, which cannot carry a lang: a Hindi name.
    await signIn(context, baseURL!, "ईशा शर्मा", EDITOR_ROLE);
    for (const path of ["/hi/editorial", `/hi/editorial/items/${id}`, "/hi/editorial/comments", "/hi/editorial/audit"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      expect(await page.evaluate(findUntranslated, ALLOWED_NAMES), `untranslated text on ${path}`).toEqual([]);
    }
  });

  test("the queue and the audit log pass axe", async ({ page, context, baseURL, checkA11y }) => {
    await signIn(context, baseURL!, "Esha Editor", EDITOR_ROLE);
    await page.goto("/editorial?status=published");
    await expect(page.getByRole("heading", { level: 1, name: t("editorial.queue.title") })).toBeVisible();
    await checkA11y();
    await page.goto("/editorial/audit?item_id=abc");
    await expect(page.getByRole("alert").getByRole("link", { name: t("editorial.audit.itemError") })).toBeVisible();
    await checkA11y();
    await page.goto("/hi/editorial/audit");
    await expect(page.getByRole("heading", { level: 1, name: translator("hi")("editorial.audit.title") })).toBeVisible();
    await checkA11y();
  });
});
