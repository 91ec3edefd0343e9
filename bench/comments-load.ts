/**
 * Comment posting under load (docs/product/comments.md#comments, "no data lost"): `clients` signed-in users post `total`
 * comments at once through the content API, then the stored rows are counted: exactly `total`
 * must be there. Reports posting latency (p50, p95, p99).
 *
 * Used by bench/run.ts: `await measureCommentPosting({ baseUrl, db })`. Alone:
 * `npx tsx bench/comments-load.ts` starts the API on a temporary SQLite file (or DATABASE_URL).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDb, type Db } from "../api/db";
import { insertCollection } from "../api/repo";

export interface CommentPostingOptions {
  /** Origin serving the API at /api (the portal with the embedded API, or the API alone). */
  baseUrl: string;
  /** The API's database: users, tokens and the target item are made in it, rows counted from it. */
  db?: Db;
  /** Without `db`: where to open it (default: DATABASE_URL, else SQLITE_PATH). */
  databaseUrl?: string;
  sqlitePath?: string;
  clients?: number;
  total?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
}

export interface CommentPostingResult {
  name: "comment-posting";
  clients: number;
  total: number;
  succeeded: number;
  failed: number;
  /** Failed answers by status (0: network error or timeout). */
  failures: Record<string, number>;
  stored: number;
  /** Exactly `total` stored and nothing failed. */
  ok: boolean;
  durationMs: number;
  perSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** A published article only this run comments on, so the count is exact. */
function benchItem(db: Db, run: string): Promise<number> {
  return insertCollection(db, {
    collection_type: 2,
    title: `Comment load test ${run}`,
    slug: `comment-load-test-${run}`,
    excerpt: "Created by npm run bench (comment posting).",
    body: "<p>Load-test item.</p>",
    read_time: 1,
    published_at: new Date().toISOString(),
  });
}

/** Users with live Bearer tokens, made in the database (sign-up is rate limited per address). */
async function benchUsers(db: Db, run: string, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await db
      .insertInto("users")
      .values({
        uuid: randomUUID(),
        name: `Load Tester ${i + 1}`,
        email: `load-${run}-${i}@example.test`,
        role: "user",
        consent_accepted: 0,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = randomBytes(24).toString("hex");
    await db
      .insertInto("access_tokens")
      .values({ token_hash: createHash("sha256").update(token).digest("hex"), user_id: id, expires_at: expires, created_at: now })
      .execute();
    tokens.push(token);
  }
  return tokens;
}

export async function measureCommentPosting(options: CommentPostingOptions): Promise<CommentPostingResult> {
  const clients = options.clients ?? 50;
  const total = options.total ?? 1000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const owned = options.db ? null : openDb({ databaseUrl: options.databaseUrl, sqlitePath: options.sqlitePath });
  const db = options.db ?? owned!.db;
  try {
    const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
    const collectionId = await benchItem(db, run);
    const tokens = await benchUsers(db, run, clients);
    const url = new URL("/api/web/collection/comment/submit", options.baseUrl).toString();

    const latencies: number[] = [];
    const failures: Record<string, number> = {};
    let succeeded = 0;
    // Each client posts its own share, as separate people would (and within the per-user limit).
    const share = (client: number) => Math.floor(total / clients) + (client < total % clients ? 1 : 0);
    const worker = async (token: string, client: number) => {
      for (let i = 0; i < share(client); i++) {
        const started = performance.now();
        let status = 0;
        try {
          const res = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify({ comment: `Load comment ${i + 1} from client ${client + 1}`, collection_id: collectionId }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 0;
        }
        latencies.push(performance.now() - started);
        if (status === 201 || status === 200) succeeded += 1;
        else failures[String(status)] = (failures[String(status)] ?? 0) + 1;
      }
    };
    const started = performance.now();
    await Promise.all(tokens.map((token, client) => worker(token, client)));
    const durationMs = Math.round(performance.now() - started);

    const stored = Number(
      (
        await db
          .selectFrom("comments")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("collection_id", "=", collectionId)
          .executeTakeFirst()
      )?.n ?? 0,
    );
    latencies.sort((a, b) => a - b);
    const failed = total - succeeded;
    return {
      name: "comment-posting",
      clients,
      total,
      succeeded,
      failed,
      failures,
      stored,
      ok: stored === total && failed === 0,
      durationMs,
      perSecond: Math.round((total / Math.max(1, durationMs)) * 1000),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
      },
    };
  } finally {
    await owned?.db.destroy();
  }
}

/** Standalone: the API alone on a temporary SQLite file (or DATABASE_URL), on a free port. */
async function main() {
  const { createApiApp } = await import("../api/main/app");
  const { default: express } = await import("express");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "comments-bench-"));
  const api = createApiApp({ sqlitePath: path.join(dir, "bench.sqlite"), seed: false });
  await api.ready;
  const server = express().use("/api", api.app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const result = await measureCommentPosting({ baseUrl, db: api.db });
    console.log(JSON.stringify(result, null, 2));
    if (!result.ok) process.exitCode = 1;
  } finally {
    server.close();
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
