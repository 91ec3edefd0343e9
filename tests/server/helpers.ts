import type { Db } from "../../api/db";
import { loadBuild } from "../../server/app";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { sessionCookie as sharedSessionCookie } from "../support/session";
import { insertTestUser } from "../support/users";

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

/** Every route's address without parameters, in English (the Hindi copies are the same modules). */
export async function routeAddresses(): Promise<string[]> {
  const build = await getBuild();
  return Object.values(build.routes)
    .map((route) => `/${(route?.path ?? "").replace(/^\/+/, "")}`)
    .filter((path) => !/[:*]/.test(path) && !path.startsWith("/hi"));
}

/** A new editor's session cookie (name=value): an editor sees every page, the desk included. */
export async function editorCookie(db: Db, name: string): Promise<{ cookie: string; token: string }> {
  const editor = await insertTestUser(db, { name });
  await db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
  return { cookie: await sharedSessionCookie(editor, TEST_SECRET), token: editor.token };
}
