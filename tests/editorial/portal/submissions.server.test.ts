import type { Params } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

const queue = await import("~/routes/editorial._index");
const item = await import("~/routes/editorial.items.$id");
const audit = await import("~/routes/editorial.audit");
const { loadListing } = await import("~/content/loaders/listing.server");

let desk: Desk;
let editor: { id: number; token: string; cookie: string };
beforeAll(async () => {
  desk = await startDesk();
  editor = await desk.user("Esha Editor", "editor");
});
afterAll(async () => {
  await desk?.close();
});

const args = <P extends Params>(request: Request, params?: P) => routeArgs(request, desk.context, params);

let n = 0;
/** An article a fresh contributor wrote and submitted through the API. */
async function submittedArticle(title = `Field notes on crop models ${++n}`) {
  const contributor = await desk.user("Kavya Contributor");
  const answer = await desk.api.post(
    "/api/web/authoring/article",
    {
      intent: "submit",
      title,
      summary: "What a season of trials taught us.",
      body: "## Trials\n\nTwelve districts, **three** models.",
      sector: "agriculture",
      tags: ["crops"],
    },
    { token: contributor.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.data.id as number, slug: answer.body.data.slug as string, title, contributor };
}

type QueueData = Awaited<ReturnType<typeof queue.loader>>;
type ItemData = Awaited<ReturnType<typeof item.loader>>;

describe("the queue (/editorial)", () => {
  it("answers a signed-in reader with 403 and sends an anonymous visitor to sign-in", async () => {
    const reader = await desk.user("Plain Reader");
    expect(((await run(() => queue.loader(args(get("/editorial", reader.cookie))))) as Response).status).toBe(403);
    const anonymous = (await run(() => queue.loader(args(get("/hi/editorial"))))) as Response;
    expect(anonymous.headers.get("Location")).toBe("/hi/signin?redirectTo=%2Fhi%2Feditorial");
  });

  it("shows an editor the submitted items in the API's order, filtered by kind, with unknown filters falling back", async () => {
    const older = await submittedArticle();
    const newer = await submittedArticle();
    const page = unwrap<QueueData>(await queue.loader(args(get("/editorial", editor.cookie)))).data;
    expect(page.status).toBe("submitted");
    // Newest submission first (api/authoring/editorial.ts).
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((i) => i.id === newer.id)).toMatchObject({
      title: newer.title,
      kind: "article",
      status: "submitted",
      author: "Kavya Contributor",
    });

    const events = unwrap<QueueData>(await queue.loader(args(get("/editorial?status=submitted&kind=event", editor.cookie)))).data;
    expect(events.items.map((i) => i.id)).not.toContain(newer.id);
    const fallback = unwrap<QueueData>(
      await queue.loader(args(get("/editorial?status=everything&kind=nonsense&page=0", editor.cookie))),
    ).data;
    expect(fallback).toMatchObject({ status: "submitted", kind: null, page: 1 });
  });
});

