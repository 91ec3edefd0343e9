import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeTrash } from "../../../api/authoring/purge";
import { startAuthoringApi, submit, type AuthoringApi } from "./helpers";

let t: AuthoringApi;
const IMAGE = "3f1c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50";
const PDF = "0b1c2d3e-4f50-4d3e-8f9a-3f1c8a4e1b2c";

beforeAll(async () => {
  t = await startAuthoringApi();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;

describe("purging the trash", () => {
  it("removes only items 30 days or more in the trash, with their published version and files", async () => {
    const editor = await t.user("editor");
    const { token, id: owner } = await t.user();
    const at = new Date().toISOString();
    const upload = (id: string, kind: string, mime: string) => ({
      id,
      owner_id: owner,
      kind,
      mime,
      width: null,
      height: null,
      bytes: 1,
      original_name: "x",
      created_at: at,
    });
    await t.api.db
      .insertInto("media")
      .values([upload(IMAGE, "image", "image/png"), upload(PDF, "pdf", "application/pdf")])
      .execute();
    const old = await t.create(token, "research-report", {
      ...submit("research-report", "Old report"),
      image_id: IMAGE,
      image_alt: "A chart",
      pdf_id: PDF,
    });
    await t.decide(editor.token, old.id, "approve");
    const recent = await t.create(token, "article", { title: "Recently binned", intent: "draft" });
    const kept = await t.create(token, "article", { title: "Not binned", intent: "draft" });
    await t.call("POST", `/api/web/authoring/research-report/${old.slug}/trash`, {}, token);
    await t.call("POST", `/api/web/authoring/article/${recent.slug}/trash`, {}, token);
    const now = new Date();
    await t.api.db
      .updateTable("contributions")
      .set({ trashed_at: new Date(now.getTime() - 30 * DAY).toISOString() })
      .where("id", "=", old.id)
      .execute();
    await t.api.db
      .updateTable("contributions")
      .set({ trashed_at: new Date(now.getTime() - 29 * DAY).toISOString() })
      .where("id", "=", recent.id)
      .execute();

    const removed: string[][] = [];
    const result = await purgeTrash(t.api.db, now, async (ids) => void removed.push(ids));
    expect(result).toEqual({ items: 1, files: 2 });
    expect(removed).toEqual([[IMAGE, PDF]]);
    const left = await t.api.db.selectFrom("contributions").select("id").where("id", "in", [old.id, recent.id, kept.id]).execute();
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, kept.id].sort());
    const collection = await t.api.db.selectFrom("collections").select("id").where("slug", "=", "old-report").execute();
    expect(collection).toEqual([]);
    const audit = await t.call("GET", `/api/editorial/audit?item_id=${old.id}`, undefined, editor.token);
    expect(audit.body.data.items[0]).toMatchObject({ action: "purge", from_status: "trashed", actor: null });
    expect(await purgeTrash(t.api.db, now, async () => expect.fail("nothing to remove"))).toEqual({ items: 0, files: 0 });
  });
});
