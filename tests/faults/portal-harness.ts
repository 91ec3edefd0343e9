/**
 * The real thing for fault, fuzz and header tests: the content API (createApiApp) on a temporary
 * SQLite file with the sample content, served on a loopback port, and the production portal
 * server (createServer over the production build) pointed at it, directly or through a proxy.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { createApiApp } from "../../api/main/app";
import type { Db } from "../../api/db";
import { parseEnv } from "../../config/env";
import { createServer, type CreateServerOptions, type PortalServer } from "../../server/app";
import { breakerOptions, configureBreaker } from "../../shared/upstream-breakers";
import { createTestDatabase } from "../api/harness";
import { getBuild, TEST_SECRET } from "../server/helpers";
import { sessionCookie } from "../support/session";
import { insertTestUser } from "../support/users";

// The portal and the API in one test process share this secret (server.ts generates one in
// production), so the API believes the visitor's address the portal sends.
process.env.PORTAL_API_SECRET ??= "portal-harness-shared-secret";

export interface RealApi {
  url: string;
  db: Db;
  close(): Promise<void>;
}

export async function startRealApi(): Promise<RealApi> {
  // Comments appear at once and are not rate limited here (the fuzz posts many).
  Object.assign(process.env, { COMMENTS_REQUIRE_APPROVAL: "false", COMMENT_RATE_LIMIT_MAX: "0" });
  const database = await createTestDatabase({ from: "seeded" });
  const api = createApiApp({ ...database.options, seed: true });
  await api.ready;
  const app = express();
  app.use("/api", api.app);
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db: api.db,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await api.close();
      await database.drop();
    },
  };
}

export type Portal = PortalServer & { url: string; metricsPort?: number };

export async function startPortalAt(
  upstreamOrigin: string,
  env: Record<string, string> = {},
  options: Partial<CreateServerOptions> = {},
): Promise<Portal> {
  process.env.SESSION_SECRET = TEST_SECRET;
  const parsed = parseEnv({
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    API_BASE_URL: undefined,
    ...env,
  });
  // The build reads the breaker's settings from the process's environment; this portal's own
  // (UPSTREAM_BREAKER_*) apply to its upstream, with a closed breaker.
  configureBreaker(upstreamOrigin, breakerOptions(parsed));
  const portal = await createServer({
    env: parsed,
    logger: pino({ level: "silent" }),
    build: await getBuild(),
    rateLimits: { read: 0, write: 0, auth: 0 },
    upstreamOrigin,
    ...options,
  });
  const { url, metricsPort } = await portal.listen(0, "127.0.0.1");
  return Object.assign(portal, { url, metricsPort });
}

/** A user with a live Bearer token in the API's database, and the portal's session cookie for it. */
export async function signedInCookie(db: Db, name = "Fault Tester"): Promise<string> {
  const user = await insertTestUser(db, { name });
  return sessionCookie(user, TEST_SECRET);
}

/** Paths of one page of each type the bench and the tests visit (a real item for the detail page). */
export async function pagePaths(portalUrl: string) {
  const listing = "/articles/all";
  const html = await (await fetch(portalUrl + listing)).text();
  const detail =
    /class="content-card__title[^"]*"><a[^>]*href="([^"]+)"/.exec(html)?.[1] ?? /href="(\/article\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!detail) throw new Error("no article link on /articles/all");
  return { home: "/", listing, detail, search: `/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: "health" }))}` };
}
