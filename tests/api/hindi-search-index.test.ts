import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { dialectOf, migrateToLatest, openDb, type Db } from "../../api/db";
import { migrations } from "../../api/db/migrate";
import { insertCollection, insertPreparedCollections, prepareCollection } from "../../api/repo";
import { upsertItemTranslation } from "../../api/repo/translations";
import { searchCollections } from "../../api/search";
import { createTestDatabase, dialect, type TestDatabase } from "./harness";

/** The full-text index of each database over Hindi text (migration 0008_translations). */

let database: TestDatabase | undefined;
let db: Db | undefined;

async function freshDb(): Promise<Db> {
  database = await createTestDatabase();
  db = openDb(database.options).db;
  return db;
}
afterEach(async () => {
  await db?.destroy();
  await database?.drop();
  db = undefined;
  database = undefined;
});

/** The terms the database's own text search makes of `text`, as the index stores them. */
async function indexTerms(db: Db, text: string): Promise<string[]> {
  if (dialectOf(db) === "postgres") {
    const { rows } = await sql<{ lexeme: string }>`SELECT unnest(tsvector_to_array(to_tsvector('english', ${text}))) AS lexeme`.execute(db);
    return rows.map((r) => r.lexeme).sort();
  }
  const id = await insertCollection(db, { collection_type: 2, title: text, slug: `qa-terms-${Date.now()}` });
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS qa_terms USING fts5vocab(collections_fts, 'instance')`.execute(db);
  const { rows } = await sql<{ term: string }>`SELECT term FROM qa_terms WHERE doc = ${id} AND col = 'title'`.execute(db);
  return rows.map((r) => r.term).sort();
}

describe("the full-text index and Hindi", () => {
  it("keeps Devanagari words whole, vowel signs and conjuncts included, and English as before", async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    expect(await indexTerms(db, "कृत्रिम बुद्धिमत्ता नीतियों")).toEqual(["कृत्रिम", "नीतियों", "बुद्धिमत्ता"].sort());
    // English: stemmed, and Latin accents folded on SQLite, as before the migration.
    const english = await indexTerms(db, "Running models");
    expect(english).toEqual(["model", "run"]);
  });

  it.runIf(dialect === "postgres")("on PostgreSQL, the parser reads Devanagari words whole under the server's locale", async () => {
    const db = await freshDb();
    const { rows } = await sql<{ ctype: string; alias: string; token: string }>`
      SELECT d.datctype AS ctype, t.alias, t.token
      FROM pg_database d, ts_debug('english', 'कृत्रिम बुद्धिमत्ता') t
      WHERE d.datname = current_database() AND t.alias <> 'blank'`.execute(db);
    expect(rows.map((r) => [r.alias, r.token])).toEqual([
      ["word", "कृत्रिम"],
      ["word", "बुद्धिमत्ता"],
    ]);
    expect(typeof rows[0].ctype).toBe("string");
  });

  it("a database migrated from before translations keeps its items searchable and gains Hindi search", async () => {
    const db = await freshDb();
    const names = Object.keys(migrations);
    const before = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await before.migrateTo(names[names.indexOf("0008_translations") - 1]);
    expect(error).toBeUndefined();
    // A row as that schema had it: without the columns later migrations added (0017's lang).
    const prepared = prepareCollection({
      collection_type: 2,
      title: "Monsoon forecasting for farmers",
      slug: "qa-old-item",
      published_at: "2024-01-01T00:00:00Z",
    });
    const { lang: _later, ...oldRow } = prepared.row;
    const [id] = await insertPreparedCollections(db, [{ ...prepared, row: oldRow }]);
    await migrateToLatest(db);
    expect((await searchCollections(db, { searchText: "monsoon" })).collections.map((c) => c.id)).toEqual([id]);
    await upsertItemTranslation(db, {
      collection_id: id,
      lang: "hi",
      title: "किसानों के लिए मानसून पूर्वानुमान",
      body: "<p>वर्षा</p>",
      status: "published",
    });
    const hindi = await searchCollections(db, { searchText: "मानसून" }, { lang: "hi" });
    expect(hindi.collections.map((c) => [c.id, c.lang, c.title])).toEqual([[id, "hi", "किसानों के लिए मानसून पूर्वानुमान"]]);

    // And back: every migration since undoes cleanly to the English-only index with the item in
    // it, and migrating up again finds it as before.
    expect((await before.migrateTo(names[names.indexOf("0008_translations") - 1])).error).toBeUndefined();
    await migrateToLatest(db);
    expect((await searchCollections(db, { searchText: "monsoon" })).collections.map((c) => c.id)).toEqual([id]);
  });
});
