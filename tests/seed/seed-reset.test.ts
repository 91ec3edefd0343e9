import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDb, type Db } from "../../api/db";
import { resetContent, seedSample } from "../../api/seed";
import { collections } from "../../api/seed/content";
import { createTestDatabase, type TestDatabase } from "../api/harness";

let database: TestDatabase;
let db: Db;

const snapshot = (db: Db) =>
  db
    .selectFrom("collections")
    .select(["collection_type", "slug", "title", "body", "attributes", "read_time", "featured_image_url", "published_at"])
    .orderBy("collection_type")
    .orderBy("slug")
    .execute();

beforeAll(async () => {
  database = await createTestDatabase({ from: "migrated" });
  db = openDb(database.options).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe("npm run seed", () => {
  it("resets to the same sample content every time", async () => {
    await seedSample(db);
    const first = await snapshot(db);
    expect(first).toHaveLength(collections.length);
    await db.updateTable("collections").set({ title: "Changed by a test" }).execute();
    await resetContent(db);
    await seedSample(db);
    expect(await snapshot(db)).toEqual(first);
  });
});
