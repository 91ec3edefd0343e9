import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { statementBytes, withStatementCache } from "../../api/db/statement-cache";

let open: SQLite.Database[] = [];
function database() {
  const db = new SQLite(":memory:");
  db.exec("create table t (n integer); insert into t (n) values (1), (2), (3)");
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open) if (db.open) db.close();
  open = [];
});

describe("SQLite statements prepared once (api/db/statement-cache.ts)", () => {
  it("hands back the same prepared statement for the same SQL, and a new one for other SQL", () => {
    const cached = withStatementCache(database());
    const a = cached.prepare("select n from t where n = ?");
    expect(cached.prepare("select n from t where n = ?")).toBe(a);
    expect(cached.prepare("select n from t where n > ?")).not.toBe(a);
    expect(a.all([2])).toEqual([{ n: 2 }]);
  });

  it("gives a fresh statement while the cached one is still iterating (a streamed query), and both finish", () => {
    const cached = withStatementCache(database());
    const streamed = cached.prepare("select n from t order by n");
    const rows = streamed.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = cached.prepare("select n from t order by n");
    expect(meanwhile).not.toBe(streamed);
    expect(meanwhile.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    // Once the iteration is done, the cached statement serves again.
    expect(cached.prepare("select n from t order by n")).toBe(streamed);
  });

  it("keeps at most `maxBytes` of statements, dropping the oldest", () => {
    const cached = withStatementCache(database(), 2 * statementBytes("select 1"));
    const first = cached.prepare("select 1");
    cached.prepare("select 2");
    expect(cached.prepare("select 1")).toBe(first);
    cached.prepare("select 3");
    expect(cached.prepare("select 1")).not.toBe(first);
  });

  it("still sees a table changed after its statement was prepared", async () => {
    const db = new Kysely<{ t: { n: number; m?: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(database()) }) });
    expect(await sql`select * from t where n = 1`.execute(db).then((r) => r.rows)).toEqual([{ n: 1 }]);
    await sql`alter table t add column m integer default 7`.execute(db);
    expect(await sql`select * from t where n = 1`.execute(db).then((r) => r.rows)).toEqual([{ n: 1, m: 7 }]);
    await db.destroy();
  });
});
