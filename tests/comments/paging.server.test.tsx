import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_PAGE_SIZE, COMMENT_STATUS, REPLIES_PER_COMMENT, REPLY_PAGE_SIZE } from "../../contract/comments-constants";
import { startCommentsApi, type CommentsApi, type TestUser } from "./api-fixture";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-comments-tests";

/**
 * The detail page's thread a page at a time (docs/decisions/0110-comment-thread-pages.md): the loader's first page and the later
 * page a plain link asks for, the links themselves as the server renders them (no JavaScript),
 * the JSON route JavaScript reads further pages from, and the ways back after an action.
 */

const { loadComments, handleCommentAction } = await import("~/comments/comments.server");
const { createSessionCookie } = await import("~/upstream/session.server");
const { CommentThread } = await import("~/comments/CommentThread");
const route = await import("~/routes/comments.$collectionId");
type CommentsData = Awaited<ReturnType<typeof loadComments>>;

let api: CommentsApi;
let asha: TestUser;
let ravi: TestUser;
let item: number;
/** Top-level comments, newest first, as the thread shows them by default. */
let newestFirst: number[];
let busyRoot: number;
let busyReplies: number[];
const PAGE = "/article/sample-item";
const BUSY_REPLIES = REPLIES_PER_COMMENT + REPLY_PAGE_SIZE + 5;

const minute = (n: number) => new Date(Date.UTC(2025, 5, 1, 8, 0) + n * 60_000).toISOString();

async function cookieFor(user: TestUser) {
  const header = await createSessionCookie(new Request("http://portal.test/"), {
    token: user.token,
    user: { id: user.id, uuid: `u-${user.id}`, name: user.name, profile_url: null, email: null, consent_accepted: true },
  });
  return header.split(";")[0];
}

async function headersFor(user: TestUser | null): Promise<Record<string, string>> {
  return user ? { Cookie: await cookieFor(user) } : {};
}

async function load(user: TestUser | null, query = "", page = PAGE) {
  const request = new Request(`http://portal.test${page}${query}`, { headers: await headersFor(user) });
  return loadComments({ request, context: loadContext(api.baseUrl), collectionId: item });
}

async function post(user: TestUser, fields: Record<string, string | number>, query = "") {
  const body = new URLSearchParams(Object.entries({ collection_id: item, ...fields }).map(([k, v]) => [k, String(v)]));
  const headers = { "Content-Type": "application/x-www-form-urlencoded", ...(await headersFor(user)) };
  const request = new Request(`http://portal.test${PAGE}${query}`, { method: "POST", body, headers });
  return (await handleCommentAction({ request, context: loadContext(api.baseUrl) })) as Response;
}

/** The JSON route, as the thread's script calls it. */
async function pages(query: string, user: TestUser | null = null, path = `/comments/${item}`) {
  const request = new Request(`http://portal.test${path}?${query}`, { headers: await headersFor(user) });
  const res = (await route.loader(routeArgs(request, loadContext(api.baseUrl), { collectionId: path.split("/").pop()! }))) as Response;
  return { status: res.status, cache: res.headers.get("Cache-Control"), body: await res.json() };
}

