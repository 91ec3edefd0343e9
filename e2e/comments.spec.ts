import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { hashPassword } from "../api/accounts/passwords";
import { E2E_DB, allowConsoleErrors, createTestUser, expect, purgePageCache, storedRow, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * Comments journeys (docs/product/comments.md#comments), run with JavaScript on (the thread is a dialog, actions happen in
 * place) and off (the thread is a section of the page, every action is a form post).
 */

const ARTICLE_TYPE = 2;

/** One article per test, so parallel tests never share a thread. */
async function articlePath(request: APIRequestContext, index: number): Promise<{ path: string; id: number }> {
  const res = await request.get(`/api/web/collections?type=${ARTICLE_TYPE}&per_page=24`);
  const items = (await res.json()).data.items as { id: number; slug: string }[];
  const item = items[index % items.length];
  return { path: `/article/${item.slug}`, id: item.id };
}

/** Inserts a comment straight into the API's database (as moderation or an earlier visit would), then purges the page cache. */
async function insertComment(input: {
  collectionId: number;
  userId: number;
  text: string;
  status?: number;
  parentId?: number | null;
  at?: string;
}): Promise<number> {
  const db = new Database(E2E_DB);
  try {
    const at = input.at ?? new Date().toISOString();
    const info = db
      .prepare(
        "INSERT INTO comments (collection_id, user_id, reference_comment_id, comment, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(input.collectionId, input.userId, input.parentId ?? null, input.text, input.status ?? 3, at, at);
    return Number(info.lastInsertRowid);
  } finally {
    db.close();
    await purgePageCache();
  }
}

/** A user who can sign in with e-mail and password. */
async function createPasswordUser(name: string, email: string, password: string) {
  const hash = await hashPassword(password);
  const db = new Database(E2E_DB);
  try {
    db.prepare(
      "INSERT INTO users (uuid, name, email, password_hash, role, consent_accepted, created_at) VALUES (?, ?, ?, ?, 'user', 0, ?)",
    ).run(randomUUID(), name, email, hash, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Opens the thread: the dialog with JavaScript, the in-page section without. */
async function openThread(page: Page, path: string, jsEnabled: boolean): Promise<Locator> {
  await page.goto(`${path}#comments`);
  if (!jsEnabled) return page.locator("#comments");
  const dialog = page.getByRole("dialog", { name: /^(\d+ )?Comments?$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The thread after a form post: still open in place with JS; reloaded at the anchor without. */
function thread(page: Page, jsEnabled: boolean): Locator {
  return jsEnabled ? page.getByRole("dialog", { name: /^(\d+ )?Comments?$/ }) : page.locator("#comments");
}

function commentCard(scope: Locator, text: string): Locator {
  return scope.getByRole("article").filter({ hasText: text }).first();
}

async function openMenu(card: Locator) {
  await card.locator("summary").first().click();
}

test.describe("comments", () => {
  test(
    "a signed-in user posts, edits, replies, likes, unlikes and deletes",
    ALSO_WITHOUT_JS,
    async ({ page, login, jsEnabled, request }) => {
      const { path } = await articlePath(request, jsEnabled ? 0 : 1);
      await login("Asha Verma");
      let scope = await openThread(page, path, jsEnabled);
      const text = `Useful overview ${randomUUID().slice(0, 8)}`;

      const composer = scope.getByLabel("Add a comment");
      if (jsEnabled) await expect(scope.getByRole("button", { name: "Comment", exact: true })).toBeDisabled();
      await composer.fill(text);
      await scope.getByRole("button", { name: "Comment", exact: true }).click();
      scope = thread(page, jsEnabled);
      let card = commentCard(scope, text);
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { name: "You" })).toBeVisible();
      await expect(scope.getByRole("status")).toContainText("Your comment has been posted.");
      if (jsEnabled) await expect(composer).toHaveValue("");

      // Edit
      await openMenu(card);
      await card.getByRole("link", { name: "Edit" }).click();
      scope = thread(page, jsEnabled);
      const edited = `${text} (edited)`;
      await scope.getByLabel("Edit your comment").fill(edited);
      await scope.getByRole("button", { name: "Update" }).click();
      card = commentCard(thread(page, jsEnabled), edited);
      await expect(card.getByText(edited, { exact: true })).toBeVisible();

      // Reply
      await card
        .getByRole("link", { name: /^Reply/ })
        .first()
        .click();
      const replyText = `A reply ${randomUUID().slice(0, 8)}`;
      await thread(page, jsEnabled).getByLabel("Reply to You").fill(replyText);
      await thread(page, jsEnabled).getByRole("button", { name: "Reply", exact: true }).click();
      card = commentCard(thread(page, jsEnabled), edited);
      await expect(card.getByRole("list", { name: /Replies/ }).getByText(replyText)).toBeVisible();

      // Like, then unlike
      const like = card.getByRole("button", { name: "Like" }).first();
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await like.click();
      card = commentCard(thread(page, jsEnabled), edited);
      await expect(card.getByText("1 like", { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("button", { name: "Like" }).first()).toHaveAttribute("aria-pressed", "true");
      await card.getByRole("button", { name: "Like" }).first().click();
      card = commentCard(thread(page, jsEnabled), edited);
      await expect(card.getByText("0 likes", { exact: true }).first()).toBeVisible();

      // Delete, after the confirmation
      await openMenu(card);
      await card.getByRole("link", { name: "Delete" }).click();
      const confirm = thread(page, jsEnabled).getByRole("alertdialog");
      await expect(confirm).toContainText("Delete responses are gone forever, Are you sure?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(thread(page, jsEnabled).getByRole("status")).toContainText("Your comment has been deleted.");
      await expect(thread(page, jsEnabled).getByText(edited)).toHaveCount(0);
    },
  );

  test(
    "a comment whose answer was lost on the way back, sent again, is stored once",
    ALSO_WITHOUT_JS,
    async ({ page, login, jsEnabled, request }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 2 : 3);
      await login("Lost Answer");
      const scope = await openThread(page, path, jsEnabled);
      // Every form that posts a new comment names its post; an edit needs none.
      await expect(scope.locator("form:has(textarea[name=comment]) input[name=post_key]")).toHaveValue(/^[0-9a-f.-]{16,}/);
      test.skip(!jsEnabled, "without JavaScript the browser's own resend of the post carries the same name; not scriptable here");
      const text = `Sent twice ${randomUUID().slice(0, 8)}`;
      let lost = 0;
      // The first post reaches the portal and is stored; its answer is replaced by the gateway's 502
      // (the browser logs the 502, Remix the answer it cannot read).
      allowConsoleErrors(page, /status of 502/, /^SyntaxError/);
      await page.route(
        (url) => url.pathname.startsWith(path),
        async (route) => {
          if (route.request().method() !== "POST" || lost > 0) return route.continue();
          lost++;
          await route.fetch({ maxRedirects: 0 });
          await route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
        },
      );
      await scope.getByLabel("Add a comment").fill(text);
      await scope.getByRole("button", { name: "Comment", exact: true }).click();
      // The form fails in the thread, the text kept; the page is still the article.
      await expect(scope.getByText("Sorry, that did not work. Please try again.")).toBeVisible();
      expect(lost).toBe(1);
      await expect(scope.getByLabel("Add a comment")).toHaveValue(text);
      await scope.getByRole("button", { name: "Comment", exact: true }).click();
      await expect(commentCard(thread(page, jsEnabled), text)).toBeVisible();
      await expect(thread(page, jsEnabled).getByRole("article").filter({ hasText: text })).toHaveCount(1);
      expect(storedRow("SELECT count(*) AS n FROM comments WHERE collection_id = ? AND comment = ?", id, text)).toEqual({ n: 1 });
    },
  );

  test(
    "another user sees approved comments only, reports one and blocks its author",
    ALSO_WITHOUT_JS,
    async ({ page, login, jsEnabled, request }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 2 : 3);
      const author = createTestUser("Ravi Kumar");
      const approvedText = `Approved ${randomUUID().slice(0, 8)}`;
      const pendingText = `Pending ${randomUUID().slice(0, 8)}`;
      await insertComment({ collectionId: id, userId: author.id, text: approvedText, status: 3 });
      await insertComment({ collectionId: id, userId: author.id, text: pendingText, status: 1 });

      await login("Meera Nair");
      let scope = await openThread(page, path, jsEnabled);
      const card = commentCard(scope, approvedText);
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { name: "Ravi Kumar" })).toBeVisible();
      await expect(scope.getByText(pendingText)).toHaveCount(0);

      await openMenu(card);
      await card.getByRole("link", { name: "Report this response" }).click();
      scope = thread(page, jsEnabled);
      const dialog = scope.getByRole("dialog", { name: "Report this response" });
      await dialog.getByLabel("Spam").check();
      await dialog.getByLabel(/Also block Ravi Kumar/).check();
      await dialog.getByRole("button", { name: "Report" }).click();
      scope = thread(page, jsEnabled);
      await expect(scope.getByRole("status")).toContainText("no longer see comments from its author");
      await expect(scope.getByText(approvedText)).toHaveCount(0);

      // Still gone on a fresh visit.
      scope = await openThread(page, path, jsEnabled);
      await expect(scope.getByRole("heading", { level: 2, name: /Comment/ })).toBeVisible();
      await expect(scope.getByText(approvedText)).toHaveCount(0);
    },
  );

  test("an anonymous visitor is sent to sign-in and comes back to the thread", ALSO_WITHOUT_JS, async ({ page, jsEnabled, request }) => {
    const { path, id } = await articlePath(request, jsEnabled ? 4 : 5);
    const author = createTestUser("Kiran Rao");
    const text = `Visible to all ${randomUUID().slice(0, 8)}`;
    await insertComment({ collectionId: id, userId: author.id, text });

    const scope = await openThread(page, path, jsEnabled);
    await expect(commentCard(scope, text)).toBeVisible();
    await expect(scope.getByLabel("Add a comment")).toHaveCount(0);
    for (const name of ["Like", "Report this response"]) {
      await expect(commentCard(scope, text).getByRole("link", { name }).first()).toHaveAttribute("href", /^\/signin\?redirectTo=/);
    }
    await scope.getByRole("link", { name: "Sign in to comment" }).click();
    await expect(page).toHaveURL(/\/signin\?/);
    const redirectTo = new URL(page.url()).searchParams.get("redirectTo");
    expect(redirectTo).toBe(`${path}#comments`);

    // Signing in with e-mail and password brings the visitor back to the thread.
    const email = `reader-${randomUUID().slice(0, 8)}@example.test`;
    await createPasswordUser("Returning Reader", email, "Correct-Horse-42");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("Correct-Horse-42");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#comments$`));
    await expect(thread(page, jsEnabled).getByLabel("Add a comment")).toBeVisible();
  });

  test(
    "the author sees their own pending comment marked as awaiting approval",
    ALSO_WITHOUT_JS,
    async ({ page, login, jsEnabled, request }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 11 : 12);
      const me = await login("Pending Author");
      const text = `Waiting ${randomUUID().slice(0, 8)}`;
      await insertComment({ collectionId: id, userId: me.id, text, status: 1 });
      const scope = await openThread(page, path, jsEnabled);
      const card = commentCard(scope, text);
      await expect(card.getByText("Awaiting approval")).toBeVisible();
      await expect(card.getByRole("heading", { name: "You" })).toBeVisible();
    },
  );

  test("an anonymous form post is sent to sign-in with the way back", ALSO_WITHOUT_JS, async ({ request }) => {
    const { path, id } = await articlePath(request, 6);
    const res = await request.post(path, {
      form: { intent: "like", comment_id: "1", collection_id: String(id) },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`/signin?redirectTo=${encodeURIComponent(`${path}#comments`)}`);
  });

  test("a comment with HTML and script shows as typed and runs nothing", ALSO_WITHOUT_JS, async ({ page, login, jsEnabled, request }) => {
    const { path } = await articlePath(request, jsEnabled ? 7 : 8);
    let alerted = false;
    page.on("dialog", async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    await login("Asha Verma");
    const scope = await openThread(page, path, jsEnabled);
    const text = "<script>alert(1)</script><img src=x onerror=alert(1)> **not bold**";
    await scope.getByLabel("Add a comment").fill(text);
    await scope.getByRole("button", { name: "Comment", exact: true }).click();
    const card = commentCard(thread(page, jsEnabled), "<script>alert(1)</script>");
    await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.locator("img[src='x'], script, strong")).toHaveCount(0);
    await page.reload();
    await expect(thread(page, jsEnabled).getByText(text, { exact: true }).first()).toBeAttached();
    expect(alerted).toBe(false);
  });

  test(
    "the sort toggle orders comments and View All shows every reply",
    ALSO_WITHOUT_JS,
    async ({ page, jsEnabled, request, login, checkA11y }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 9 : 10);
      const author = createTestUser("Sort Tester");
      const tag = randomUUID().slice(0, 6);
      const base = Date.now() - 3_600_000;
      const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
      const first = await insertComment({ collectionId: id, userId: author.id, text: `Oldest ${tag}`, at: at(1) });
      await insertComment({ collectionId: id, userId: author.id, text: `Middle ${tag}`, at: at(2) });
      await insertComment({ collectionId: id, userId: author.id, text: `Newest ${tag}`, at: at(3) });
      for (let i = 1; i <= 4; i++)
        await insertComment({ collectionId: id, userId: author.id, text: `Reply ${i} ${tag}`, parentId: first, at: at(3 + i) });

      await login("Reader");
      let scope = await openThread(page, path, jsEnabled);
      const order = async () =>
        (
          await thread(page, jsEnabled)
            .getByRole("list", { name: "Comments" })
            .locator(":scope > li > article > div p.whitespace-pre-wrap")
            .allTextContents()
        ).filter((t) => t.includes(tag));
      await expect.poll(order).toEqual([`Newest ${tag}`, `Middle ${tag}`, `Oldest ${tag}`]);
      await expect(scope.getByRole("link", { name: "Latest" })).toHaveAttribute("aria-current", "true");

      if (jsEnabled) await checkA11y();

      await scope.getByRole("link", { name: "Older" }).click();
      await expect.poll(order).toEqual([`Oldest ${tag}`, `Middle ${tag}`, `Newest ${tag}`]);
      scope = thread(page, jsEnabled);

      const oldest = commentCard(scope, `Oldest ${tag}`);
      await expect(oldest.getByText(`Reply 2 ${tag}`)).toBeVisible();
      await expect(oldest.getByText(`Reply 3 ${tag}`)).toHaveCount(0);
      await oldest.getByRole("link", { name: /View All/ }).click();
      const expanded = commentCard(thread(page, jsEnabled), `Oldest ${tag}`);
      await expect(expanded.getByText(`Reply 4 ${tag}`)).toBeVisible();
      await expect(expanded.getByText(`Reply 3 ${tag}`)).toBeVisible();
    },
  );

  test(
    "a long thread comes a page at a time: More comments shows the rest, in either order, with the reader's pending comment in its place",
    ALSO_WITHOUT_JS,
    async ({ page, login, jsEnabled, request, checkA11y }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 14 : 15);
      const author = createTestUser("Paging Author");
      const me = await login("Paging Reader");
      const tag = randomUUID().slice(0, 6);
      const base = Date.now() - 3 * 3_600_000;
      const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
      const ids: number[] = [];
      for (let i = 0; i < 27; i++)
        ids.push(await insertComment({ collectionId: id, userId: author.id, text: `Paged ${i} ${tag}`, at: at(i) }));
      await insertComment({ collectionId: id, userId: me.id, text: `Mine waiting ${tag}`, status: 1, at: at(3.5) });
      const texts = (from: number, to: number) => ids.map((_, i) => `Paged ${i} ${tag}`).slice(from, to);

      let scope = await openThread(page, path, jsEnabled);
      const order = async () =>
        (
          await thread(page, jsEnabled)
            .getByRole("list", { name: "Comments" })
            .locator(":scope > li > article > div p.whitespace-pre-wrap")
            .allTextContents()
        ).filter((t) => t.includes(tag));
      await expect(scope.getByRole("heading", { level: 2, name: "28 Comments" })).toBeVisible();
      // The first page: the 20 newest.
      await expect.poll(order).toEqual(texts(7, 27).reverse());
      await expect(scope.getByText(`Mine waiting ${tag}`)).toHaveCount(0);

      await scope.getByRole("link", { name: "More comments" }).click();
      scope = thread(page, jsEnabled);
      const rest = [...texts(4, 7).reverse(), `Mine waiting ${tag}`, ...texts(0, 4).reverse()];
      if (jsEnabled) {
        // Added in place, the first new comment focused and the number shown announced.
        await expect.poll(order).toEqual([...texts(7, 27).reverse(), ...rest]);
        await expect(scope.locator(`#comment-${ids[6]}`)).toBeFocused();
        await expect(scope.locator("[aria-live=polite]").filter({ hasText: "8 more comments shown." })).toBeAttached();
        expect(new URL(page.url()).search).toBe("");
      } else {
        // The next page, opened at its start, with the way back to the first.
        await expect(page).toHaveURL(/\?comment_after=[\w-]+#comment-page$/);
        await expect.poll(order).toEqual(rest);
        await expect(scope.getByRole("link", { name: "Back to the first comments" })).toBeVisible();
      }
      await expect(commentCard(scope, `Mine waiting ${tag}`).getByText("Awaiting approval")).toBeVisible();
      await expect(scope.getByRole("link", { name: "More comments" })).toHaveCount(0);
      if (jsEnabled) await checkA11y();

      // A like on the later part of the thread counts there.
      const liked = commentCard(scope, `Paged 2 ${tag}`);
      await liked.getByRole("button", { name: "Like" }).click();
      await expect(commentCard(thread(page, jsEnabled), `Paged 2 ${tag}`).getByText("1 like", { exact: true })).toBeVisible();
      if (!jsEnabled) await expect(page).toHaveURL(/\?comment_after=[\w-]+#comment-\d+$/);

      // The other order starts at its first page, and pages the same way.
      await thread(page, jsEnabled).getByRole("link", { name: "Older" }).click();
      await expect.poll(order).toEqual([...texts(0, 4), `Mine waiting ${tag}`, ...texts(4, 19)]);
      await thread(page, jsEnabled).getByRole("link", { name: "More comments" }).click();
      await expect.poll(order).toEqual(jsEnabled ? [...texts(0, 4), `Mine waiting ${tag}`, ...texts(4, 27)] : texts(19, 27));
      await expect(thread(page, jsEnabled).getByRole("heading", { level: 2, name: "28 Comments" })).toBeVisible();
    },
  );

  test(
    "a comment with many replies shows them all: View All, then More replies with JavaScript",
    ALSO_WITHOUT_JS,
    async ({ page, jsEnabled, request }) => {
      const { path, id } = await articlePath(request, jsEnabled ? 16 : 17);
      const author = createTestUser("Busy Author");
      const tag = randomUUID().slice(0, 6);
      const base = Date.now() - 3_600_000;
      const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
      const root = await insertComment({ collectionId: id, userId: author.id, text: `Busy ${tag}`, at: at(0) });
      const replies: number[] = [];
      for (let i = 0; i < 13; i++)
        replies.push(
          await insertComment({ collectionId: id, userId: author.id, text: `Answer ${i} ${tag}`, parentId: root, at: at(1 + i) }),
        );

      const scope = await openThread(page, path, jsEnabled);
      const card = () => commentCard(thread(page, jsEnabled), `Busy ${tag}`);
      const shown = async () =>
        (
          await card()
            .getByRole("list", { name: /Replies/ })
            .locator(":scope > li p.whitespace-pre-wrap")
            .allTextContents()
        ).length;
      await expect.poll(shown).toBe(2);
      await card()
        .getByRole("link", { name: /View All/ })
        .click();
      if (jsEnabled) {
        // The replies that came with the page, then the rest read in place.
        await expect.poll(shown).toBe(10);
        await card()
          .getByRole("link", { name: /More replies/ })
          .click();
        await expect.poll(shown).toBe(13);
        await expect(scope.locator(`#comment-${replies[10]}`)).toBeFocused();
      } else {
        await expect.poll(shown).toBe(13);
      }
      await expect(card().getByRole("link", { name: /More replies/ })).toHaveCount(0);
      await expect(card().getByRole("list", { name: "Replies (13)" })).toBeVisible();
    },
  );

  test("with JavaScript, the thread's code is downloaded only when the visitor opens the thread", async ({ hydrated, page, request }) => {
    const { path } = await articlePath(request, 11);
    const onDemand: string[] = [];
    page.on("request", (r) => {
      const file = /\/assets\/(CommentThread|AuthorDialog)-[\w-]+\.js$/.exec(new URL(r.url()).pathname);
      if (file) onDemand.push(file[1]);
    });
    await page.goto(path);
    const open = page.getByRole("link", { name: /^View (\d+ )?comments?/i });
    await expect(open).toBeVisible();
    await hydrated({ idle: true });
    expect(onDemand).toEqual([]);

    await open.click();
    const dialog = page.getByRole("dialog", { name: /^(\d+ )?Comments?$/ });
    await expect(dialog.getByRole("link", { name: "Sign in to comment" })).toBeVisible();
    expect(onDemand).toEqual(["CommentThread"]);
  });

  test("the Comment link reaches the thread before the page's JavaScript has loaded", ALSO_WITHOUT_JS, async ({ page, request }) => {
    const { path } = await articlePath(request, 12);
    // The scripts are held: the page stays as the server sent it, as on a slow phone mid-load.
    await page.route(/\/assets\/.*\.js$/, () => new Promise<void>(() => undefined));
    // Held module scripts hold back "load" and "DOMContentLoaded" too: go on once the HTML is in.
    await page.goto(path, { waitUntil: "commit" });
    await page.getByRole("link", { name: /^(Comment|\d+ Comments?)$/ }).click();
    await expect(page).toHaveURL(/#comments$/);
    const thread = page.locator("#comments");
    await expect(thread.getByRole("heading", { name: /^(\d+ )?Comments?$/ })).toBeInViewport();
    await expect(thread.getByRole("link", { name: "Sign in to comment" })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("with JavaScript, the Comment link at the top opens the thread dialog", async ({ page, request }) => {
    const { path } = await articlePath(request, 13);
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^View (\d+ )?comments?/i })).toBeVisible(); // hydrated
    await page.getByRole("link", { name: /^(Comment|\d+ Comments?)$/ }).click();
    const dialog = page.getByRole("dialog", { name: /^(\d+ )?Comments?$/ });
    await expect(dialog.getByRole("link", { name: "Sign in to comment" })).toBeVisible();
  });
});
