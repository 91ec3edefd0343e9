import type { Params } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "./desk-support";

/** Editions in the desk and "Updates to this page" for readers (docs/product/editorial.md#editions-and-history). */

const item = await import("~/routes/editorial.items.$id");
const editions = await import("~/routes/editorial.items.$id_.editions");
const { loadDetail } = await import("~/content/loaders/detail.server");

let desk: Desk;
let editor: { id: number; token: string; cookie: string };
let contributor: { id: number; token: string; cookie: string };
let article: { id: number; slug: string; path: string };

const args = <P extends Params>(request: Request, params?: P) => routeArgs(request, desk.context, params);
const FIRST_BODY = "Rainfall in Kerala was measured.";

async function approve(fields: Record<string, string>) {
  const done = await run(() =>
    item.action(args(post(`/editorial/items/${article.id}`, { action: "approve", ...fields }, editor.cookie), { id: String(article.id) })),
  );
  expect((done as Response).status).toBe(302);
}

/** The contributor edits the published item through the API (PUT), sending it for review again. */
async function edit(body: string) {
  const own = await desk.api.get(`/api/web/authoring/article/${article.slug}`, { token: contributor.token });
  const answer = await fetch(`${desk.api.baseUrl}/api/web/authoring/article/${article.slug}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${contributor.token}` },
    body: JSON.stringify({ ...own.body.data.fields, body, intent: "submit" }),
  });
  expect(answer.status).toBe(200);
}

/** A contributor's article approved once, then edited and approved with a change note, then a minor fix. */
beforeAll(async () => {
  desk = await startDesk();
  editor = await desk.user("Esha Editor", "editor");
  contributor = await desk.user("Kavya Contributor");
  const created = await desk.api.post(
    "/api/web/authoring/article",
    { intent: "submit", title: "Rainfall models", summary: "Two seasons.", body: FIRST_BODY, sector: "agriculture" },
    { token: contributor.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  article = { id: created.body.data.id, slug: created.body.data.slug, path: "" };
  await approve({});
  await edit("Rainfall in Kerala and Karnataka was measured.");
  await approve({ change_note: "Added Karnataka." });
  await edit("Rainfall in Kerala and Karnataka was measured!");
  await approve({ change_note: "", minor: "on" });
  const own = await desk.api.get(`/api/web/authoring/article/${article.slug}`, { token: contributor.token });
  article.path = own.body.data.published_url;
});
afterAll(async () => {
  await desk?.close();
});

const detail = (path: string) => loadDetail(args(get(path), { slug: path.split("/").pop()! }));

describe("Updates to this page", () => {
  it("tells readers when the page last changed and why, in English and Hindi, without the minor fix", async () => {
    const [en, hi] = await Promise.all([detail(article.path), detail(`/hi${article.path}`)]);
    expect(en.item.body).toContain("measured!");
    expect(en.updates.notes.map((n) => [n.note, n.first])).toEqual([
      ["Added Karnataka.", false],
      [null, true],
    ]);
    expect(hi.updates.notes.map((n) => n.note)).toEqual(["Added Karnataka.", null]);
    expect(en.updates.lastUpdated).toBe(en.updates.notes[0].date);
    expect(hi.updates.lastUpdated).not.toBe(en.updates.lastUpdated);
    expect(hi.updates.lastUpdated).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the editions page (/editorial/items/{id}/editions)", () => {
  type Page = Awaited<ReturnType<typeof editions.loader>>;
  const page = async (path: string) => unwrap<Page>(await editions.loader(args(get(path, editor.cookie), { id: String(article.id) }))).data;

  it("lists the editions with their notes and shows two compared, field names in the page's language", async () => {
    const list = await page(`/editorial/items/${article.id}/editions`);
    expect(list.editions.map((e) => [e.number, e.note, e.minor, e.editor, e.current])).toEqual([
      [3, null, true, "Esha Editor", true],
      [2, "Added Karnataka.", false, "Esha Editor", false],
      [1, null, false, "Esha Editor", false],
    ]);
    expect(list.compare).toEqual({ from: 2, to: 3 });
    expect(list.diff).toBeNull();
    const compared = await page(`/editorial/items/${article.id}/editions?from=1&to=2`);
    expect(compared.diff?.fields.map((f) => f.label)).toEqual(["Content"]);
    expect(compared.diff?.fields[0].parts.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual(["and Karnataka"]);
    const hindi = await page(`/hi/editorial/items/${article.id}/editions?from=1&to=2`);
    expect(hindi.diff?.fields[0].label).toMatch(/[\u0900-\u097F]/);
  });

  it("restores an earlier edition from a plain form, and readers see it at once", async () => {
    const tooLong = unwrap<{ noteError?: string }>(
      await editions.action(
        args(post(`/editorial/items/${article.id}/editions`, { number: "1", change_note: "x".repeat(501) }, editor.cookie), {
          id: String(article.id),
        }),
      ),
    );
    expect(tooLong).toEqual({ status: 400, data: { noteError: "editorial.editions.noteLong" } });
    const done = (await run(() =>
      editions.action(
        args(post(`/hi/editorial/items/${article.id}/editions`, { number: "1", change_note: "Back to Kerala only." }, editor.cookie), {
          id: String(article.id),
        }),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe(`/hi/editorial/items/${article.id}/editions?restored=4`);
    const online = await detail(article.path);
    expect(online.item.body).not.toContain("Karnataka");
    expect(online.updates.notes[0].note).toBe("Back to Kerala only.");
    const after = await page(`/editorial/items/${article.id}/editions?restored=4`);
    expect([after.restored, after.editions[0].restoredFrom]).toEqual([4, 1]);
  });

  it("answers a signed-in reader with 403, to the page and to a restore", async () => {
    const reader = await desk.user("Plain Reader");
    const params = { id: String(article.id) };
    expect(
      ((await run(() => editions.loader(args(get(`/editorial/items/${article.id}/editions`, reader.cookie), params)))) as Response).status,
    ).toBe(403);
    const refused = (await run(() =>
      editions.action(args(post(`/editorial/items/${article.id}/editions`, { number: "1" }, reader.cookie), params)),
    )) as Response;
    expect(refused.status).toBe(403);
  });
});
