import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CollectionDetailResponse, EditionDiffResponse, EditionRestoreResponse, EditionsResponse } from "../../../contract";
import { startAuthoringApi, submit, type AuthoringApi } from "./helpers";

/** Editions of published content (docs/product/editorial.md#editions-and-history). */

let t: AuthoringApi;
let editor: Awaited<ReturnType<AuthoringApi["user"]>>;

beforeAll(async () => {
  t = await startAuthoringApi();
  editor = await t.user("editor", "Editor Ekta");
});
afterAll(async () => {
  await t?.close();
});

async function ok(res: { status: number; body: unknown }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

let n = 0;
/** A contributor's article, approved once: edition 1. */
async function published() {
  const author = await t.user("user", "Ravi Kumar");
  const title = `Monsoon rainfall models ${++n}`;
  const item = await t.create(author.token, "article", { ...submit("article", title), body: "Rainfall in Kerala was measured." });
  await ok(await t.decide(editor.token, item.id, "approve"));
  return { author, item };
}

/** The contributor edits the published item, and an editor approves the edit with `decision`. */
async function republish(item: { id: number; slug: string }, token: string, body: string, decision: Record<string, unknown>) {
  const current = await t.call("GET", `/api/web/authoring/article/${item.slug}`, undefined, token);
  const edited = await t.call(
    "PUT",
    `/api/web/authoring/article/${item.slug}`,
    { ...current.body.data.fields, body, intent: "submit" },
    token,
  );
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  await ok(await t.call("POST", `/api/editorial/items/${item.id}/decision`, { action: "approve", ...decision }, editor.token));
}

const editions = async (id: number) =>
  EditionsResponse.parse(await ok(await t.call("GET", `/api/editorial/items/${id}/editions`, undefined, editor.token))).data;

async function detail(slug: string) {
  const res = await t.call("GET", `/api/web/collections/2/${slug}`);
  return CollectionDetailResponse.parse(await ok(res)).data;
}

describe("editions", () => {
  it("an approved edit of a published item makes a new edition with its editor, time and change note", async () => {
    const { author, item } = await published();
    await republish(item, author.token, "Rainfall in Kerala and Karnataka was measured.", { change_note: "Added Karnataka." });
    const { editions: list } = await editions(item.id);
    expect(list.map((e) => [e.number, e.note, e.editor?.name, e.current, e.minor])).toEqual([
      [2, "Added Karnataka.", "Editor Ekta", true, false],
      [1, null, "Editor Ekta", false, false],
    ]);
    expect(Date.parse(list[0].at)).toBeGreaterThanOrEqual(Date.parse(list[1].at));
  });

  it("readers see the change notes and the last major update, minor edits left out", async () => {
    const { author, item } = await published();
    await republish(item, author.token, "Rainfall in Kerala and Goa was measured.", { change_note: "Added Goa." });
    await republish(item, author.token, "Rainfall in Kerala and Goa was measured again.", { change_note: "Typo", minor: true });
    const { editions: list } = await editions(item.id);
    const { updates, item: online } = await detail(item.slug);
    expect(online.body).toContain("measured again");
    expect(updates.notes.map((u) => [u.note, u.first])).toEqual([
      ["Added Goa.", false],
      [null, true],
    ]);
    expect(updates.last_updated).toBe(list.find((e) => e.number === 2)!.at);
  });

  it("shows the word-level difference between two editions, only the fields that changed", async () => {
    const { author, item } = await published();
    await republish(item, author.token, "Rainfall in Kerala and Karnataka was recorded.", { change_note: "More states." });
    const res = await t.call("GET", `/api/editorial/items/${item.id}/editions/diff?from=1&to=2`, undefined, editor.token);
    const diff = EditionDiffResponse.parse(await ok(res)).data;
    expect(diff.fields.map((f) => f.field)).toEqual(["body"]);
    const text = (change: string) =>
      diff.fields[0].parts
        .filter((p) => p.change === change)
        .map((p) => p.text.trim())
        .join(" | ");
    expect(text("added")).toBe("and Karnataka | recorded");
    expect(text("removed")).toBe("measured");
    expect(text("same")).toContain("Rainfall in Kerala");
  });

  it("restoring an edition puts its content online as a new, audited edition", async () => {
    const { author, item } = await published();
    const first = (await detail(item.slug)).item.body;
    await republish(item, author.token, "A mistaken rewrite.", { change_note: "Rewritten." });
    const res = await t.call(
      "POST",
      `/api/editorial/items/${item.id}/editions/1/restore`,
      { change_note: "Rewrite undone." },
      editor.token,
    );
    const restored = EditionRestoreResponse.parse(await ok(res)).data;
    expect([restored.number, restored.restored_from, restored.note, restored.current]).toEqual([3, 1, "Rewrite undone.", true]);
    expect((await detail(item.slug)).item.body).toBe(first);
    const same = await t.call("GET", `/api/editorial/items/${item.id}/editions/diff?from=1&to=3`, undefined, editor.token);
    expect(EditionDiffResponse.parse(same.body).data.fields).toEqual([]);
    const own = await t.call("GET", `/api/web/authoring/article/${item.slug}`, undefined, author.token);
    expect(own.body.data.fields.body).toBe("Rainfall in Kerala was measured.");
    const audit = await t.call("GET", `/api/editorial/audit?item_id=${item.id}`, undefined, editor.token);
    expect(audit.body.data.items[0]).toMatchObject({ action: "restore_edition", note: "Rewrite undone.", actor: { id: editor.id } });
  });

  it("refuses to restore while an edit waits for review, and an edition that does not exist", async () => {
    const { author, item } = await published();
    const edited = await t.call("PUT", `/api/web/authoring/article/${item.slug}`, submit("article", "A pending edit"), author.token);
    expect(edited.status).toBe(200);
    const waiting = await t.call("POST", `/api/editorial/items/${item.id}/editions/1/restore`, {}, editor.token);
    expect(waiting.status).toBe(409);
    await ok(await t.decide(editor.token, item.id, "approve"));
    const missing = await t.call("POST", `/api/editorial/items/${item.id}/editions/9/restore`, {}, editor.token);
    expect(missing.status).toBe(404);
    const long = await t.call("POST", `/api/editorial/items/${item.id}/editions/1/restore`, { change_note: "x".repeat(501) }, editor.token);
    expect(long.status).toBe(422);
  });

  it("answers a contributor 403 and an anonymous caller 401 on every editions endpoint", async () => {
    const { author, item } = await published();
    for (const [method, url] of [
      ["GET", `/api/editorial/items/${item.id}/editions`],
      ["GET", `/api/editorial/items/${item.id}/editions/diff?from=1&to=1`],
      ["POST", `/api/editorial/items/${item.id}/editions/1/restore`],
    ] as const) {
      const body = method === "POST" ? {} : undefined;
      expect((await t.call(method, url, body, author.token)).status, url).toBe(403);
      expect((await t.call(method, url, body)).status, url).toBe(401);
    }
    expect((await editions(item.id)).editions).toHaveLength(1);
  });

  it("documents every editions endpoint in the OpenAPI document", async () => {
    const doc = await t.call("GET", "/api/openapi.json");
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/editorial/items/{id}/editions",
        "/api/editorial/items/{id}/editions/diff",
        "/api/editorial/items/{id}/editions/{number}/restore",
      ]),
    );
    expect(doc.body.paths["/api/editorial/items/{id}/editions/{number}/restore"].post.responses).toHaveProperty("403");
  });
});
