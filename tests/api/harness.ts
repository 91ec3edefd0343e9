import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pg from "pg";
import { inject } from "vitest";
import { createApiApp, type ApiOptions } from "../../api/main/app";
import type { Db } from "../../api/db";
import { insertTestUser } from "../support/users";
import type { DatabaseTemplates } from "./global-setup";

export const dialect = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  /** Options for createApiApp / openDb pointing at this database. */
  options: { databaseUrl?: string; sqlitePath?: string };
  drop(): Promise<void>;
}

/**
 * A fresh database: a SQLite file in a temp dir, or a new database in the embedded PostgreSQL.
 * Empty, or a copy of the run's template that is already migrated (and seeded with the sample
 * content): tests/api/global-setup.ts makes the templates once.
 */
export async function createTestDatabase({ from = "empty" }: { from?: "empty" | keyof DatabaseTemplates } = {}): Promise<TestDatabase> {
  if (dialect === "postgres") {
    const adminUrl = inject("pgAdminUrl");
    if (!adminUrl) throw new Error("TEST_DB=postgres needs the global setup in vitest.config.ts");
    const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(from === "empty" ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject("templates")[from]}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      options: { databaseUrl: url.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        // A pool that has just ended may still have backends on their way out: terminated by
        // FORCE, they report "terminating connection due to administrator command" to a client
        // that is closing, as an idle connection's error. Wait for them first (briefly).
        for (let tries = 0; tries < 40; tries++) {
          const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (Number(rows[0].n) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-test-"));
  const sqlitePath = path.join(dir, "portal.sqlite");
  if (from !== "empty") fs.copyFileSync(inject("templates")[from], sqlitePath);
  return {
    options: { sqlitePath, databaseUrl: "" },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire; tests that need types pass T
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApi {
  baseUrl: string;
  db: Db;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire; tests that need types pass T
  get<T = any>(url: string, init?: { token?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire; tests that need types pass T
  post<T = any>(url: string, body: unknown, init?: { token?: string; raw?: boolean; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** A user with a live Bearer token, made directly in the database. */
  createUser(fields?: { name?: string; last_visit_at?: string | null }): Promise<{ id: number; token: string }>;
  /** Waits for the mail the API sends after its answers: before saying that no (further) mail went. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The API over a fresh migrated and seeded database, mounted at /api on a random loopback
 * port. Tests talk to it over real HTTP.
 */
export async function startTestApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const database = await createTestDatabase({ from: options.seed === false ? "migrated" : "seeded" });
  const api = createApiApp({ ...database.options, seed: true, ...options });
  await api.ready;
  const server = express().use("/api", api.app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T>(url: string, init: RequestInit): Promise<Answer<T>> {
    const res = await fetch(baseUrl + url, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text so the test shows it */
    }
    return { status: res.status, headers: res.headers, body: body as T };
  }
  const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

  return {
    baseUrl,
    db: api.db,
    get: (url, init = {}) => call(url, { headers: { ...auth(init.token), ...init.headers } }),
    post: (url, body, init = {}) =>
      call(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...auth(init.token), ...init.headers },
        body: init.raw ? String(body) : JSON.stringify(body),
      }),
    async createUser(fields = {}) {
      const { id, token } = await insertTestUser(api.db, { name: fields.name, last_visit_at: fields.last_visit_at, tokenTtlMs: 3_600_000 });
      return { id, token };
    },
    settle: () => api.settle(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await database.drop();
    },
  };
}