/** The thread as the server renders it for a reader without JavaScript. */
async function render(data: CommentsData, path = PAGE) {
  const routes = [{ path: "*", element: <CommentThread data={data} hydrated={false} headingId="comments-title" /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.test${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
const ids = (data: CommentsData) => data.comments!.map((c) => c.id);

beforeAll(async () => {
  api = await startCommentsApi();
  [asha, ravi] = await Promise.all([api.user("Asha Rao"), api.user("Ravi Kumar")]);
  item = await api.collection(2);
  const rows = Array.from({ length: 47 }, (_, i) => ({
    collection_id: item,
    user_id: i === 30 ? asha.id : ravi.id,
    reference_comment_id: null,
    comment: `Comment number ${i}`,
    status: i === 30 ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
    created_at: minute(i),
    updated_at: minute(i),
  }));
  const inserted = await api.db.insertInto("comments").values(rows).returning("id").execute();
  const approved = inserted.filter((_, i) => i !== 30).map((r) => r.id);
  newestFirst = [...approved].reverse();
  busyRoot = newestFirst[1];
  const replies = Array.from({ length: BUSY_REPLIES }, (_, i) => ({
    collection_id: item,
    user_id: i % 2 ? asha.id : ravi.id,
    reference_comment_id: busyRoot,
    comment: `Reply number ${i}`,
    status: COMMENT_STATUS.approved,
    created_at: minute(100 + i),
    updated_at: minute(100 + i),
  }));
  busyReplies = (await api.db.insertInto("comments").values(replies).returning("id").execute()).map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

describe("the thread on the detail page, a page at a time", () => {
  it("loads the first page with the item and the next from the cursor in the address, every comment once", async () => {
    const first = await load(null);
    expect(ids(first)).toEqual(newestFirst.slice(0, COMMENT_PAGE_SIZE));
    expect(first.count).toBe(46 + BUSY_REPLIES);
    expect(first.after).toBeNull();
    expect(first.next).toEqual(expect.any(String));
    const second = await load(null, `?comment_after=${first.next}`);
    expect(second.after).toBe(first.next);
    expect(second.count).toBe(first.count);
    const third = await load(null, `?comment_after=${second.next}`);
    expect(third.next).toBeNull();
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(newestFirst);
  });

  it("pages the oldest-first order the same way", async () => {
    const seen: number[] = [];
    let query = "?comment_sort=oldest";
    for (let i = 0; i < 5; i++) {
      const data = await load(null, query);
      seen.push(...ids(data));
      if (!data.next) break;
      query = `?comment_sort=oldest&comment_after=${data.next}`;
    }
    expect(seen).toEqual([...newestFirst].reverse());
  });

  it("shows a signed-in author their own pending comment in its place, and others not", async () => {
    const own = await load(asha, "?comment_sort=oldest&comment_after=" + (await load(asha, "?comment_sort=oldest")).next);
    expect(own.comments!.map((c) => c.comment)).toContain("Comment number 30");
    expect(own.comments!.find((c) => c.comment === "Comment number 30")?.status).toBe(COMMENT_STATUS.pending);
    const others = await load(ravi, "?comment_sort=oldest&comment_after=" + (await load(ravi, "?comment_sort=oldest")).next);
    expect(others.comments!.map((c) => c.comment)).not.toContain("Comment number 30");
  });

  it("sends an anonymous reader of a later page to sign-in and back to that page", async () => {
    const first = await load(null);
    const later = await load(null, `?comment_after=${first.next}`);
    expect(later.signinHref).toBe(`/signin?redirectTo=${encodeURIComponent(`${PAGE}?comment_after=${first.next}#comments`)}`);
  });

  it("shows the first page when the cursor in the address is garbled", async () => {
    const data = await load(null, "?comment_after=not-a-cursor");
    expect(data.after).toBeNull();
    expect(ids(data)).toEqual(newestFirst.slice(0, COMMENT_PAGE_SIZE));
  });
});

describe("the links without JavaScript", () => {
  it("offers 'More comments' as a plain link to the next page, landing at its start", async () => {
    const first = await load(null);
    const html = await render(first);
    expect(html).toContain("More comments");
    expect(hrefs(html)).toContain(`${PAGE}?comment_after=${first.next}#comment-page`);
    expect(html).not.toContain("Back to the first comments");
  });

  it("shows a later page with a way back to the first, and no 'More comments' on the last", async () => {
    const second = await load(null, `?comment_after=${(await load(null)).next}`);
    const third = await load(null, `?comment_after=${second.next}`);
    const html = await render(third, `${PAGE}?comment_after=${second.next}`);
    expect(html).toContain('id="comment-page"');
    expect(hrefs(html)).toContain(`${PAGE}#comments`);
    expect(html).toContain("Back to the first comments");
    expect(html).not.toContain("More comments");
  });

  it("keeps the later page in a signed-in reader's reply and report links, so the comment is still there", async () => {
    const second = await load(ravi, `?comment_after=${(await load(ravi)).next}`);
    const target = second.comments![0];
    const html = await render(second, `${PAGE}?comment_after=${second.after}`);
    expect(hrefs(html)).toContain(`${PAGE}?comment_after=${second.after}&comment_reply=${target.id}#comment-${target.id}`);
    const withMode = await load(ravi, `?comment_after=${second.after}&comment_reply=${target.id}`);
    expect(withMode.mode).toEqual({ kind: "reply", id: target.id });
    expect(ids(withMode)).toContain(target.id);
  });

  it("links View All of a busy comment to all its replies, and those beyond to their next page", async () => {
    const first = await load(null);
    const busy = first.comments!.find((c) => c.id === busyRoot)!;
    expect(busy.reply_comment).toHaveLength(REPLIES_PER_COMMENT);
    expect(busy.reply_count).toBe(BUSY_REPLIES);
    const html = await render(first);
    expect(hrefs(html)).toContain(`${PAGE}?comment_replies=${busyRoot}#comment-${busyRoot}`);
    expect(html).toContain(`View All (${BUSY_REPLIES - 2} more)`);

    // View All: the replies that came with the page and the next page of them.
    const expanded = await load(null, `?comment_replies=${busyRoot}`);
    const open = expanded.comments!.find((c) => c.id === busyRoot)!;
    expect(open.reply_comment.map((r) => r.id)).toEqual(busyReplies.slice(0, REPLIES_PER_COMMENT + REPLY_PAGE_SIZE));
    const expandedHtml = await render(expanded, `${PAGE}?comment_replies=${busyRoot}`);
    const moreReplies = hrefs(expandedHtml).find((h) => h.includes("comment_replies_after="));
    expect(moreReplies).toBe(
      `${PAGE}?comment_replies=${busyRoot}&comment_replies_after=${open.replies_next_cursor}#comment-${busyRoot}-replies`,
    );

    // "More replies": the rest, with a way back to the first replies.
    const later = await load(null, `?comment_replies=${busyRoot}&comment_replies_after=${open.replies_next_cursor}`);
    expect(later.repliesAfter).toBe(open.replies_next_cursor);
    expect(later.comments!.find((c) => c.id === busyRoot)!.reply_comment.map((r) => r.id)).toEqual(
      busyReplies.slice(REPLIES_PER_COMMENT + REPLY_PAGE_SIZE),
    );
    const laterHtml = await render(later, `${PAGE}?comment_replies=${busyRoot}&comment_replies_after=${later.repliesAfter}`);
    expect(laterHtml).toContain("Back to the first replies");
    expect(hrefs(laterHtml)).toContain(`${PAGE}?comment_replies=${busyRoot}#comment-${busyRoot}-replies`);
  });

  it("says it in Hindi on a Hindi page", async () => {
    const first = await load(null, "", `/hi${PAGE}`);
    const html = await render(first, `/hi${PAGE}`);
    expect(html).toContain("और टिप्पणियाँ");
    expect(hrefs(html)).toContain(`/hi${PAGE}?comment_after=${first.next}#comment-page`);
    expect(first.pagesPath).toBe(`/hi/comments/${item}`);
  });
});

describe("the JSON route for further pages with JavaScript", () => {
  it("answers the next page of comments, never cached, in the page's language", async () => {
    const first = await load(null);
    const next = await pages(`sort=latest&after=${first.next}`);
    expect(next.status).toBe(200);
    expect(next.cache).toBe("private, no-store");
    expect(next.body.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(COMMENT_PAGE_SIZE, 2 * COMMENT_PAGE_SIZE));
    expect(next.body.count).toBe(first.count);
    expect(next.body.next).toEqual(expect.any(String));
    const hindi = await pages(`sort=latest&after=${first.next}`, null, `/hi/comments/${item}`);
    expect(hindi.body.comments[0].created_label).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}, \d{2}:\d{2}$/);
  });

  it("answers as many as asked for when the page's part is read again, and a comment's further replies", async () => {
    const first = await load(null);
    const again = await pages(`sort=latest&after=${first.next}&limit=25`);
    expect(again.body.comments).toHaveLength(25);
    const busy = first.comments!.find((c) => c.id === busyRoot)!;
    const replies = await pages(`replies_of=${busyRoot}&after=${busy.replies_next_cursor}`);
    expect(replies.status).toBe(200);
    expect(replies.body.replies.map((r: { id: number }) => r.id)).toEqual(
      busyReplies.slice(REPLIES_PER_COMMENT, REPLIES_PER_COMMENT + REPLY_PAGE_SIZE),
    );
    expect(replies.body.reply_count).toBe(BUSY_REPLIES);
  });

  it("refuses a bad cursor or query with 400 and says what is wrong, and an unknown comment with 404", async () => {
    const bad = await pages("sort=latest&after=garbage");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not a cursor/);
    const missing = await pages("sort=latest");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("The query parameter after is missing or not valid.");
    // In the language of the address asked, as the thread's script may show it.
    const hindi = await pages("sort=latest&after=garbage", null, `/hi/comments/${item}`);
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe("after में दिया गया कर्सर इस चर्चा का नहीं है।");
    expect((await pages(`sort=sideways&after=${(await load(null)).next}`)).status).toBe(400);
    expect((await pages(`limit=1000&after=${(await load(null)).next}`)).status).toBe(400);
    const first = await load(null);
    expect((await pages(`replies_of=987654&after=${first.next}`)).status).toBe(404);
    expect((await pages(`after=${first.next}`, null, "/comments/not-a-number")).status).toBe(404);
  });
});

describe("the way back after an action", () => {
  it("keeps the later page after a like", async () => {
    const second = await load(ravi, `?comment_after=${(await load(ravi)).next}`);
    const target = second.comments![3];
    const liked = await post(ravi, { intent: "like", comment_id: target.id }, `?comment_after=${second.after}`);
    expect(liked.headers.get("Location")).toBe(`${PAGE}?comment_after=${second.after}#comment-${target.id}`);
  });

  it("shows a reply on a later page under its comment, replies open", async () => {
    const second = await load(asha, `?comment_after=${(await load(asha)).next}`);
    const target = second.comments![5];
    const replied = await post(
      asha,
      { intent: "reply", parent_id: target.id, comment: "A reply on page two" },
      `?comment_after=${second.after}&comment_reply=${target.id}`,
    );
    const location = new URL(replied.headers.get("Location")!, "http://portal.test");
    expect(location.searchParams.get("comment_after")).toBe(second.after);
    expect(location.searchParams.get("comment_replies")).toBe(String(target.id));
    expect(location.searchParams.get("comment_notice")).toBe("replied");
    const back = await load(asha, location.search);
    const replies = back.comments!.find((c) => c.id === target.id)!.reply_comment;
    expect(replies.map((r) => `comment-${r.id}`)).toContain(location.hash.slice(1));
  });

  it("shows a reply to a comment with more replies than View All shows on the later page of replies that starts with it", async () => {
    const replied = await post(
      ravi,
      { intent: "reply", parent_id: busyReplies[3], comment: "The newest reply" },
      `?comment_reply=${busyReplies[3]}`,
    );
    const location = new URL(replied.headers.get("Location")!, "http://portal.test");
    expect(location.searchParams.get("comment_replies")).toBe(String(busyRoot));
    expect(location.searchParams.get("comment_replies_after")).toEqual(expect.any(String));
    const back = await load(ravi, location.search);
    const replies = back.comments!.find((c) => c.id === busyRoot)!.reply_comment;
    expect(replies.map((r) => r.comment)).toEqual(["The newest reply"]);
    expect(`#comment-${replies[0].id}`).toBe(location.hash);
  });
});
