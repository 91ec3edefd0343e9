/**
 * HTTP-level fuzzing of the running portal (production server, real API on SQLite): a few
 * hundred generated requests per route family. None may answer 500; every redirect stays on
 * this site; text the visitor typed comes back as text, never as markup.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchHref } from "../../app/search/query";
import { FORM, rawRequest, type RawAnswer, type RawOptions } from "../support/raw-http";
import "./seed";
import { pagePaths, signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

const RUNS = Number(process.env.HTTP_FUZZ_RUNS ?? 300);

const NASTY = [
  "/",
  "//",
  "\\",
  "%",
  "%2F",
  "%5C",
  "%00",
  "%E0%A4%A",
  "..",
  "./",
  "?",
  "#",
  "&",
  "=",
  "<script>",
  '"',
  "'",
  "{",
  "}",
  "[",
  "]",
  "null",
  "-1",
  "1e999",
  "😀",
  "é",
  " ",
  "+",
  "@evil.example",
  "https://evil.example",
  "javascript:alert(1)",
];
const anyText = fc.string({ unit: "binary", maxLength: 40 });
const text = fc.oneof(
  anyText,
  fc.array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 6 })), { maxLength: 6 }).map((a) => a.join("")),
);
const params = (names: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...names), text),
        fc.oneof(
          fc.constantFrom("", "1", "2", "0", "-3", "99999999999", "latest", "oldest", "title", "2024", "Healthcare", "Kerala"),
          text,
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());

/** A marker that must never come back as a tag: the page shows what was typed as text. */
const INJECTED = '<img data-fuzz-marker src=x onerror="alert(1)">';
const MARKUP = /<img data-fuzz-marker/i;

/** The fuzz's requests: a body is a form unless the case says otherwise. */
function raw(base: string, method: string, path: string, options: RawOptions = {}): Promise<RawAnswer> {
  return rawRequest(base, method, path, { ...options, headers: { ...(options.body !== undefined ? FORM : {}), ...options.headers } });
}

