/**
 * Every page and form action, any HTTP method, any kind of body: never a 5xx. The answers are
 * the refusals of server/request-guards.ts (405, 415, 400, 413) or the page's own answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths, signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { rawRequest } from "../support/raw-http";
import "./seed";

const RUNS = Number(process.env.HTTP_FUZZ_RUNS ?? 300);
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PURGE", "FOO"];
const ACTIONS = [
  "/newsletter",
  "/signin-email",
  "/signup-email",
  "/forgot-password",
  "/reset-password",
  "/force-add-email",
  "/delete-account",
  "/profile/edit",
  "/user-contribution",
  "/posts/all",
  "/posts/trash",
  "/cookie-consent",
  "/logout",
  "/search/suggest",
  "/",
  "/articles/all",
  "/search",
  "/hi/signin-email",
  "/hi/user-contribution",
  "/hi/logout",
  "/hi/posts/all",
  "/posts/articles",
  "/posts/videos",
  "/posts/research-report",
  "/posts/investment-fund",
  "/pages/events",
  "/pages/company",
  "/pages/all",
  "/hi/posts/case-studies",
  "/editorial",
  "/editorial/comments",
  "/saved-searches",
  "/unsubscribe",
];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data",
  "text/plain",
  "application/json",
  "application/xml",
  "application/octet-stream",
  "",
  "form-data",
  "multipart/mixed; boundary=fuzz",
  "application/x-www-form-urlencoded; charset=utf-16",
];

const part = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ unit: "binary", maxLength: 30 }))
  .map(([n, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
const body = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc
    .array(part, { maxLength: 4 })
    .chain((parts) => fc.constantFrom(`${parts.join("")}--fuzz--\r\n`, parts.join(""), `${parts.join("")}--fuzz`)),
  fc.constantFrom("", "toString=x&email=a%40b.co", "email=a%00b", "%", "a=%E0%A4%A", "--fuzz\r\n", "\0\0\0"),
);

describe("HTTP fuzzing of methods and bodies", () => {
  let api: RealApi;
  let portal: Portal;
  let cookie: string;
  let detail: string;

  beforeAll(async () => {
    api = await startRealApi();
    portal = await startPortalAt(api.url);
    cookie = await signedInCookie(api.db, "Method Fuzzer");
    detail = (await pagePaths(portal.url)).detail;
  });
  afterAll(async () => {
    await portal?.close(500);
    await api?.close();
  });

  it("any method with any body and content type to any page or action answers without a 5xx", async () => {
    const path = fc.oneof(fc.constantFrom(...ACTIONS), fc.constant("detail"));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        path,
        fc.option(fc.constantFrom(...CONTENT_TYPES)),
        fc.option(body),
        fc.boolean(),
        async (method, p, type, b, signedIn) => {
          const headers: Record<string, string> = {};
          if (type !== null && type !== "") headers["Content-Type"] = type;
          if (signedIn) headers.Cookie = cookie;
          const target = p === "detail" ? detail : p;
          const a = await rawRequest(portal.url, method, target, { headers, body: b ?? undefined });
          expect(
            a.status,
            `${method} ${target} (${type}) ${JSON.stringify(b)?.slice(0, 200)} → ${a.status}\n${a.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
