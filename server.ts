/**
 * The production server. `npm run build` bundles it into build/server.js (scripts/build-server.mjs)
 * and `npm start` runs that with plain node; tests and `npm run dev:server` run it with tsx. Validates the environment, embeds the API at /api unless API_BASE_URL is set, serves the
 * React Router build (server/app.ts) and shuts down gracefully on SIGTERM.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { randomBytes } from "node:crypto";
import type { ApiApp } from "./api/main/app";
import { parseEnv, useRuntimeEnv } from "./config/env";
import { createServer } from "./server/app";
import { createLogger } from "./server/logger";
import { checkStartup } from "./server/startup-checks";
import { ensureSessionSecret } from "./server/secret";
import { RedisConnection } from "./shared/redis";

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
  const { errors, warnings } = checkStartup(env);
  if (errors.length) {
    console.error(errors.join("\n"));
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  for (const warning of warnings) logger.warn(warning);

  // Secrets generated once here and handed to the portal and the embedded API as values.
  env.SESSION_SECRET = ensureSessionSecret(env.SESSION_SECRET, env.DATA_DIR, logger);
  if (!env.API_BASE_URL) env.PORTAL_API_SECRET ??= randomBytes(32).toString("hex");
  useRuntimeEnv(env);

  // One Redis connection (REDIS_URL) for the portal's limits, the embedded API's and the change relay.
  const redis = env.REDIS_URL
    ? new RedisConnection(env.REDIS_URL, { logger: logger.child({ component: "redis" }), name: "portal" })
    : undefined;

  let api: ApiApp | undefined;
  if (!env.API_BASE_URL) {
    // Bundled into build/server.js with the rest; loaded only when the API is embedded.
    const { createApiApp } = await import("./api/main/app");
    const sqlitePath = env.SQLITE_PATH ?? path.join(env.DATA_DIR, "portal.sqlite");
    api = createApiApp({
      env,
      databaseUrl: env.DATABASE_URL,
      sqlitePath,
      logger: logger.child({ component: "api" }),
      redis,
    });
    // First start: migrations and the sample content, before the first request.
    await api.ready;
    logger.info({ database: env.DATABASE_URL ? "postgresql" : sqlitePath }, "embedded API mounted at /api");
    // Background jobs (alert digests, purges) run where the API runs, unless JOBS=off.
    if (env.JOBS === "on") api.startJobs();
  }

  const portal = await createServer({ env, logger, api: api?.app, redis });
  const { url, metricsPort } = await portal.listen(env.PORT, env.HOST);
  logger.info({ url, upstream: portal.upstreamOrigin, metricsPort }, `portal listening on ${url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    await portal.close();
    await api?.close();
    await redis?.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// Both sides with links resolved: started through a symbolic link (a linked release folder), the
// module's own address is the real file's, and a plain comparison would exit at once, silently.
const isMain = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(path.resolve(process.argv[1]))).href;
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
