/** npm run api: the content API alone, at /api on API_PORT (default 4000). */
import express from "express";
import pino from "pino";
import { createApiApp } from "./app";

const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });
const port = Number(process.env.API_PORT ?? 4000);
const api = createApiApp({ logger });
let server: ReturnType<ReturnType<typeof express>["listen"]> | undefined;
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

server = express().disable("x-powered-by").use("/api", api.app).listen(port, () => {
  logger.info({ port }, `content API on http://localhost:${port}/api`);
});

