import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMENT_PAGE_SIZE,
  COMMENT_STATUS,
  encodeCommentCursor,
  REPLIES_PER_COMMENT,
  type Comment,
  type CommentReply,
} from "../../contract";
import { threadCountQuery, topLevelPage } from "../../api/comments/thread";
import { startCommentsApi, type CommentsApi, type TestUser } from "../comments/api-fixture";
import { dialect } from "./harness";

/**
 * The thread a page at a time (docs/decisions/0110-comment-thread-pages.md), on SQLite and on PostgreSQL (npm run test:pg): keyset
 * pages on (created_at, id) in both orders, each comment with its first replies, the replies
 * listing for the rest, visibility on every page, the thread's count, and the indexes the first
 * page of a big thread is read from.
 */

const LIST = "/api/web/comment/all/listing";
const REPLIES = "/api/web/comment/reply/listing";

let api: CommentsApi;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;

beforeAll(async () => {
  api = await startCommentsApi();
  [asha, ravi, meera] = await Promise.all([api.user("Asha Rao"), api.user("Ravi Kumar"), api.user("Meera N")]);
});
afterAll(async () => {
  await api?.close();
});

interface Page {
  comments: Comment[];
  count: number;
  next_cursor: string | null;
}

async function page(user: TestUser | null, body: Record<string, unknown>): Promise<Page> {
  const res = await api.call(LIST, body, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page;
}

/** Every page from the first, following next_cursor; the count as each page gave it. */
async function allPages(user: TestUser | null, collectionId: number, sort: "latest" | "oldest", limit?: number) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const next: Page = await page(user, { collection_id: collectionId, sort, cursor, ...(limit ? { limit } : {}) });
    pages.push(next);
    cursor = next.next_cursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 9, 0) + n * 60_000).toISOString();

