import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-account-actions";

/** Account actions against the real API on a fresh database, with a real session cookie. */
const forceAddEmail = await import("~/routes/force-add-email");
const signInEmail = await import("~/routes/signin-email");
const resetPassword = await import("~/routes/reset-password");
const forgotPassword = await import("~/routes/forgot-password");
const { createSessionCookie, getAuth } = await import("~/upstream/session.server");

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

function context(origin = api.baseUrl) {
  return loadContext(origin);
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

async function run(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const statusOf = (value: unknown) => (value instanceof Response ? value.status : (value as { init?: { status?: number } }).init?.status);

describe("adding an e-mail address (/force-add-email)", () => {
  it("refreshes the session user when the account already has one, so the guard lets the visitor through", async () => {
    const user = await api.createUser({ name: "Has Email" });
    // The session still believes the account has no e-mail (it was added in another browser).
    const stale = await createSessionCookie(new Request("http://portal.test/"), {
      token: user.token,
      user: { id: user.id, uuid: `u-${user.id}`, name: "Has Email", profile_url: null, email: null, consent_accepted: true },
    });
    const res = (await run(() =>
      forceAddEmail.action(
        routeArgs(post("/force-add-email", { email: "new@example.test", redirectTo: "/articles" }, stale.split(";")[0]), context()),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/articles");
    const refreshed = res.headers.get("Set-Cookie");
    expect(refreshed).toBeTruthy();
    const auth = await getAuth(new Request("http://portal.test/articles", { headers: { Cookie: refreshed!.split(";")[0] } }));
    expect(auth?.user.email).toMatch(/@example\.test$/);
  });
});

describe("signing in with e-mail (/signin-email)", () => {
  it("answers 503 with a form message when the API is down, not 400", async () => {
    const down = "http://127.0.0.1:9"; // discard port: nothing listens
    const result = await run(() =>
      signInEmail.action(routeArgs(post("/signin-email", { email: "someone@example.test", password: "a-password-1" }), context(down))),
    );
    expect(statusOf(result)).toBe(503);
    expect(JSON.stringify((result as { data: unknown }).data)).toContain("account.signIn.down");
  });

  it("still answers 400 to a wrong password", async () => {
    const result = await run(() =>
      signInEmail.action(routeArgs(post("/signin-email", { email: "nobody@example.test", password: "wrong-password-1" }), context())),
    );
    expect(statusOf(result)).toBe(400);
  });
});

describe("password reset forms (/reset-password, /forgot-password)", () => {
  const down = "http://127.0.0.1:9"; // discard port: nothing listens

  it("answer 503 with a form message when the API is down, not 400", async () => {
    const reset = await run(() =>
      resetPassword.action(
        routeArgs(
          post("/reset-password", { token: "abcdefghijklmnopqrstuvwxyz012345", password: "a new password 1", confirm: "a new password 1" }),
          context(down),
        ),
      ),
    );
    expect(statusOf(reset)).toBe(503);
    expect(JSON.stringify((reset as { data: unknown }).data)).toContain("account.reset.unavailable");
    const forgot = await run(() =>
      forgotPassword.action(routeArgs(post("/forgot-password", { email: "someone@example.test" }), context(down))),
    );
    expect(statusOf(forgot)).toBe(503);
  });

  it("shows an unknown reset link as an error of the whole form", async () => {
    const result = await run(() =>
      resetPassword.action(
        routeArgs(
          post("/reset-password", { token: "abcdefghijklmnopqrstuvwxyz012345", password: "a new password 1", confirm: "a new password 1" }),
          context(),
        ),
      ),
    );
    expect(statusOf(result)).toBe(400);
    const reply = (result as { data: { result: { error: Record<string, string[]> } } }).data.result;
    expect(reply.error[""]?.[0]).toMatch(/link/i);
  });
});
