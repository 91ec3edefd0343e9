import type { Params } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

/**
 * Four eyes on the desk (decision 0123), through the desk's loaders and actions against the real
 * API: with EDITORIAL_FOUR_EYES on, an editor's own submission has no approve decision and a
 * hand-made approval is refused on the form (403), not with the desk's "editors only" page; off,
 * the approval works and the audit log marks it. The markup: four-eyes-page.test.ts.
 */

const item = await import("~/routes/editorial.items.$id");
const audit = await import("~/routes/editorial.audit");

type ItemData = Awaited<ReturnType<typeof item.loader>>;
type AuditData = { selfApproved: boolean; rows: Array<{ itemId: number; action: string; who: string | null; selfApproved: boolean }> };
type Person = Awaited<ReturnType<Desk["user"]>>;

async function open(env: Record<string, string>) {
  const desk = await startDesk(env);
  const ekta = await desk.user("Ekta Editor", "editor");
  const farid = await desk.user("Farid Editor", "editor");
  const args = <P extends Params>(request: Request, params?: P) => routeArgs(request, desk.context, params);
  let n = 0;
  /** An article `author` wrote and submitted through the API. */
  async function written(author: Person) {
    const answer = await desk.api.post(
      "/api/web/authoring/article",
      {
        intent: "submit",
        title: `Flood maps from radar ${++n}`,
        summary: "Radar passes, district by district.",
        body: "## Maps\n\nSix **districts**.",
        sector: "climate",
        tags: ["floods"],
      },
      { token: author.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: number; slug: string };
  }
  const page = async (id: number, who: Person, path = `/editorial/items/${id}`) =>
    unwrap<ItemData>(await item.loader(args(get(path, who.cookie), { id: String(id) }))).data;
  const decide = (id: number, who: Person, fields: Record<string, string>, path = `/editorial/items/${id}`) =>
    run(() => item.action(args(post(path, fields, who.cookie), { id: String(id) })));
  const status = async (slug: string, author: Person) =>
    (await desk.api.get(`/api/web/authoring/article/${slug}`, { token: author.token })).body.data.status as string;
  return { desk, ekta, farid, args, written, page, decide, status };
}

describe("four eyes on (the default)", () => {
  let d: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    d = await open({ EDITORIAL_FOUR_EYES: "true" });
  });
  afterAll(async () => {
    await d?.desk.close();
  });

  it("offers the author every decision but approve, and says why; another editor sees approve", async () => {
    const article = await d.written(d.ekta);
    const own = await d.page(article.id, d.ekta);
    expect(own.decisions).toEqual(["start_review", "request_changes", "reject"]);
    expect(own.selfApproval).toBe("refused");
    const theirs = await d.page(article.id, d.farid);
    expect(theirs.decisions).toEqual(["start_review", "approve", "request_changes", "reject"]);
    expect(theirs.selfApproval).toBeNull();
  });

  it("answers a hand-made approval of one's own submission with the form's four-eyes message (403), in either language", async () => {
    const article = await d.written(d.ekta);
    for (const path of [`/editorial/items/${article.id}`, `/hi/editorial/items/${article.id}`]) {
      const refused = unwrap(await d.decide(article.id, d.ekta, { action: "approve" }, path));
      expect(refused).toEqual({ status: 403, data: { formError: "editorial.decide.fourEyes" } });
    }
    expect(await d.status(article.slug, d.ekta)).toBe("submitted");
  });

  it("lets the author send it back, and another editor approve it", async () => {
    const sentBack = await d.written(d.ekta);
    const back = (await d.decide(sentBack.id, d.ekta, { action: "request_changes", note: "I will add the radar dates." })) as Response;
    expect(back.headers.get("Location")).toBe(`/editorial/items/${sentBack.id}?done=request_changes`);
    const approved = await d.written(d.ekta);
    const done = (await d.decide(approved.id, d.farid, { action: "approve" })) as Response;
    expect(done.headers.get("Location")).toBe(`/editorial/items/${approved.id}?done=approve`);
    expect(await d.status(approved.slug, d.ekta)).toBe("published");
    // A decided item has no decision open, so nothing is said about approving it.
    expect((await d.page(approved.id, d.ekta)).selfApproval).toBeNull();
  });
});

describe("four eyes off (a one-person desk)", () => {
  let d: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    d = await open({ EDITORIAL_FOUR_EYES: "false" });
  });
  afterAll(async () => {
    await d?.desk.close();
  });

  it("offers the author approve, says it will be recorded, and the audit log marks the approval", async () => {
    const article = await d.written(d.ekta);
    const own = await d.page(article.id, d.ekta);
    expect(own.decisions).toEqual(["start_review", "approve", "request_changes", "reject"]);
    expect(own.selfApproval).toBe("allowed");
    const done = (await d.decide(article.id, d.ekta, { action: "approve" })) as Response;
    expect(done.headers.get("Location")).toBe(`/editorial/items/${article.id}?done=approve`);
    expect(await d.status(article.slug, d.ekta)).toBe("published");

    const history = (await d.page(article.id, d.ekta)).history;
    expect(history.find((h) => h.action === "approve")).toMatchObject({ who: "Ekta Editor", selfApproved: true });
    const marked = unwrap<AuditData>(await audit.loader(d.args(get("/editorial/audit?self_approved=true", d.farid.cookie)))).data;
    expect(marked.selfApproved).toBe(true);
    expect(marked.rows.map((r) => [r.itemId, r.action, r.who, r.selfApproved])).toEqual([[article.id, "approve", "Ekta Editor", true]]);
  });

  it("another editor's approval is not marked", async () => {
    const article = await d.written(d.ekta);
    await d.decide(article.id, d.farid, { action: "approve" });
    const all = unwrap<AuditData>(await audit.loader(d.args(get("/editorial/audit", d.farid.cookie)))).data;
    expect(all.selfApproved).toBe(false);
    expect(all.rows.find((r) => r.itemId === article.id && r.action === "approve")).toMatchObject({
      who: "Farid Editor",
      selfApproved: false,
    });
    const marked = unwrap<AuditData>(await audit.loader(d.args(get("/editorial/audit?self_approved=true", d.farid.cookie)))).data;
    expect(marked.rows.map((r) => r.itemId)).not.toContain(article.id);
  });
});