/** Comments written straight to the database, at the given times (the same time twice on purpose). */
async function insert(
  rows: { collectionId: number; user: TestUser; at: string; status?: number; parentId?: number | null; text?: string }[],
) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await api.db
      .insertInto("comments")
      .values(
        rows.slice(i, i + 200).map((r, j) => ({
          collection_id: r.collectionId,
          user_id: r.user.id,
          reference_comment_id: r.parentId ?? null,
          comment: r.text ?? `comment ${i + j}`,
          status: r.status ?? COMMENT_STATUS.approved,
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .returning("id")
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** The expected order: created_at, then id, newest first for "latest". */
function ordered(rows: { id: number; at: string }[], sort: "latest" | "oldest") {
  const sorted = [...rows].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id)).map((r) => r.id);
  return sort === "latest" ? sorted.reverse() : sorted;
}

describe("paging the thread", () => {
  it("gives every visible comment exactly once, in order, across pages in both orders, with the thread's count on every page", async () => {
    const item = await api.collection(2);
    // 47 comments; every third shares its minute with the one before, so the id breaks ties.
    const times = Array.from({ length: 47 }, (_, i) => minute(i - (i % 3 === 2 ? 1 : 0)));
    const ids = await insert(times.map((at, i) => ({ collectionId: item, user: i % 2 ? asha : ravi, at })));
    const rows = ids.map((id, i) => ({ id, at: times[i] }));
    await insert([{ collectionId: item, user: meera, at: minute(100), parentId: ids[0] }]);

    for (const sort of ["latest", "oldest"] as const) {
      const pages = await allPages(null, item, sort);
      expect(pages.map((p) => p.comments.length)).toEqual([COMMENT_PAGE_SIZE, COMMENT_PAGE_SIZE, 7]);
      expect(pages.flatMap((p) => p.comments.map((c) => c.id))).toEqual(ordered(rows, sort));
      expect(pages.map((p) => p.count)).toEqual([48, 48, 48]);
      expect(pages.at(-1)!.next_cursor).toBeNull();
    }
    // Any page size: the same comments, once each.
    const bySeven = await allPages(null, item, "oldest", 7);
    expect(bySeven).toHaveLength(7);
    expect(bySeven.flatMap((p) => p.comments.map((c) => c.id))).toEqual(ordered(rows, "oldest"));
  });

  it("answers the first page without a cursor, and a thread without comments as one empty page", async () => {
    const empty = await api.collection(3);
    expect(await page(null, { collection_id: empty })).toEqual({ comments: [], count: 0, next_cursor: null });
    const item = await api.collection(3);
    await insert([{ collectionId: item, user: asha, at: minute(1) }]);
    const only = await page(null, { collection_id: item, cursor: null });
    expect(only.comments).toHaveLength(1);
    expect(only.next_cursor).toBeNull();
  });

  it("continues from the cursor's place when comments are posted or deleted between pages", async () => {
    const item = await api.collection(2);
    const times = Array.from({ length: 30 }, (_, i) => minute(i));
    const ids = await insert(times.map((at) => ({ collectionId: item, user: ravi, at })));
    const first = await page(null, { collection_id: item, limit: 10 });
    const seen = first.comments.map((c) => c.id);
    // A new comment goes to the top; the last comment of page 1 (the cursor's own) is deleted.
    await insert([{ collectionId: item, user: asha, at: minute(500) }]);
    expect((await api.call("/api/web/collection/comment/delete", { comment_id: seen.at(-1) }, ravi)).status).toBe(200);
    const rest: number[] = [];
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(null, { collection_id: item, limit: 10, cursor });
      rest.push(...next.comments.map((c) => c.id));
      cursor = next.next_cursor;
    }
    expect([...seen, ...rest]).toEqual([...ids].reverse());
  });

  it("shows a pending comment to its author only, in its place on its page, and never a rejected one to others", async () => {
    const item = await api.collection(4);
    const times = Array.from({ length: 25 }, (_, i) => minute(i));
    const ids = await insert(
      times.map((at, i) => ({
        collectionId: item,
        user: i === 5 ? asha : ravi,
        at,
        status: i === 5 ? COMMENT_STATUS.pending : i === 6 ? COMMENT_STATUS.rejected : COMMENT_STATUS.approved,
      })),
    );
    const pendingId = ids[5];
    const rejectedId = ids[6];

    const others = await allPages(meera, item, "oldest");
    const othersIds = others.flatMap((p) => p.comments.map((c) => c.id));
    expect(othersIds).toEqual(ids.filter((id) => id !== pendingId && id !== rejectedId));
    expect(others[0].count).toBe(23);
    expect(others.map((p) => p.comments.length)).toEqual([20, 3]);

    const author = await allPages(asha, item, "oldest");
    const authorIds = author.flatMap((p) => p.comments.map((c) => c.id));
    expect(authorIds).toEqual(ids.filter((id) => id !== rejectedId));
    expect(author[0].comments.find((c) => c.id === pendingId)?.status).toBe(COMMENT_STATUS.pending);
    expect(author[0].count).toBe(24);
  });

  it("leaves out a blocked author's comments on every page and in the count", async () => {
    const item = await api.collection(2);
    const troll = await api.user("Troll");
    const blocker = await api.user("Blocker");
    const times = Array.from({ length: 30 }, (_, i) => minute(i));
    const ids = await insert(times.map((at, i) => ({ collectionId: item, user: i % 3 === 0 ? troll : ravi, at })));
    expect((await api.call("/api/block/content", { block_user_id: troll.id }, blocker)).status).toBe(200);
    const pages = await allPages(blocker, item, "latest", 8);
    expect(pages.flatMap((p) => p.comments.map((c) => c.id))).toEqual(ids.filter((_, i) => i % 3 !== 0).reverse());
    expect(pages[0].count).toBe(20);
  });
});

describe("replies on a page", () => {
  it("brings each comment's first replies, oldest first, with the true reply count and a cursor for the rest", async () => {
    const item = await api.collection(5);
    const [root, quiet] = await insert([
      { collectionId: item, user: asha, at: minute(1) },
      { collectionId: item, user: asha, at: minute(2) },
    ]);
    const replyTimes = Array.from({ length: 27 }, (_, i) => minute(10 + Math.floor(i / 2)));
    const replyIds = await insert(replyTimes.map((at, i) => ({ collectionId: item, user: i % 2 ? ravi : meera, at, parentId: root })));
    await insert([{ collectionId: item, user: ravi, at: minute(3), parentId: quiet }]);

    const { comments, count } = await page(null, { collection_id: item, sort: "oldest" });
    expect(count).toBe(2 + 27 + 1);
    const busy = comments.find((c) => c.id === root)!;
    expect(busy.reply_comment.map((r) => r.id)).toEqual(replyIds.slice(0, REPLIES_PER_COMMENT));
    expect(busy.reply_count).toBe(27);
    expect(busy.replies_next_cursor).toEqual(expect.any(String));
    const small = comments.find((c) => c.id === quiet)!;
    expect([small.reply_comment.length, small.reply_count, small.replies_next_cursor]).toEqual([1, 1, null]);

    // The replies listing continues where the page's replies stopped, once each, to the end.
    const rest: number[] = [];
    let cursor: string | null = busy.replies_next_cursor;
    while (cursor) {
      const res = await api.call(REPLIES, { comment_id: root, cursor, limit: 5 }, null);
      expect(res.status).toBe(200);
      expect(res.body.data.reply_count).toBe(27);
      rest.push(...(res.body.data.replies as CommentReply[]).map((r) => r.id));
      cursor = res.body.data.next_cursor;
    }
    expect([...busy.reply_comment.map((r) => r.id), ...rest]).toEqual(replyIds);
    // From the start, without a cursor.
    const firstPage = await api.call(REPLIES, { comment_id: root }, null);
    expect((firstPage.body.data.replies as CommentReply[]).map((r) => r.id)).toEqual(replyIds);
  });

  it("shows replies the viewer may see only, with likes counted, and refuses the replies of a comment the viewer cannot see", async () => {
    const item = await api.collection(2);
    const [open, pending] = await insert([
      { collectionId: item, user: asha, at: minute(1) },
      { collectionId: item, user: asha, at: minute(2), status: COMMENT_STATUS.pending },
    ]);
    const [visibleReply, pendingReply] = await insert([
      { collectionId: item, user: ravi, at: minute(3), parentId: open },
      { collectionId: item, user: ravi, at: minute(4), parentId: open, status: COMMENT_STATUS.pending },
      { collectionId: item, user: ravi, at: minute(5), parentId: pending },
    ]);
    await api.call("/api/web/comment/like", { comment_id: visibleReply }, meera);

    const anonymous = await api.call(REPLIES, { comment_id: open }, null);
    expect((anonymous.body.data.replies as CommentReply[]).map((r) => [r.id, r.like_count])).toEqual([[visibleReply, 1]]);
    expect(anonymous.body.data.reply_count).toBe(1);
    const author = await api.call(REPLIES, { comment_id: open }, ravi);
    expect((author.body.data.replies as CommentReply[]).map((r) => r.id)).toEqual([visibleReply, pendingReply]);
    const liker = await api.call(REPLIES, { comment_id: open }, meera);
    expect((liker.body.data.replies as CommentReply[])[0].is_liked).toBe(true);

    expect((await api.call(REPLIES, { comment_id: pending }, meera)).status).toBe(404);
    expect((await api.call(REPLIES, { comment_id: pending }, asha)).status).toBe(200);
    expect((await api.call(REPLIES, { comment_id: 987_654 }, null)).status).toBe(404);
    // The reply under the pending comment counts only for those who see that comment: its author.
    expect((await page(meera, { collection_id: item })).count).toBe(2);
    expect((await page(asha, { collection_id: item })).count).toBe(4);
  });
});

describe("the replies listing in the API's description", () => {
  it("is in the OpenAPI document with its request and answer", async () => {
    const res = await api.call("/api/openapi.json", undefined, null, "GET");
    expect(res.status).toBe(200);
    expect(res.body.paths["/api/web/comment/reply/listing"]?.post?.requestBody).toBeDefined();
    expect(res.body.paths["/api/web/comment/all/listing"]?.post?.requestBody).toBeDefined();
  });
});

describe("bad paging input", () => {
  it("refuses a cursor it did not give out, saying why, with the API's bad-input status", async () => {
    const item = await api.collection(2);
    const real = encodeCommentCursor({ created_at: minute(1), id: 7 });
    const bad = [
      "not-a-cursor",
      "!!!",
      real.slice(0, -2),
      `${real}A`,
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('["2025-01-01T00:00:00.000Z",-3]').toString("base64url"),
      Buffer.from('["yesterday",3]').toString("base64url"),
      Buffer.from("{").toString("base64url"),
      "x".repeat(500),
    ];
    for (const cursor of bad) {
      const res = await api.call(LIST, { collection_id: item, cursor }, null);
      expect(res.status, cursor).toBe(422);
      expect(res.body.errors.cursor[0], cursor).toMatch(/not a cursor/i);
      const replies = await api.call(REPLIES, { comment_id: 1, cursor }, null);
      expect(replies.status, cursor).toBe(422);
    }
    expect((await api.call(LIST, { collection_id: item, cursor: 42 }, null)).status).toBe(422);
    for (const limit of [0, -1, 101, 2.5, "many"]) {
      expect((await api.call(LIST, { collection_id: item, limit }, null)).status, String(limit)).toBe(422);
    }
    // A well-formed cursor of a place where no comment is is fine: the page after that place.
    expect((await api.call(LIST, { collection_id: item, cursor: real }, null)).status).toBe(200);
  });
});

describe("a thread of 5 000 comments", () => {
  let item: number;
  /** A place in the middle of the thread, as a cursor names it. */
  let middle: { id: number; created_at: string };

  beforeAll(async () => {
    item = await api.collection(2);
    // The thread among 60 quieter ones, their comments written over the same months.
    const others = await Promise.all(Array.from({ length: 60 }, (_, i) => api.collection(i % 2 ? 2 : 3)));
    const thread = Array.from({ length: 5_000 }, (_, i) => ({
      collectionId: item,
      user: i % 7 ? ravi : asha,
      at: minute(i * 6),
      status: i % 50 === 0 ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
    }));
    const elsewhere = Array.from({ length: 24_000 }, (_, i) => ({ collectionId: others[i % 60], user: meera, at: minute(i + 3) }));
    await insert([...thread, ...elsewhere].sort((a, b) => (a.at < b.at ? -1 : 1)));
    const newest = await api.db
      .selectFrom("comments")
      .select("id")
      .where("collection_id", "=", item)
      .orderBy("created_at", "desc")
      .limit(5)
      .execute();
    // Replies under the newest comments, the way a busy discussion grows.
    await insert(
      Array.from({ length: 2_000 }, (_, i) => ({ collectionId: item, user: meera, at: minute(40_000 + i), parentId: newest[i % 5].id })),
    );
    middle = await api.db
      .selectFrom("comments")
      .select(["id", "created_at"])
      .where("collection_id", "=", item)
      .where("reference_comment_id", "is", null)
      .orderBy("created_at")
      .offset(2_500)
      .limit(1)
      .executeTakeFirstOrThrow();
    // As autovacuum would leave a table that is mostly appended to: statistics and the visibility map.
    await (dialect === "postgres" ? sql`VACUUM ANALYZE comments` : sql`ANALYZE`).execute(api.db);
  }, 180_000);

  /**
   * How a query is read. PostgreSQL runs it (EXPLAIN ANALYZE) and says how many comment rows it
   * looked at; SQLite says which index it walks and whether it sorts afterwards.
   */
  async function reading(query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
    const { sql: text, parameters } = query.compile();
    if (dialect === "postgres") {
      const explained = await sql
        .raw<{ "QUERY PLAN": PgPlan[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${inline(text, parameters)}`)
        .execute(api.db);
      const root = explained.rows[0]["QUERY PLAN"][0].Plan;
      return { plan: JSON.stringify(root), commentRowsRead: rowsRead(root), sorted: false };
    }
    const explained = await sql.raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${inline(text, parameters)}`).execute(api.db);
    const plan = explained.rows.map((r) => r.detail).join("\n");
    return { plan, commentRowsRead: null, sorted: /TEMP B-TREE/.test(plan) };
  }

  it("reads a page from the top-level index and stops after it, the first page and any later one, in both orders", async () => {
    for (const viewerId of [null, asha.id]) {
      for (const sort of ["latest", "oldest"] as const) {
        const first = topLevelPage(api.db, { collectionId: item, viewerId, sort, after: null, limit: COMMENT_PAGE_SIZE });
        const later = topLevelPage(api.db, { collectionId: item, viewerId, sort, after: middle, limit: COMMENT_PAGE_SIZE });
        for (const query of [first, later]) {
          const { plan, commentRowsRead, sorted } = await reading(query);
          if (commentRowsRead === null) {
            expect(plan, plan).toMatch(/SEARCH c USING INDEX comments_top_level_idx/);
            expect(sorted, plan).toBe(false);
          } else {
            // A page is 21 rows; a few hidden ones (pending, blocked) are passed over. Never the thread's thousands.
            expect(commentRowsRead, plan).toBeLessThan(200);
          }
        }
      }
    }
  });

  it("counts the whole thread from the visibility index, never reading the rest of the table", async () => {
    for (const viewerId of [null, asha.id]) {
      const { plan, commentRowsRead } = await reading(threadCountQuery(api.db, item, viewerId));
      if (commentRowsRead === null) {
        expect(plan, plan).toMatch(/COVERING INDEX comments_visibility_idx/);
        expect(plan, plan).not.toMatch(/SCAN c\b/);
      } else {
        expect(plan, plan).not.toMatch(/Seq Scan/);
        // The thread's 7 000 rows are read (twice at most: comments, then replies under them); not the other 24 000.
        expect(commentRowsRead, plan).toBeLessThan(15_000);
      }
    }
  });

  it("answers one page of a large thread with the whole thread's count (speed is the plans' business above, and the bench's)", async () => {
    const first = await page(null, { collection_id: item });
    expect(first.comments).toHaveLength(COMMENT_PAGE_SIZE);
    expect(first.count).toBe(4_900 + 2_000);
    expect(first.comments[0].reply_count).toBe(400);
    expect(first.comments[0].reply_comment).toHaveLength(REPLIES_PER_COMMENT);
    const next = await page(asha, { collection_id: item, cursor: first.next_cursor });
    expect(next.comments).toHaveLength(COMMENT_PAGE_SIZE);
    expect(next.comments.map((c) => c.id)).not.toContain(first.comments[0].id);
  });
});

interface PgPlan {
  Plan: PgNode;
}
interface PgNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Heap Fetches"?: number;
  Plans?: PgNode[];
}

/** Rows of the comments table a PostgreSQL plan looked at: those it kept and those its filters removed. */
function rowsRead(node: PgNode): number {
  const own =
    node["Relation Name"] === "comments"
      ? (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * node["Actual Loops"]
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

/** The SQL with its parameters written in, for EXPLAIN (numbers and text only, as these queries use). */
function inline(text: string, parameters: readonly unknown[]): string {
  const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
  if (dialect === "postgres") return text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
  let i = 0;
  return text.replace(/\?/g, () => literal(parameters[i++]));
}
