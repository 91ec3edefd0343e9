import { pino } from "pino";
import { parseEnv } from "../../app/env.server";
import { createServer, loadBuild, type CreateServerOptions, type PortalServer } from "../../server/app";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { sessionCookie as sharedSessionCookie } from "../support/session";

export const TEST_SECRET = "server-test-secret-0123456789abcdef";

let buildPromise: ReturnType<typeof loadBuild> | undefined;
/** The production build (built first when missing or stale). */
export function getBuild() {
  buildPromise ??= (async () => {
    buildIfNeeded();
    return loadBuild(process.env.BUILD_DIR || "build");
  })();
  return buildPromise;
}

export async function startPortal(options: Partial<CreateServerOptions> & { upstreamOrigin: string }): Promise<PortalServer & { url: string }> {
  process.env.SESSION_SECRET = TEST_SECRET;
  const env = parseEnv({ ...process.env, NODE_ENV: "production", SESSION_SECRET: TEST_SECRET, LOG_LEVEL: "silent", API_BASE_URL: undefined });
  const portal = await createServer({
    env,
    logger: pino({ level: "silent" }),
    build: await getBuild(),
    rateLimits: { read: 0, write: 0, auth: 0 },
    ...options,
  });
  const { url } = await portal.listen(0, "127.0.0.1");
  return Object.assign(portal, { url });
}

/** A session cookie (name=value) for a signed-in user with `token`. */
export function sessionCookie(token: string, name = "Asha Verma") {
  return sharedSessionCookie({ token, name }, TEST_SECRET);
}
