import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/db";
import { insertCollection } from "../../api/repo";
import { upsertItemTranslation } from "../../api/repo/translations";
import { searchCollections } from "../../api/search";
import { moderate as cli, openCliDatabase } from "../support/moderate-cli";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
});
afterAll(async () => {
  await cliDatabase?.close();
});

describe("npm run moderate -- translations", () => {
  it("lists a draft Hindi translation, publishes it into search, and withdraws it again", async () => {
    const id = await insertCollection(db, { collection_type: 2, title: "Rainwater harvesting in schools", slug: "qa-cli-rain" });
    await upsertItemTranslation(db, { collection_id: id, lang: "hi", title: "विद्यालयों में वर्षा जल संचयन", body: "<p>जल</p>" });
    const drafts = await cli("translations", "draft");
    expect(drafts.code).toBe(0);
    expect(drafts.text).toContain(`item #${id}  draft`);
    expect(drafts.text).toContain("विद्यालयों में वर्षा जल संचयन  (Rainwater harvesting in schools)");
    expect((await searchCollections(db, { searchText: "संचयन" }, { lang: "hi" })).total).toBe(0);

    expect(await cli("translation-publish", String(id))).toEqual({ code: 0, text: `item #${id}: Hindi translation published` });
    expect((await searchCollections(db, { searchText: "संचयन" }, { lang: "hi" })).collections.map((c) => c.lang)).toEqual(["hi"]);

    expect((await cli("translation-draft", String(id))).code).toBe(0);
    expect((await searchCollections(db, { searchText: "संचयन" }, { lang: "hi" })).total).toBe(0);
  });

  it("says so for an item without a translation, and refuses bad arguments", async () => {
    expect(await cli("translation-publish", "999999")).toEqual({ code: 1, text: "item #999999: no Hindi translation" });
    expect((await cli("translation-draft", "x")).code).toBe(2);
    expect((await cli("translations", "trashed")).code).toBe(2);
  });
});
