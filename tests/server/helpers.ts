import { loadBuild } from "../../server/app";
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

/** A session cookie (name=value) for a signed-in user with `token`. */
export function sessionCookie(token: string, name = "Asha Verma") {
  return sharedSessionCookie({ token, name }, TEST_SECRET);
}
