import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_STATUS } from "../../../contract/comments-constants";
import { insertCollection } from "../../comments/api-fixture";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

const comments = await import("~/routes/editorial.comments");

let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => {
  await desk?.close();
});

const args = (request: Request) => routeArgs(request, desk.context);

/** A comment by a fresh reader on a fresh article, held for approval. */
async function pendingComment(text: string) {
  const reader = await desk.user("Ravi Reader");
  const collectionId = await insertCollection(desk.api.db);
  const answer = await desk.api.post(
    "/api/web/collection/comment/submit",
    { collection_id: collectionId, comment: text },
    { token: reader.token },
  );
  expect(answer.status).toBe(201);
  await desk.api.db.updateTable("comments").set({ status: COMMENT_STATUS.pending }).where("id", "=", answer.body.data.id).execute();
  return { id: answer.body.data.id as number, collectionId };
}

describe("the desk's access", () => {
  it("sends an anonymous visitor to sign-in and back, in the page's language", async () => {
    const en = (await run(() => comments.loader(args(get("/editorial/comments"))))) as Response;
    expect(en.status).toBe(302);
    expect(en.headers.get("Location")).toBe("/signin?redirectTo=%2Feditorial%2Fcomments");
    const hi = (await run(() => comments.loader(args(get("/hi/editorial/comments"))))) as Response;
    expect(hi.headers.get("Location")).toBe("/hi/signin?redirectTo=%2Fhi%2Feditorial%2Fcomments");
  });

  it("answers a signed-in reader without an editorial role with 403, for pages and decisions alike", async () => {
    const reader = await desk.user("Plain Reader");
    const page = (await run(() => comments.loader(args(get("/editorial/comments", reader.cookie))))) as Response;
    expect(page.status).toBe(403);
    const { id } = await pendingComment("Waiting for someone.");
    const decision = (await run(() =>
      comments.action(args(post("/editorial/comments", { intent: "approve", id: String(id), queue: "pending" }, reader.cookie))),
    )) as Response;
    expect(decision.status).toBe(403);
    const row = await desk.api.db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe(COMMENT_STATUS.pending);
  });
});

describe("comment moderation in the desk", () => {
  it("lists a pending comment with its author and article, then approves it so readers see it", async () => {
    const moderator = await desk.user("Meera Moderator", "moderator");
    const { id, collectionId } = await pendingComment("A thoughtful question about evaluation.");
    const page = unwrap<Awaited<ReturnType<typeof comments.loader>>>(
      await comments.loader(args(get("/editorial/comments?queue=pending", moderator.cookie))),
    );
    const listed = page.data.comments.find((c) => c.id === id);
    expect(listed).toMatchObject({ text: "A thoughtful question about evaluation.", author: "Ravi Reader" });
    expect(page.data.queue).toBe("pending");

    const done = (await run(() =>
      comments.action(args(post("/editorial/comments", { intent: "approve", id: String(id), queue: "pending" }, moderator.cookie))),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/editorial/comments?queue=pending&done=approve");
    const visible = await desk.api.post("/api/web/comment/all/listing", { collection_id: collectionId });
    expect(JSON.stringify(visible.body)).toContain("A thoughtful question about evaluation.");

    const after = unwrap<Awaited<ReturnType<typeof comments.loader>>>(
      await comments.loader(args(get("/editorial/comments?queue=pending&done=approve", moderator.cookie))),
    );
    expect(after.data.done).toBe("approve");
    expect(after.data.comments.map((c) => c.id)).not.toContain(id);
  });

  it("lets an editor reject a comment from the Hindi desk and come back to the Hindi page", async () => {
    const moderator = await desk.user("Esha Editor", "editor");
    const { id } = await pendingComment("Buy cheap followers now!");
    const done = (await run(() =>
      comments.action(args(post("/hi/editorial/comments", { intent: "reject", id: String(id), queue: "pending" }, moderator.cookie))),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/hi/editorial/comments?queue=pending&done=reject");
    const row = await desk.api.db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe(COMMENT_STATUS.rejected);
  });

  it("says a comment no longer exists with a 404 and a message, and refuses a hand-edited form with a 400", async () => {
    const moderator = await desk.user("Meera Moderator", "moderator");
    const gone = unwrap<{ formError: string }>(
      await comments.action(args(post("/editorial/comments", { intent: "approve", id: "987654", queue: "pending" }, moderator.cookie))),
    );
    expect(gone).toEqual({ status: 404, data: { formError: "editorial.comments.gone" } });
    const bad = unwrap<{ formError: string }>(
      await comments.action(args(post("/editorial/comments", { intent: "delete-everything", id: "x" }, moderator.cookie))),
    );
    expect(bad).toEqual({ status: 400, data: { formError: "editorial.error.badRequest" } });
  });

  it("turns holding new comments for approval on and off with the setting form", async () => {
    const moderator = await desk.user("Meera Moderator", "moderator");
    const on = (await run(() =>
      comments.action(
        args(post("/editorial/comments", { intent: "settings", require_approval: "on", queue: "reported" }, moderator.cookie)),
      ),
    )) as Response;
    expect(on.headers.get("Location")).toBe("/editorial/comments?queue=reported&done=settings");
    let page = unwrap<{ requireApproval: boolean }>(await comments.loader(args(get("/editorial/comments", moderator.cookie))));
    expect(page.data.requireApproval).toBe(true);
    await comments.action(args(post("/editorial/comments", { intent: "settings", queue: "pending" }, moderator.cookie)));
    page = unwrap<{ requireApproval: boolean }>(await comments.loader(args(get("/editorial/comments", moderator.cookie))));
    expect(page.data.requireApproval).toBe(false);
  });

  it("falls back to the pending queue for an unknown queue in the address", async () => {
    const moderator = await desk.user("Meera Moderator", "moderator");
    const page = unwrap<{ queue: string; page: number }>(
      await comments.loader(args(get("/editorial/comments?queue=everything&page=-3", moderator.cookie))),
    );
    expect(page.data).toMatchObject({ queue: "pending", page: 1 });
  });
});