describe("a submission (/editorial/items/{id})", () => {
  it("renders the item as it will appear, with its contributor, history and the open decisions", async () => {
    const article = await submittedArticle();
    const page = unwrap<ItemData>(
      await item.loader(args(get(`/editorial/items/${article.id}`, editor.cookie), { id: String(article.id) })),
    ).data;
    expect(page.preview.title).toBe(article.title);
    expect(page.preview.body).toContain("<strong>three</strong>");
    expect(page.author.name).toBe("Kavya Contributor");
    expect(page.item.status).toBe("submitted");
    expect(page.decisions).toEqual(["start_review", "approve", "request_changes", "reject"]);
    expect(page.history.map((h) => h.action)).toContain("submit");
  });

  it("is a 404 for an unknown or malformed id", async () => {
    expect(((await run(() => item.loader(args(get("/editorial/items/999999", editor.cookie), { id: "999999" })))) as Response).status).toBe(
      404,
    );
    expect(((await run(() => item.loader(args(get("/editorial/items/abc", editor.cookie), { id: "abc" })))) as Response).status).toBe(404);
  });

  it("starts the review, then requests changes with a note the contributor sees, and records both", async () => {
    const article = await submittedArticle();
    const path = `/editorial/items/${article.id}`;
    const started = (await run(() =>
      item.action(args(post(path, { action: "start_review" }, editor.cookie), { id: String(article.id) })),
    )) as Response;
    expect(started.headers.get("Location")).toBe(`${path}?done=start_review`);
    const note = "Please name the districts and cite the trial data.";
    const asked = (await run(() =>
      item.action(args(post(path, { action: "request_changes", note }, editor.cookie), { id: String(article.id) })),
    )) as Response;
    expect(asked.headers.get("Location")).toBe(`${path}?done=request_changes`);

    const own = await desk.api.get(`/api/web/authoring/article/${article.slug}`, { token: article.contributor.token });
    expect(own.body.data).toMatchObject({ status: "changes_requested", review_note: note });
    const page = unwrap<ItemData>(
      await item.loader(args(get(`${path}?done=request_changes`, editor.cookie), { id: String(article.id) })),
    ).data;
    expect(page.done).toBe("request_changes");
    expect(page.decisions).toEqual([]);
    expect(page.history.map((h) => [h.action, h.who])).toEqual(
      expect.arrayContaining([
        ["start_review", "Esha Editor"],
        ["request_changes", "Esha Editor"],
      ]),
    );
    expect(page.history.find((h) => h.action === "request_changes")?.note).toBe(note);
  });

  it("approves a submission, which is then published at its public address", async () => {
    const article = await submittedArticle();
    const done = (await run(() =>
      item.action(args(post(`/hi/editorial/items/${article.id}`, { action: "approve" }, editor.cookie), { id: String(article.id) })),
    )) as Response;
    expect(done.headers.get("Location")).toBe(`/hi/editorial/items/${article.id}?done=approve`);
    const page = unwrap<ItemData>(
      await item.loader(args(get(`/editorial/items/${article.id}`, editor.cookie), { id: String(article.id) })),
    ).data;
    expect(page.item.status).toBe("published");
    expect(page.item.publishedUrl).toMatch(/^\/article\//);
  });

  it("a listing read before the approval shows the new item at once, not when its cache runs out", async () => {
    const listing = async () => (await loadListing(args(get("/articles/all")))).items.map((i) => i.title);
    const article = await submittedArticle(`Drip irrigation ledgers ${Date.now()}`);
    expect(await listing()).not.toContain(article.title);
    await item.action(args(post(`/editorial/items/${article.id}`, { action: "approve" }, editor.cookie), { id: String(article.id) }));
    expect(await listing()).toContain(article.title);
    await desk.api.post(`/api/web/authoring/article/${article.slug}/trash`, {}, { token: article.contributor.token });
    expect(await listing()).not.toContain(article.title);
  });

  it("refuses to request changes without a note, or to reject without a reason, and changes nothing", async () => {
    const article = await submittedArticle();
    const params = { id: String(article.id) };
    const noNote = unwrap(
      await item.action(args(post(`/editorial/items/${article.id}`, { action: "request_changes", note: "   " }, editor.cookie), params)),
    );
    expect(noNote).toEqual({ status: 400, data: { action: "request_changes", noteError: "editorial.decide.noteRequired" } });
    const noReason = unwrap(await item.action(args(post(`/editorial/items/${article.id}`, { action: "reject" }, editor.cookie), params)));
    expect(noReason).toEqual({ status: 400, data: { action: "reject", noteError: "editorial.decide.reasonRequired" } });
    const tooLong = unwrap(
      await item.action(args(post(`/editorial/items/${article.id}`, { action: "reject", note: "x".repeat(2001) }, editor.cookie), params)),
    );
    expect(tooLong.status).toBe(400);
    const bad = unwrap(await item.action(args(post(`/editorial/items/${article.id}`, { action: "publish-now" }, editor.cookie), params)));
    expect(bad).toEqual({ status: 400, data: { formError: "editorial.error.badRequest" } });
    const own = await desk.api.get(`/api/web/authoring/article/${article.slug}`, { token: article.contributor.token });
    expect(own.body.data.status).toBe("submitted");
  });

  it("shows a 409 for a decision the status no longer allows", async () => {
    const article = await submittedArticle();
    const params = { id: String(article.id) };
    await item.action(
      args(post(`/editorial/items/${article.id}`, { action: "reject", note: "Out of scope for the portal." }, editor.cookie), params),
    );
    const late = unwrap(await item.action(args(post(`/editorial/items/${article.id}`, { action: "approve" }, editor.cookie), params)));
    expect(late).toEqual({ status: 409, data: { formError: "editorial.decide.conflict" } });
  });

  it("answers a reader's decision with 403 and leaves the item alone", async () => {
    const article = await submittedArticle();
    const reader = await desk.user("Plain Reader");
    const refused = (await run(() =>
      item.action(args(post(`/editorial/items/${article.id}`, { action: "approve" }, reader.cookie), { id: String(article.id) })),
    )) as Response;
    expect(refused.status).toBe(403);
    const own = await desk.api.get(`/api/web/authoring/article/${article.slug}`, { token: article.contributor.token });
    expect(own.body.data.status).toBe("submitted");
  });
});

describe("the audit log (/editorial/audit)", () => {
  it("lists every step newest first, narrows to one submission, and answers a typo in the number with 400", async () => {
    const article = await submittedArticle();
    await item.action(
      args(post(`/editorial/items/${article.id}`, { action: "reject", note: "Duplicate of an existing article." }, editor.cookie), {
        id: String(article.id),
      }),
    );
    type AuditData = { rows: Array<{ itemId: number; action: string; note: string | null }>; itemError: boolean };
    const all = unwrap<AuditData>(await audit.loader(args(get("/editorial/audit", editor.cookie))));
    expect(all.data.rows[0]).toMatchObject({ itemId: article.id, action: "reject", note: "Duplicate of an existing article." });
    const one = unwrap<AuditData>(await audit.loader(args(get(`/editorial/audit?item_id=${article.id}`, editor.cookie))));
    expect(new Set(one.data.rows.map((r) => r.itemId))).toEqual(new Set([article.id]));
    expect(one.data.rows.map((r) => r.action)).toEqual(expect.arrayContaining(["submit", "reject"]));
    const typo = unwrap<AuditData>(await audit.loader(args(get("/editorial/audit?item_id=12a", editor.cookie))));
    expect(typo.status).toBe(400);
    expect(typo.data.itemError).toBe(true);
  });
});
