import type { AppLoadContext } from "react-router";
import { startTestApi, type TestApi } from "../../api/harness";
import { loadContext } from "../../support/load-context";

export { get, post, run } from "../../support/portal-requests";

process.env.SESSION_SECRET ??= "test-secret-for-editorial-desk-tests";

/**
 * The desk's loaders and actions run against the real API on a fresh database, through real
 * requests carrying a real session cookie. Roles are set in the database, as `grant-editor` does.
 */
export interface Desk {
  api: TestApi;
  context: AppLoadContext;
  /** A signed-in user of `role` and the portal's session cookie for them. */
  user(name: string, role?: string): Promise<{ id: number; token: string; cookie: string }>;
  close(): Promise<void>;
}

/** `env`: variables of config/env.ts for this desk's API only (EDITORIAL_FOUR_EYES=false). */
export async function startDesk(env: Record<string, string> = {}): Promise<Desk> {
  Object.assign(process.env, { COMMENTS_REQUIRE_APPROVAL: "false", COMMENT_RATE_LIMIT_MAX: "0" });
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const api = await startTestApi({ seed: false, recaptchaSecret: "" }).finally(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const { createSessionCookie } = await import("~/upstream/session.server");
  const context = loadContext(api.baseUrl);
  return {
    api,
    context,
    async user(name, role = "user") {
      const { id, token } = await api.createUser({ name });
      if (role !== "user")
        await api.db
          .updateTable("users")
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the role column's type follows the API's migrations
          .set({ role: role as any })
          .where("id", "=", id)
          .execute();
      const header = await createSessionCookie(new Request("http://portal.test/"), {
        token,
        user: {
          id,
          uuid: `u-${id}`,
          name,
          profile_url: null,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`,
          consent_accepted: true,
        },
      });
      return { id, token, cookie: header.split(";")[0] };
    },
    close: () => api.close(),
  };
}

/** What `data(value, init)` gives back: the value and its status. */
export function unwrap<T>(value: unknown): { data: T; status: number } {
  const wrapped = value as { data?: T; init?: { status?: number } | null };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped) return { data: wrapped.data as T, status: wrapped.init?.status ?? 200 };
  return { data: value as T, status: 200 };
}
