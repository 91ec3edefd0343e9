import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommentsApi, type CommentsApi, type TestUser } from "./api-fixture";
import { errorRecorder, loadContext } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-comments-tests";

const { loadComments, handleCommentAction } = await import("~/comments/comments.server");
const { createSessionCookie } = await import("~/upstream/session.server");

let api: CommentsApi;
let asha: TestUser;
let ravi: TestUser;
let item: number;
const PAGE = "/article/sample-item";
const { logged, logger } = errorRecorder();

function context(origin = api.baseUrl) {
  return loadContext(origin, { logger });
}

async function cookieFor(user: TestUser) {
  const header = await createSessionCookie(new Request("http://portal.test/"), {
    token: user.token,
    user: { id: user.id, uuid: `u-${user.id}`, name: user.name, profile_url: null, email: null, consent_accepted: true },
  });
  return header.split(";")[0];
}

async function post(user: TestUser | null, fields: Record<string, string | number>, query = "", page = PAGE) {
  const body = new URLSearchParams(Object.entries({ collection_id: item, ...fields }).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (user) headers.Cookie = await cookieFor(user);
  const request = new Request(`http://portal.test${page}${query}`, { method: "POST", body, headers });
  try {
    return await handleCommentAction({ request, context: context() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function load(user: TestUser | null, query = "", origin?: string, page = PAGE) {
  const headers: Record<string, string> = {};
  if (user) headers.Cookie = await cookieFor(user);
  return loadComments({
    request: new Request(`http://portal.test${page}${query}`, { headers }),
    context: context(origin),
    collectionId: item,
  });
}

beforeAll(async () => {
  api = await startCommentsApi();
  [asha, ravi] = await Promise.all([api.user("Asha Rao"), api.user("Ravi Kumar")]);
  item = await api.collection(2);
});
afterAll(async () => {
  await api?.close();
});

describe("comment actions without JavaScript", () => {
  it("posts and redirects back to the new comment with a notice", async () => {
    const res = (await post(asha, { intent: "post", comment: "First!" })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${PAGE}\\?comment_notice=posted#comment-\\d+$`));
    const data = await load(asha, "?comment_notice=posted");
    expect(data.notice).toBe("posted");
    expect(data.comments?.map((c) => c.comment)).toContain("First!");
  });

  it("names each render's posts: the same form sent again stores one comment, and the next render names them anew", async () => {
    const page = await load(ravi);
    const key = `${page.viewer!.postKey}.comment-new`;
    expect(key).toMatch(/^[0-9a-f-]{36}\.comment-new$/);
    expect((await load(ravi)).viewer!.postKey).not.toBe(page.viewer!.postKey);
    const comment = `Sent twice after a lost answer ${Date.now()}`;
    const first = (await post(ravi, { intent: "post", comment, post_key: key })) as Response;
    const again = (await post(ravi, { intent: "post", comment, post_key: key })) as Response;
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    const stored = await api.db.selectFrom("comments").select("id").where("user_id", "=", ravi.id).where("comment", "=", comment).execute();
    expect(stored).toHaveLength(1);
  });

  it("keeps the sort order in the way back", async () => {
    const target = (await load(asha)).comments![0];
    const res = (await post(asha, { intent: "like", comment_id: target.id }, "?comment_sort=oldest&comment_edit=4")) as Response;
    expect(res.headers.get("Location")).toBe(`${PAGE}?comment_sort=oldest#comment-${target.id}`);
  });

  it("shows a new comment first: the way back after posting is the first page, newest first, whatever page and order the form was on", async () => {
    const res = (await post(asha, { intent: "post", comment: "Sorted" }, "?comment_sort=oldest&comment_edit=4")) as Response;
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${PAGE}\\?comment_notice=posted#comment-\\d+$`));
  });

  it("sends an anonymous visitor to sign-in and back to the thread", async () => {
    const res = (await post(null, { intent: "like", comment_id: 1 })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/signin?redirectTo=${encodeURIComponent(`${PAGE}#comments`)}`);
  });

  it("says so briefly when a blank comment or someone else's edit is refused", async () => {
    const blank = (await post(asha, { intent: "post", comment: "   " })) as Response;
    expect(blank.headers.get("Location")).toBe(`${PAGE}?comment_notice=empty#comments`);
    const mine = (await load(asha)).comments!.find((c) => c.comment === "First!")!;
    const theirs = (await post(ravi, { intent: "edit", comment_id: mine.id, comment: "hijack" })) as Response;
    expect(theirs.headers.get("Location")).toBe(`${PAGE}?comment_notice=failed#comments`);
    const report = (await post(ravi, { intent: "report", comment_id: mine.id })) as Response;
    expect(report.headers.get("Location")).toBe(`${PAGE}?comment_notice=no-reason#comments`);
  });

  it("refuses a comment over the length limit with a message naming the limit, and stores nothing", async () => {
    const { COMMENT_MAX_LENGTH } = await import("../../contract/comments-constants");
    const { NOTICES } = await import("~/comments/model");
    const before = (await load(asha)).comments!.length;
    const long = (await post(asha, { intent: "post", comment: "a".repeat(COMMENT_MAX_LENGTH + 1) })) as Response;
    expect(long.headers.get("Location")).toBe(`${PAGE}?comment_notice=too-long#comments`);
    const { translator } = await import("~/i18n");
    expect(translator("en")(NOTICES["too-long"], { max: COMMENT_MAX_LENGTH })).toContain(String(COMMENT_MAX_LENGTH));
    expect(translator("hi")(NOTICES["too-long"], { max: COMMENT_MAX_LENGTH })).toContain(String(COMMENT_MAX_LENGTH));
    expect((await load(asha)).comments!.length).toBe(before);
    const atLimit = (await post(asha, { intent: "post", comment: "b".repeat(COMMENT_MAX_LENGTH) })) as Response;
    expect(atLimit.headers.get("Location")).not.toContain("comment_notice=too-long");
  });

  it("reports with a category and blocks the author when asked", async () => {
    const target = (await load(ravi)).comments!.find((c) => c.comment === "First!")!;
    const res = (await post(ravi, {
      intent: "report",
      comment_id: target.id,
      category_id: api.categories[0].id,
      author_id: asha.id,
      block: "on",
    })) as Response;
    expect(res.headers.get("Location")).toBe(`${PAGE}?comment_notice=reported-blocked#comments`);
    expect((await load(ravi)).comments!.some((c) => c.comment_user_id === asha.id)).toBe(false);
  });
});

describe("comment actions with JavaScript", () => {
  it("answers data instead of a redirect, with the like's new state", async () => {
    const target = (await load(asha)).comments![0];
    const liked = await post(asha, { intent: "like", comment_id: target.id, js: "1" });
    expect(liked).toEqual({ ok: true, intent: "like", notice: null, like: { comment_id: target.id, is_liked: true, like_count: 1 } });
    const refused = await post(asha, { intent: "delete", comment_id: 999_999, js: "1" });
    expect(refused).toMatchObject({ ok: false, intent: "delete", notice: "failed" });
  });
});

describe("loading the thread", () => {
  it("reads the mode, the expanded replies and the sort from the URL", async () => {
    const data = await load(asha, "?comment_edit=12&comment_replies=5&comment_sort=oldest");
    expect(data.mode).toEqual({ kind: "edit", id: 12 });
    expect(data.expanded).toEqual([5]);
    expect(data.sort).toBe("oldest");
    expect(data.viewer).toEqual({ id: asha.id, name: "Asha Rao", postKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it("ignores modes for anonymous visitors and links them to sign-in", async () => {
    const data = await load(null, "?comment_delete=3");
    expect(data.mode).toBeNull();
    expect(data.viewer).toBeNull();
    expect(data.signinHref).toBe(`/signin?redirectTo=${encodeURIComponent(`${PAGE}#comments`)}`);
  });

  it("logs 'Error in fetching comments' and still renders when the API is down", async () => {
    const data = await load(null, "", "http://127.0.0.1:9");
    expect(data.comments).toBeNull();
    expect(logged).toContain("Error in fetching comments");
  });
});

describe("comments on a Hindi page", () => {
  const HINDI_PAGE = `/hi${PAGE}`;

  it("a reader without JavaScript posts a Hindi comment and comes back to the Hindi page", async () => {
    const text = "कृत्रिम बुद्धिमत्ता पर यह लेख बहुत उपयोगी है। धन्यवाद!";
    const res = (await post(asha, { intent: "post", comment: text }, "", HINDI_PAGE)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${HINDI_PAGE}\\?comment_notice=posted#comment-\\d+$`));
    const data = await load(asha, "?comment_notice=posted", undefined, HINDI_PAGE);
    const stored = data.comments!.find((c) => c.comment === text);
    expect(stored).toBeDefined();
    // The date in Hindi: a Devanagari month name and a 24-hour time.
    expect(stored!.created_label).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}, \d{2}:\d{2}$/);
  });

  it("accepts a Hindi comment of exactly the length limit, counted in characters", async () => {
    const { COMMENT_MAX_LENGTH } = await import("../../contract/comments-constants");
    const text = "नमस्ते ".repeat(Math.ceil(COMMENT_MAX_LENGTH / 7)).slice(0, COMMENT_MAX_LENGTH - 1) + "।";
    expect(text.length).toBe(COMMENT_MAX_LENGTH);
    const res = (await post(asha, { intent: "post", comment: text }, "", HINDI_PAGE)) as Response;
    expect(res.headers.get("Location")).toContain("comment_notice=posted");
  });

  it("sends an anonymous Hindi reader to the Hindi sign-in page and back to the Hindi thread", async () => {
    const res = (await post(null, { intent: "like", comment_id: 1 }, "", HINDI_PAGE)) as Response;
    expect(res.headers.get("Location")).toBe(`/hi/signin?redirectTo=${encodeURIComponent(`${HINDI_PAGE}#comments`)}`);
    expect((await load(null, "", undefined, HINDI_PAGE)).signinHref).toBe(
      `/hi/signin?redirectTo=${encodeURIComponent(`${HINDI_PAGE}#comments`)}`,
    );
  });
});
