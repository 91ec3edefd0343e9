/**
 * Route policies (app/route-policy.ts) are declared by the routes and read by the server from
 * the route a request matches, the way the router matches it: every spelling that reaches a
 * sign-in action (the JavaScript client's `.data` posts, `/hi/…`, upper case, percent-encoded
 * letters, a trailing slash) meets the auth tier, not just the one spelling a path pattern knew.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { routeMatcher, routerPathname, type RouteMatcher } from "../../server/route-policies";
import { getBuild } from "./helpers";

const AUTH_LIMIT = 3;
const SIGN_IN_SPELLINGS = [
  "/signin-email",
  "/signin-email.data",
  "/hi/signin-email",
  "/hi/signin-email.data",
  "/SIGNIN-EMAIL",
  "/signin%2Demail",
  "/signin-email/",
  "/Hi/Signin-Email.data",
];
const OTHER_AUTH_ACTIONS = ["/signup-email", "/forgot-password.data", "/hi/reset-password", "/callback"];

let routes: RouteMatcher;
beforeAll(async () => {
  routes = routeMatcher(await getBuild());
}, 180_000);

describe("the policy of a request's route", () => {
  it("is the router's own match, whatever the spelling of the address", () => {
    for (const path of [...SIGN_IN_SPELLINGS, ...OTHER_AUTH_ACTIONS, "/signup.data", "/hi/auth/google"]) {
      expect(routes.policyOf(path).rateTier, path).toBe("auth");
    }
    for (const path of ["/", "/_root.data", "/newsletter", "/newsletter.data", "/hi/search", "/signin-emailx", "/no-such-page"]) {
      expect(routes.policyOf(path).rateTier, path).toBe("write");
    }
  });

  it("lets only the forms that take files carry them, each up to its own size", () => {
    expect(routes.policyOf("/posts/articles/my-post.data").upload).toEqual({ files: true, maxBytes: 32 * 1024 * 1024 });
    expect(routes.policyOf("/hi/consultation/ai-bill/feedback").upload).toEqual({ files: true, maxBytes: 12 * 1024 * 1024 });
    expect(routes.policyOf("/responsible-ai/assessment").upload.files).toBe(true);
    expect(routes.policyOf("/profile").upload.files).toBe(false);
  });

  it("keeps one person's pages out of the shared page cache and lets the others in", () => {
    const draft = "AAAAAAAAAAAAAAAAAAAAAA";
    for (const path of [
      "/profile",
      "/hi/profile/edit",
      "/editorial",
      "/editorial/items/3",
      "/saved-searches",
      `/responsible-ai/assessment/${draft}`,
      `/hi/responsible-ai/assessment-result/${draft}.data`,
    ]) {
      expect(routes.policyOf(path).pageCache, path).toBe(false);
    }
    for (const path of ["/", "/hi/articles/all", "/signin"]) expect(routes.policyOf(path).pageCache, path).toBe(true);
  });

  it("reads data requests as the page they are for", () => {
    expect(routerPathname("/_root.data")).toBe("/");
    expect(routerPathname("/hi.data")).toBe("/hi");
    expect(routerPathname("/search/")).toBe("/search");
    expect(routerPathname("/")).toBe("/");
  });
});

describe("the auth rate tier", () => {
  let api: RealApi;
  let portal: Portal;
  beforeAll(async () => {
    api = await startRealApi();
    // Each spelling is tried from its own address (X-Forwarded-For through a trusted loopback proxy).
    portal = await startPortalAt(api.url, { TRUST_PROXY: "loopback" }, { rateLimits: { read: 0, write: 0, auth: AUTH_LIMIT } });
  }, 180_000);
  afterAll(async () => {
    await portal?.close(100);
    await api?.close();
  });

  const postFrom = (address: string, path: string, fields: Record<string, string>) =>
    fetch(portal.url + path, {
      method: "POST",
      headers: { "X-Forwarded-For": address },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it(`answers 429 after ${AUTH_LIMIT} wrong passwords on every spelling of the sign-in address`, async () => {
    for (const [i, path] of SIGN_IN_SPELLINGS.entries()) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= AUTH_LIMIT; attempt++) {
        // E-mail addresses of their own too: the API's per-account back-off (decision 0122) must not answer first.
        const answer = await postFrom(`198.51.100.${i + 1}`, path, {
          email: `nobody${i}-${attempt}@example.org`,
          password: "wrong-password",
        });
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
      expect(
        statuses.slice(0, AUTH_LIMIT).every((s) => s !== 429),
        `${path}: ${statuses}`,
      ).toBe(true);
      expect(statuses[AUTH_LIMIT], `${path}: ${statuses}`).toBe(429);
    }
  });

  it("counts sign-up, password reset and the social callback in the same tier, and other forms not", async () => {
    for (const [i, path] of OTHER_AUTH_ACTIONS.entries()) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= AUTH_LIMIT; attempt++)
        statuses.push((await postFrom(`203.0.113.${i + 1}`, path, { email: "x" })).status);
      expect(statuses[AUTH_LIMIT], `${path}: ${statuses}`).toBe(429);
    }
    const newsletter: number[] = [];
    for (let attempt = 0; attempt <= AUTH_LIMIT + 2; attempt++)
      newsletter.push((await postFrom("192.0.2.1", "/newsletter", { email: "" })).status);
    expect(newsletter).not.toContain(429);
  });
});
