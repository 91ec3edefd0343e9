import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, withIdentity, type MockIdentity } from "../../e2e/oauth-mock";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

/**
 * Google and Facebook sign-in through the route loaders, against oauth2-mock-server on loopback
 * (the providers) and the real API: /auth/{provider} → the mock's authorize page → /callback.
 * The mock checks the PKCE verifier, so a sign-in that completes has carried it through.
 * e2e/oauth.spec.ts walks the same journeys in a browser.
 */
const SECRET = "social-sign-in-portal-secret";
const mock = await startMockServer(0);
process.env.SESSION_SECRET ??= "test-secret-for-social-sign-in";
process.env.PORTAL_API_SECRET = SECRET;
for (const provider of ["GOOGLE", "FACEBOOK"]) {
  process.env[`${provider}_CLIENT_ID`] = `test-${provider}`;
  process.env[`${provider}_CLIENT_SECRET`] = `test-${provider}-secret`;
  process.env[`OAUTH_${provider}_AUTHORIZATION_URL`] = `${mock.origin}/authorize`;
  process.env[`OAUTH_${provider}_TOKEN_URL`] = `${mock.origin}/token`;
  process.env[`OAUTH_${provider}_USERINFO_URL`] = `${mock.origin}/userinfo`;
}

const startRoute = await import("~/routes/auth.$provider");
const callbackRoute = await import("~/routes/callback");
const signInRoute = await import("~/routes/signin");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, portalSecret: SECRET });
});
afterAll(async () => {
  await api?.close();
  await mock.stop();
});

type Provider = "google" | "facebook";
let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function run(fn: () => Promise<unknown>): Promise<Response> {
  try {
    const answer = await fn();
    if (answer instanceof Response) return answer;
    throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** A browser's cookies, enough for these journeys: set, replaced, deleted by Max-Age=0. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/;\s*max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return response;
  }
  names() {
    return [...this.cookies.keys()];
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** /auth/{provider}: the redirect to the mock provider, its cookies kept in `jar`. */
async function start(jar: Jar, provider: Provider, path = `/auth/${provider}`, origin = "http://portal.test") {
  const request = new Request(`${origin}${path}`, { headers: { Cookie: jar.header() } });
  const res = jar.take(await run(() => startRoute.loader(routeArgs(request, loadContext(api.baseUrl), { provider }))));
  expect(res.status).toBe(302);
  return res;
}

/** The provider's answer: where it sends the browser back to (the portal's /callback). */
async function atProvider(started: Response, identity: MockIdentity) {
  const answer = await fetch(withIdentity(started.headers.get("Location")!, identity), { redirect: "manual" });
  expect(answer.status).toBe(302);
  return answer.headers.get("Location")!;
}

async function callback(jar: Jar, url: string) {
  const request = new Request(url, { headers: { Cookie: jar.header() } });
  return jar.take(await run(() => callbackRoute.loader(routeArgs(request, loadContext(api.baseUrl)))));
}

const stateCookies = (jar: Jar) => jar.names().filter((name) => name.startsWith("__oauth_"));

describe("social sign-in against the mock provider", () => {
  it("a visitor signs in with Google and returns where they were", async () => {
    const jar = new Jar();
    const id = unique("google");
    const started = await start(jar, "google", `/auth/google?redirectTo=${encodeURIComponent("/articles")}`);
    const authorize = new URL(started.headers.get("Location")!);
    expect(authorize.origin).toBe(mock.origin);
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://portal.test/callback");
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(stateCookies(jar)).toHaveLength(1);

    const res = await callback(jar, await atProvider(started, { sub: id, email: `${id}@example.test`, name: "Gita Google" }));
    expect(res.headers.get("Location")).toBe("/articles");
    expect(jar.names()).toContain("__session");
    // Used once: the state cookie is gone.
    expect(stateCookies(jar)).toEqual([]);
  });

  it("a Facebook account without an e-mail is asked for one, in the language the sign-in started in", async () => {
    const jar = new Jar();
    const started = await start(jar, "facebook", `/hi/auth/facebook?redirectTo=${encodeURIComponent("/hi/articles")}`);
    expect(new URL(started.headers.get("Location")!).searchParams.get("scope")).toBe("public_profile email");
    const res = await callback(jar, await atProvider(started, { sub: unique("facebook"), name: "Farah Facebook" }));
    expect(res.headers.get("Location")).toBe(`/hi/force-add-email?redirectTo=${encodeURIComponent("/hi/articles")}`);
    expect(jar.names()).toContain("__session");
  });

  it("a callback whose state does not match is refused, and the pending state is dropped", async () => {
    const jar = new Jar();
    const started = await start(jar, "google", "/hi/auth/google");
    const res = await callback(jar, await atProvider(started, { sub: unique("state"), email: "mallory@example.test", tamperState: true }));
    expect(res.headers.get("Location")).toBe("/hi/signin?error=failed");
    expect(jar.names()).not.toContain("__session");
    expect(stateCookies(jar)).toEqual([]);
  });

  it("a visitor who denies consent comes back to sign-in with a clear message, not signed in", async () => {
    const jar = new Jar();
    const started = await start(jar, "google");
    const res = await callback(jar, await atProvider(started, { sub: unique("deny"), deny: true }));
    expect(res.headers.get("Location")).toBe("/signin?error=cancelled");
    expect(jar.names()).not.toContain("__session");
    expect(stateCookies(jar)).toEqual([]);
    const page = await signInRoute.loader(routeArgs(new Request("http://portal.test/signin?error=cancelled"), loadContext(api.baseUrl)));
    expect(page.notice).toBe("account.signIn.cancelled");
  });

  it("a state issued for Google is not accepted for the Facebook sign-in started after it", async () => {
    const jar = new Jar();
    const google = await start(jar, "google");
    await start(jar, "facebook");
    const res = await callback(jar, await atProvider(google, { sub: unique("mixed"), email: "mixed@example.test" }));
    expect(res.headers.get("Location")).toBe("/signin?error=failed");
    expect(jar.names()).not.toContain("__session");
  });

  it("a callback without a pending sign-in is refused", async () => {
    const jar = new Jar();
    const res = await callback(jar, "http://portal.test/callback?code=stolen&state=anything");
    expect(res.headers.get("Location")).toBe("/signin?error=failed");
    expect(jar.names()).not.toContain("__session");
  });

  it("a callback without a state is refused rather than starting another sign-in", async () => {
    const jar = new Jar();
    await start(jar, "google");
    const res = await callback(jar, "http://portal.test/callback?code=stolen");
    expect(res.headers.get("Location")).toBe("/signin?error=failed");
    expect(stateCookies(jar)).toEqual([]);
  });

  it("marks the state cookie Secure exactly when the request came over HTTPS", async () => {
    const stateCookie = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith("__oauth_google"))!;
    expect(stateCookie(await start(new Jar(), "google", "/auth/google", "https://portal.test"))).toMatch(/;\s*Secure/i);
    expect(stateCookie(await start(new Jar(), "google"))).not.toMatch(/;\s*Secure/i);
  });
});
