import { OAuth2Server } from "oauth2-mock-server";
import type { Page } from "@playwright/test";

/**
 * A stand-in for Google and Facebook: oauth2-mock-server on loopback, port E2E_OAUTH_PORT
 * (default 3349). scripts/e2e-server.mjs points the portal's strategies at it; the vitest
 * journeys (tests/accounts/social-sign-in.server.test.ts) start their own on a free port.
 *
 * Playwright's global setup (e2e/global-setup.ts) runs it for the whole run: a worker that owned
 * it would take it down when it exits, in the middle of another worker's sign-in.
 *
 * The identity a test wants is put into the authorize URL (mock_profile) by `asIdentity`,
 * remembered with the code the mock issues (the code itself must stay the mock's: it checks the
 * PKCE verifier against it), copied into the access token and answered by /userinfo.
 * mock_profile can also ask for a denied consent or a tampered state.
 */
export const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3349);
export const OAUTH_ORIGIN = `http://127.0.0.1:${OAUTH_PORT}`;

export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Answer error=access_denied instead of a code (the visitor said no). */
  deny?: boolean;
  /** Send back a state that is not the one the portal issued. */
  tamperState?: boolean;
}

const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
const decode = <T>(v: string): T => JSON.parse(Buffer.from(v, "base64url").toString("utf8")) as T;

/** Starts the mock provider on OAUTH_PORT; the returned function stops it. */
export async function startMockProvider(): Promise<() => Promise<void>> {
  return (await startMockServer(OAUTH_PORT)).stop;
}

/** Starts the mock provider on `port` (0: any free one) and tells where it listens. */
export async function startMockServer(port: number) {
  const candidate = new OAuth2Server();
  await candidate.issuer.keys.generate("RS256");
  const service = candidate.service;
  // code → the identity asked for; the token request names the code.
  const identities = new Map<string, string>();
  service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { url?: string }) => {
    const query = new URL(req.url ?? "/", "http://mock.invalid").searchParams;
    const wanted = query.get("mock_profile");
    if (!wanted) return;
    const identity = decode<MockIdentity>(wanted);
    if (identity.deny) {
      redirect.url.searchParams.delete("code");
      redirect.url.searchParams.set("error", "access_denied");
      redirect.url.searchParams.set("error_description", "The user denied access");
    } else {
      identities.set(redirect.url.searchParams.get("code") ?? "", wanted);
    }
    if (identity.tamperState) redirect.url.searchParams.set("state", "forged-by-a-third-party");
  });
  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
    const wanted = identities.get(req.body?.code ?? "");
    if (wanted) token.payload.mock_profile = wanted;
  });
  service.on("beforeResponse", (_response: unknown, req: { body?: Record<string, string> }) => {
    identities.delete(req.body?.code ?? "");
  });
  service.on(
    "beforeUserinfo",
    (
      response: { body: Record<string, unknown>; statusCode: number },
      req: { url?: string; headers: Record<string, string | undefined> },
    ) => {
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
      const payload = decode<{ mock_profile?: string }>(bearer.split(".")[1] ?? "e30");
      const identity = payload.mock_profile ? decode<MockIdentity>(payload.mock_profile) : { sub: "johndoe" };
      const facebook = /[?&]fields=/.test(req.url ?? "");
      response.statusCode = 200;
      response.body = facebook
        ? // An http picture: the portal keeps only https ones, so the header shows initials offline.
          {
            id: identity.sub,
            name: identity.name,
            email: identity.email,
            first_name: identity.name,
            last_name: "",
            picture: { data: { url: `${origin}/p.png` } },
          }
        : { sub: identity.sub, name: identity.name, email: identity.email, email_verified: identity.email_verified ?? true };
    },
  );
  await candidate.start(port, "127.0.0.1");
  const origin = `http://127.0.0.1:${candidate.address().port}`;
  return { origin, stop: () => candidate.stop() };
}

/** The provider's authorize URL asking to sign in as `identity`. */
export function withIdentity(authorizeUrl: string, identity: MockIdentity) {
  const url = new URL(authorizeUrl);
  url.searchParams.set("mock_profile", encode(identity));
  return url.toString();
}

/**
 * Makes the next trip to the mock provider sign in as `identity`. Playwright routes only the
 * first request of a redirect chain, so the portal's /auth/{provider} answer is fetched here and
 * its Location (the provider's authorize URL) gets the identity before the browser follows it.
 */
export async function asIdentity(page: Page, identity: MockIdentity) {
  await page.route(/\/auth\/(google|facebook)(\?|$)/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    if (headers.location?.startsWith(OAUTH_ORIGIN)) headers.location = withIdentity(headers.location, identity);
    await route.fulfill({ response, headers });
  });
}
