/** npm run api: the content API alone, at /api on API_PORT (default 4000). */
import express from "express";
import pino from "pino";
import { parseEnv, type Env } from "../../config/env";
import { createApiApp } from "./app";
import { purgePortalsOnChange, purgeTargets } from "../purge-portals";
import { startRelays } from "../../shared/change-relay";
import { RedisConnection } from "../../shared/redis";

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const logger = pino({ level: env.LOG_LEVEL });
const port = env.API_PORT;
// With REDIS_URL: counters shared with the other API replicas, and this API's content changes
// and ended sessions published to the portals' relays (publish-only: the API alone keeps no
// caches to drop).
const redis = env.REDIS_URL ? new RedisConnection(env.REDIS_URL, { logger, name: "api" }) : undefined;
const relay = redis ? startRelays({ connection: redis, logger, direction: "publish-only" }) : undefined;
const api = createApiApp({ env, logger, redis });
let server: ReturnType<ReturnType<typeof express>["listen"]> | undefined = undefined;
let stopping = false;

/** Stop taking connections, finish the requests in flight, close the database, exit. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  const finish = async () => {
    await api.close();
    await relay?.close();
    await redis?.close();
    logger.info("stopped");
    process.exit(0);
  };
  if (!server) void finish();
  else {
    server.close(() => void finish());
    server.closeIdleConnections?.();
  }
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

try {
  await api.ready;
} catch (error) {
  logger.fatal({ err: error }, "could not prepare the database");
  process.exit(1);
}

if (env.PORTAL_PURGE_URL) {
  if (!env.PORTAL_API_SECRET) {
    logger.fatal("PORTAL_PURGE_URL is set but PORTAL_API_SECRET is not: purges are signed with it");
    process.exit(1);
  }
  purgePortalsOnChange({ targets: purgeTargets(env.PORTAL_PURGE_URL), secret: env.PORTAL_API_SECRET, logger });
}

// Background jobs (alert digests, purges) run where the API runs: one scheduler across
// replicas (decision 0104), unless JOBS=off.
if (env.JOBS === "on") api.startJobs();

server = express()
  .disable("x-powered-by")
  .use("/api", api.app)
  .listen(port, () => {
    logger.info({ port }, `content API on http://localhost:${port}/api`);
  });
