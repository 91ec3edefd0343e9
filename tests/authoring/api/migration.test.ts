import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrations, openDb, type Db } from "../../../api/db";
import { createTestDatabase, type TestDatabase } from "../../api/harness";
import { insertTestUser } from "../../support/users";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDb(database.options).db;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe("migration 0013: contributions become authoring items", () => {
  it("legacy contributions get their kind, a slug and their text as fields", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("0012_video_subtitles");
    expect(error).toBeUndefined();
    const user = await insertTestUser(db);
    const legacy = (collection_type: number, status: string, source_url: string | null) => ({
      user_id: user.id,
      collection_id: null,
      collection_type,
      title: `Old ${collection_type}`,
      summary: "Old summary",
      body: "Old body",
      source_url,
      payload: "{}",
      status,
      status_before_trash: null,
      created_at: "2026-01-02T03:04:05.000Z",
      updated_at: "2026-01-02T03:04:05.000Z",
    });
    // Typed for the schema after 0013; these columns are all that exist before it.
    const insert = (row: ReturnType<typeof legacy>) =>
      db
        .insertInto("contributions")
        .values(row as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    const news = await insert(legacy(3, "submitted", "https://example.org/n"));
    const video = await insert(legacy(5, "trashed", null));
    await migrateToLatest(db);
    const rows = await db.selectFrom("contributions").selectAll().orderBy("id").execute();
    expect(rows.find((r) => r.id === news.id)).toMatchObject({
      kind: "article",
      collection_type: 3,
      slug: `contribution-${news.id}`,
      submitted_at: "2026-01-02T03:04:05.000Z",
      lang: "en",
    });
    expect(JSON.parse(rows.find((r) => r.id === news.id)!.fields)).toEqual({
      title: "Old 3",
      summary: "Old summary",
      body: "Old body",
      source_url: "https://example.org/n",
    });
    expect(rows.find((r) => r.id === video.id)).toMatchObject({ kind: "video", slug: `contribution-${video.id}`, status: "trashed" });
  });
});