describe("HTTP fuzzing of the running portal", () => {
  let api: RealApi;
  let portal: Portal;
  let cookie: string;
  let detail: string;
  let collectionId: string;

  const checkAnswer = (a: RawAnswer, label: string) => {
    expect(a.status, `${label} → ${a.status}\n${a.body.slice(0, 300)}`).toBeLessThan(500);
    if (a.location !== null) {
      const origin = new URL(portal.url).origin;
      expect(new URL(a.location, portal.url + "/x/y").origin, `${label} → Location ${a.location}`).toBe(origin);
      expect(a.location.startsWith("//") || a.location.startsWith("/\\"), `${label} → Location ${a.location}`).toBe(false);
    }
    expect(a.body, label).not.toMatch(/at [\w.<>]+ \(\/|node_modules\//); // no stack traces
  };

  beforeAll(async () => {
    api = await startRealApi();
    portal = await startPortalAt(api.url);
    cookie = await signedInCookie(api.db, "Fuzz Tester");
    detail = (await pagePaths(portal.url)).detail;
    const html = (await raw(portal.url, "GET", detail, { headers: { Cookie: cookie } })).body;
    collectionId = /name="collection_id" value="(\d+)"/.exec(html)?.[1] ?? "";
    expect(collectionId).not.toBe("");
  });

  afterAll(async () => {
    await portal?.close(500);
    await api?.close();
  });

  it("search URLs (queryData JSON and the plain form fields) never answer 500", async () => {
    const queryData = fc.oneof(
      text,
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            searchText: text,
            collectionTypes: fc.array(fc.integer({ min: -1, max: 50 }), { maxLength: 3 }),
            sort_by: fc.integer({ min: 0, max: 5 }),
            nextIndex: fc.integer({ min: -1, max: 5000 }),
            tags: fc.array(text, { maxLength: 3 }),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          queryData.map((q) => new URLSearchParams({ queryData: q }).toString()),
          params(["q", "type", "tag", "topic", "author", "published", "readTime", "brand", "sort"]),
        ),
        fc.boolean(),
        async (qs, signedIn) => {
          const a = await raw(portal.url, "GET", `/search?${qs}`, { headers: signedIn ? { Cookie: cookie } : {} });
          checkAnswer(a, `/search?${qs}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("what a visitor searches for is shown as text, never as markup", async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (before, after) => {
        const searchText = `${before}${INJECTED}${after}`.slice(0, 200);
        const a = await raw(portal.url, "GET", searchHref({ searchText: searchText.includes("data-fuzz-marker") ? searchText : INJECTED }));
        checkAnswer(a, "search text");
        expect(a.body).not.toMatch(MARKUP);
        const form = await raw(portal.url, "GET", `/search?${new URLSearchParams({ q: `${before}${INJECTED}` })}`);
        checkAnswer(form, "search form");
        expect(form.body).not.toMatch(MARKUP);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("listing and landing query strings never answer 500", async () => {
    const page = fc.constantFrom(
      "/articles/all",
      "/events/all",
      "/startup/all",
      "/colleges/all",
      "/news/all",
      "/people/all",
      "/government-of-india/all-state-initiatives",
      "/articles",
      "/ai-standards",
    );
    await fc.assert(
      fc.asyncProperty(page, params(["page", "sort", "tag", "state", "country", "year"]), async (p, qs) => {
        checkAnswer(await raw(portal.url, "GET", `${p}?${qs}`), `${p}?${qs}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("detail pages, slugs and arbitrary paths never answer 500", async () => {
    const prefix = fc.constantFrom(
      "/article/",
      "/news/",
      "/events/",
      "/startup/",
      "/college/",
      "/people/",
      "/hub/",
      "/author/",
      "/ministries/",
      "/ai-standards/",
      "/",
      "/assets/",
      "/api/web/collections/2/",
    );
    const segment = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{1,30}$/),
      text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, ""))),
      fc.constantFrom("%", "%E0%A4%A", "..%2F..%2F", "%2e%2e", "%00", "a%0d%0aSet-Cookie:x=1", "x".repeat(3000), "%C0%AE"),
    );
    await fc.assert(
      fc.asyncProperty(
        prefix,
        segment,
        fc.oneof(
          fc.constant(""),
          fc.constant("/"),
          fc.constant("?x=1"),
          segment.map((s) => `/${s}`),
        ),
        async (a, b, c) => {
          checkAnswer(await raw(portal.url, "GET", a + b + c), a + b + c);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("form posts (newsletter, sign-in, consent) never answer 500 and only redirect within the site", async () => {
    const target = fc.oneof(
      text,
      fc.webUrl(),
      fc.constantFrom(
        "/.//evil.example",
        "//evil.example",
        "/\\evil.example",
        "/%2F%2Fevil.example",
        "https://evil.example/",
        "/profile",
        "/search?queryData=%7B%7D",
        "/hi//evil.example",
        "/hi/%2F%2Fevil.example",
        "/hi/profile",
        "/hi/signin",
      ),
    );
    const route = fc.constantFrom(
      { path: "/newsletter", fields: ["email", "page_url", "website"] },
      { path: "/signin-email", fields: ["email", "password", "redirectTo", "publish", "website"] },
      { path: "/signup-email", fields: ["name", "email", "password", "redirectTo"] },
      { path: "/forgot-password", fields: ["email"] },
      { path: "/cookie-consent", fields: ["returnTo", "accept"] },
      { path: "/hi/signin-email", fields: ["email", "password", "redirectTo", "publish", "website"] },
      { path: "/hi/newsletter", fields: ["email", "page_url", "website"] },
      { path: "/hi/cookie-consent", fields: ["returnTo", "accept"] },
    );
    await fc.assert(
      fc.asyncProperty(
        route,
        fc.array(fc.tuple(fc.nat(), fc.oneof(text, target)), { maxLength: 6 }),
        fc.option(target),
        async (r, values, query) => {
          const body = new URLSearchParams(values.map(([i, v]) => [r.fields[i % r.fields.length], v])).toString();
          const path = query === null ? r.path : `${r.path}?${new URLSearchParams({ redirectTo: query, returnTo: query })}`;
          checkAnswer(await raw(portal.url, "POST", path, { body }), `POST ${path} ${body}`);
          if (r.path !== "/newsletter") checkAnswer(await raw(portal.url, "GET", path), `GET ${path}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("comment forms (any intent, any fields) never answer 500, and a posted comment shows as text", async () => {
    const intent = fc.oneof(fc.constantFrom("post", "reply", "edit", "delete", "like", "report"), text);
    const field = fc.constantFrom("comment", "parent_id", "comment_id", "category_id", "author_id", "block", "js", "sort", "collection_id");
    const value = fc.oneof(text, fc.integer({ min: -2, max: 1_000_000 }).map(String), fc.constantFrom("on", "1", "", INJECTED));
    await fc.assert(
      fc.asyncProperty(intent, fc.array(fc.tuple(field, value), { maxLength: 5 }), fc.boolean(), async (i, fields, signedIn) => {
        const body = new URLSearchParams([["intent", i], ["collection_id", collectionId], ...fields]).toString();
        const a = await raw(portal.url, "POST", detail, { body, headers: signedIn ? { Cookie: cookie } : {} });
        checkAnswer(a, `POST ${detail} ${body}`);
      }),
      { numRuns: RUNS },
    );
    const posted = await raw(portal.url, "POST", detail, {
      body: new URLSearchParams({ intent: "post", collection_id: collectionId, comment: `Hello ${INJECTED} world` }).toString(),
      headers: { Cookie: cookie },
    });
    checkAnswer(posted, "post a comment");
    expect(posted.location).not.toContain("notice=failed");
    const page = await raw(portal.url, "GET", detail, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("data-fuzz-marker"); // it is there, as text…
    expect(page.body).not.toMatch(MARKUP); // …not as an element
  });
});
