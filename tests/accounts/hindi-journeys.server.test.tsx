import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-hindi-journeys";

/** Sign-up, sign-in, sign-out and form errors on Hindi pages, against the real API. */
const signUpEmail = await import("~/routes/signup-email");
const signInEmail = await import("~/routes/signin-email");
const logout = await import("~/routes/logout");
const newsletter = await import("~/routes/newsletter");
const { requireAnonymous } = await import("~/accounts/guards.server");
const { createSessionCookie } = await import("~/upstream/session.server");
const { formErrors } = await import("~/components/forms/form-errors");
const { ErrorSummary } = await import("~/components/forms");

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

function context() {
  return loadContext(api.baseUrl);
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

type Reply = { data: { result: Parameters<typeof formErrors>[0] } };

/** The error summary as a page at `path` renders it (no JavaScript involved). */
function summaryHtml(path: string, result: Parameters<typeof formErrors>[0], fields: Array<[string, string]>) {
  const errors = formErrors(result, fields);
  return renderToString(
    <StaticRouter location={path}>
      <ErrorSummary errors={errors.summary} />
    </StaticRouter>,
  );
}

describe("signing up and in on Hindi pages", () => {
  const email = `hindi-reader-${Date.now()}@example.test`;
  const password = "एक लंबा पासवर्ड 2025";

  it("a Hindi sign-up (a Devanagari name and password) comes back to the Hindi 'check your e-mail' page", async () => {
    const res = (await run(() =>
      signUpEmail.action(
        routeArgs(post("/hi/signup-email", { name: "सुनीता शर्मा", email, password, redirectTo: "/hi/article/x" }), context()),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/hi/signup-email?sent=1&redirectTo=${encodeURIComponent("/hi/article/x")}`);
  });

  it("a sign-in started on a Hindi page returns to that Hindi page", async () => {
    const res = (await run(() =>
      signInEmail.action(routeArgs(post("/hi/signin-email", { email, password, redirectTo: "/hi/article/x#comments" }), context())),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/hi/article/x#comments");
  });

  it("a Hindi sign-in without a return path lands on the Hindi home page, and a Hindi sign-out too", async () => {
    const res = (await run(() => signInEmail.action(routeArgs(post("/hi/signin-email", { email, password }), context())))) as Response;
    expect(res.headers.get("Location")).toBe("/hi");
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0];
    const out = (await run(() => logout.action(routeArgs(post("/hi/logout", {}, cookie), context())))) as Response;
    expect(out.headers.get("Location")).toBe("/hi");
  });

  it("a Hindi sign-in with a return path to the sign-in page itself goes to the Hindi home page instead", async () => {
    const res = (await run(() =>
      signInEmail.action(routeArgs(post("/hi/signin-email", { email, password, redirectTo: "/hi/signin" }), context())),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/hi");
  });

  it("sends a signed-in visitor of a guest-only Hindi page to the Hindi home page", async () => {
    const cookie = (
      await createSessionCookie(new Request("http://portal.test/"), {
        token: "t",
        user: { id: 1, uuid: "u", name: "N", profile_url: null, email: "a@b.co", consent_accepted: false },
      })
    ).split(";")[0];
    const thrown = (await run(() =>
      requireAnonymous(new Request("http://portal.test/hi/signin", { headers: { Cookie: cookie } })),
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/hi");
  });
});

describe("form errors on Hindi pages are in Hindi", () => {
  it("a bad e-mail address on the Hindi sign-in page", async () => {
    const result = (await run(() =>
      signInEmail.action(routeArgs(post("/hi/signin-email", { email: "not-an-address", password: "x" }), context())),
    )) as Reply;
    const html = summaryHtml("/hi/signin-email", result.data.result, [
      ["email", "signin-email"],
      ["password", "signin-password"],
    ]);
    expect(html).toContain("ईमेल पता सही प्रारूप में दर्ज करें");
    expect(html).toContain("कुछ समस्या है");
    expect(html).not.toContain("correct format");
  });

  it("a wrong password, refused by the API in English, on the Hindi sign-in page", async () => {
    const result = (await run(() =>
      signInEmail.action(routeArgs(post("/hi/signin-email", { email: "nobody@example.test", password: "wrong-password-1" }), context())),
    )) as Reply;
    const html = summaryHtml("/hi/signin-email", result.data.result, [
      ["email", "signin-email"],
      ["password", "signin-password"],
    ]);
    expect(html).toContain("ईमेल पता या पासवर्ड गलत है।");
  });

  it("a bad e-mail address on the Hindi newsletter page, and the same in English on the English page", async () => {
    const result = (await run(() => newsletter.action(routeArgs(post("/hi/newsletter", { email: "not-an-address" }), context())))) as Reply;
    expect(summaryHtml("/hi/newsletter", result.data.result, [["email", "newsletter-page-email"]])).toContain("कृपया मान्य ईमेल पता दर्ज करें।");
    expect(summaryHtml("/newsletter", result.data.result, [["email", "newsletter-page-email"]])).toContain("Please enter a valid email.");
  });

  it("an upstream message the portal does not know is shown as it came, marked as English", async () => {
    const html = summaryHtml("/hi/signin-email", { status: "error", error: { email: ["Something only the API says."] } } as never, [
      ["email", "signin-email"],
    ]);
    expect(html).toContain('<span lang="en">Something only the API says.</span>');
  });
});

describe("social sign-in keeps the language through the provider's one callback address", () => {
  it("a sign-in started on the Hindi page and cancelled at the provider comes back to the Hindi sign-in page", async () => {
    const { returnCookieHeader } = await import("~/accounts/auth.server");
    const callback = await import("~/routes/callback");
    const set = await returnCookieHeader(new Request("http://portal.test/hi/auth/google"), { path: "/hi/article/x", publish: false });
    const request = new Request("http://portal.test/callback?error=access_denied&state=google.abc", {
      headers: { Cookie: set.split(";")[0] },
    });
    const res = (await run(() => callback.loader(routeArgs(request, context())))) as Response;
    expect(res.headers.get("Location")).toBe("/hi/signin?error=cancelled");
  });

  it("a provider that is not configured sends the Hindi visitor to the Hindi sign-in page", async () => {
    const provider = await import("~/routes/auth.$provider");
    const res = (await run(() =>
      provider.loader(routeArgs(new Request("http://portal.test/hi/auth/google"), context(), { provider: "google" })),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/hi/signin?error=unavailable");
  });
});
