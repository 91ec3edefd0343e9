/**
 * Property tests over every parser of outside input: thousands of generated inputs each. None
 * may throw (a throw in a loader is a 500); what they accept must be well-formed, and what they
 * produce must parse back to the same thing.
 */
import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "./seed";
import { SearchQuery } from "../../contract/search";
import {
  ForgotPasswordSchema,
  AddEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "../../app/accounts/schemas";
import { NewsletterFormSchema } from "../../app/follow/newsletter-schema";
import { parseListingParams } from "../../app/content/listing-params.server";
import { listingSearch, SORTS } from "../../app/content/listing-query";
import { isValidSlug, itemPath, resolveBrowsePath, resolveDetailPath, CONTENT_TYPES } from "../../app/content/registry";
import { sanitizeBody } from "../../app/content/sanitize.server";
import { parseQueryData, parseSearchForm, searchHref, serializeQuery, SEARCH_TEXT_MAX } from "../../app/search/query";
import { safeRedirect } from "../../app/accounts/safe-redirect";
import { localePath } from "../../app/i18n/languages";

/** The cookie banner's way back: safeRedirect with the auth pages allowed. */
const safeRedirectPath = (target: unknown, fallback: string) => safeRedirect(target, fallback, { authPages: true });

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const ORIGIN = "https://portal.example";

// ------------------------------------------------------------------ generators

/** Any text, including astral characters, lone surrogates and control characters. */
const anyText = fc.string({ unit: "binary", maxLength: 60 });
/** Pieces that break naive parsers; joined with random text. */
const NASTY = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\\\",
  "%2F",
  "%2f",
  "%5C",
  "%252F",
  "%00",
  "%0a",
  "%0d%0a",
  "\u0000",
  "\n",
  "\r",
  "\t",
  " ",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "http:",
  "https://evil.example",
  "javascript:alert(1)",
  "data:text/html,",
  "@evil.example",
  "?",
  "#",
  "&",
  "=",
  ".",
  "..",
  "../",
  "./",
  "/./",
  "/../",
  "evil.example",
  "<script>",
  '"',
  "'",
  "{",
  "}",
  "[",
  "]",
  ":",
  ",",
  "null",
  "true",
  "-1",
  "1e999",
  "0x10",
  "__proto__",
  "constructor",
  "é",
  "😀",
  "\ud800",
];
const nastyText = fc
  .array(fc.oneof(fc.constantFrom(...NASTY), anyText, fc.string({ maxLength: 8 })), { maxLength: 8 })
  .map((parts) => parts.join(""));
const text = fc.oneof(anyText, nastyText);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), text);

/** Query objects near the schema: right keys, right or wrong types and ranges. */
const nearQuery = fc.record(
  {
    searchText: fc.oneof(text, fc.string({ minLength: SEARCH_TEXT_MAX - 2, maxLength: SEARCH_TEXT_MAX + 5 }), anyValue),
    tagName: fc.oneof(fc.constant(null), text, anyValue),
    nextIndex: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double(), text),
    collectionTypes: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -2, max: 60 }), text), { maxLength: 6 }), anyValue),
    is_brand: fc.oneof(fc.boolean(), fc.constant(null), text),
    read_time: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constant(null), text),
    author_name: fc.oneof(fc.array(text, { maxLength: 4 }), anyValue),
    published_date: fc.oneof(fc.constantFrom("past-week", "past-month", "past-year", "2024", "1899", "20245", null), text),
    sort_by: fc.oneof(fc.integer({ min: -1, max: 6 }), text),
    tags: fc.oneof(fc.array(text, { maxLength: 10 }), anyValue),
    tagsSearched: fc.oneof(fc.array(text, { maxLength: 10 }), anyValue),
  },
  { requiredKeys: [] },
);
const queryDataRaw = fc.oneof(
  text,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  nearQuery.map((q) => JSON.stringify(q)),
  nearQuery.map((q) => JSON.stringify(q).slice(0, -1)), // truncated JSON
);

const paramName = fc.oneof(
  fc.constantFrom("page", "sort", "tag", "state", "country", "year", "q", "type", "topic", "author", "published", "readTime", "brand"),
  text,
);
const paramValue = fc.oneof(
  fc.constantFrom(
    ...SORTS,
    "",
    "0",
    "1",
    "2",
    "-1",
    "1.5",
    "99999999999999",
    "2024",
    "1900",
    "2101",
    "Healthcare",
    "Tamil Nadu",
    "India",
    "A & B (C), d.e-f",
  ),
  fc.integer().map(String),
  text,
);
const searchParams = fc.array(fc.tuple(paramName, paramValue), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs));
const facetSet = fc.subarray(["tag", "state", "country", "year"] as const);

// eslint-disable-next-line no-control-regex -- control characters are what the properties look for
const CONTROL = /[\u0000-\u001f\u007f]/;

// ------------------------------------------------------------------ search: queryData

describe("the search query in the URL (queryData)", () => {
  it("never throws; an accepted query is valid, clean and bounded, and serialises back to itself", () => {
    fc.assert(
      fc.property(queryDataRaw, (raw) => {
        const result = parseQueryData(raw);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          expect(typeof result.searchText).toBe("string");
          return;
        }
        const q = result.query;
        expect(SearchQuery.safeParse(q).success).toBe(true);
        expect(q.searchText.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
        expect(CONTROL.test(q.searchText)).toBe(false);
        const again = parseQueryData(serializeQuery(q));
        expect(again.ok && again.query).toEqual(q);
        const href = searchHref(q);
        expect(href.startsWith("/search")).toBe(true);
        expect(new URL(href, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("the plain GET form fields never throw and give the same kind of query", () => {
    fc.assert(
      fc.property(searchParams, (params) => {
        const result = parseSearchForm(params);
        if (result.ok) {
          expect(SearchQuery.safeParse(result.query).success).toBe(true);
          expect(parseQueryData(serializeQuery(result.query))).toEqual({ ok: true, query: result.query });
        } else expect(result.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});

// ------------------------------------------------------------------ listings

describe("listing query strings", () => {
  it("never throw; accepted values are a page ≥ 1, a known sort and only offered, well-formed filters", () => {
    fc.assert(
      fc.property(searchParams, facetSet, (params, facets) => {
        const result = parseListingParams(params, facets);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors) expect(typeof e).toBe("string");
          return;
        }
        const p = result.params;
        expect(Number.isSafeInteger(p.page) && p.page >= 1).toBe(true);
        expect(SORTS).toContain(p.sort);
        for (const [key, value] of Object.entries(p.filters)) {
          expect(facets).toContain(key);
          expect(value).toMatch(/^[\p{L}\p{M}\p{N} &'().,-]{1,100}$/u);
        }
        // The links the page builds parse back to the same listing.
        const again = parseListingParams(new URLSearchParams(listingSearch(p)), facets);
        expect(again).toEqual({ ok: true, params: p });
      }),
      { numRuns: RUNS },
    );
  });
});

// ------------------------------------------------------------------ forms

const FORM_SCHEMAS = {
  newsletter: NewsletterFormSchema,
  signIn: SignInSchema,
  signUp: SignUpSchema,
  forgotPassword: ForgotPasswordSchema,
  resetPassword: ResetPasswordSchema,
  addEmail: AddEmailSchema,
  profile: ProfileSchema,
  changePassword: ChangePasswordSchema,
  deleteAccount: DeleteAccountSchema,
} as const;
const FIELD_NAMES = [
  "email",
  "password",
  "name",
  "token",
  "confirm",
  "intent",
  "profile_image",
  "current_password",
  "redirectTo",
  "publish",
  "page_url",
  "website",
];
const fieldValue = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "a@b.co",
    "Asha@Example.TEST ",
    "no-at-sign",
    "a@b",
    "x".repeat(300) + "@example.test",
    "profile",
    "password",
    "yes",
    "/images/me.png",
    "https://img.example/a.png",
    "javascript:alert(1)",
    "//evil.example/a.png",
    "Correct horse 12",
  ),
  text,
);
const formData = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), fieldValue), { maxLength: 10 }).map((entries) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
});

describe("every form schema (as the actions run it: Conform's parseWithZod over FormData)", () => {
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    it(`${name}: never throws; an accepted e-mail is one address, trimmed, without spaces or control characters`, () => {
      fc.assert(
        fc.property(formData, (fd) => {
          const submission = parseWithZod(fd, { schema: schema as never });
          expect(["success", "error"]).toContain(submission.status ?? "error");
          if (submission.status !== "success") {
            // Errors are messages (strings), ready for the error summary.
            for (const messages of Object.values(submission.reply().error ?? {})) {
              for (const m of messages ?? []) expect(typeof m).toBe("string");
            }
            return;
          }
          const value = submission.value as Record<string, unknown>;
          if (typeof value.email === "string") {
            expect(value.email).toMatch(/^[^\s@]+@[^\s@]+$/);
            expect(value.email.length).toBeLessThanOrEqual(254);
          }
          // Control characters are exactly what this checks for.
          // eslint-disable-next-line no-control-regex -- see the line above
          if (typeof value.name === "string") expect(/[<>\u0000-\u001f]/.test(value.name)).toBe(false);
          if (typeof value.profile_image === "string" && value.profile_image) {
            expect(value.profile_image).toMatch(/^(\/[^/\\]|https:\/\/)/);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// ------------------------------------------------------------------ redirects

const redirectTarget = fc.oneof(
  text,
  fc.webUrl().map((u) => u),
  fc.webPath(),
  fc
    .tuple(
      fc.constantFrom(
        "/",
        "//",
        "/\\",
        "\\/",
        "/%2F",
        "/%5C",
        "%2F%2F",
        " /",
        "\t/",
        "/\t/",
        "/\n/",
        "https:",
        "/.",
        "/./",
        "/../",
        "/a/../",
        "/%2e/",
        "/%2E%2E/",
        "/.//evil.example",
        "/%252F%252F",
        "/hi/",
        "/hi//",
        "/HI//",
        "/hi/%2F",
        "/hi\\",
        "/hi/../",
      ),
      nastyText,
    )
    .map(([a, b]) => a + b),
);

function assertSameSite(result: string, label: string, { decodeHop }: { decodeHop: boolean }) {
  expect(result.startsWith("/"), label).toBe(true);
  expect(result.startsWith("//"), label).toBe(false);
  expect(result.includes("\\"), label).toBe(false);
  expect(CONTROL.test(result), label).toBe(false);
  expect(new URL(result, ORIGIN).origin, label).toBe(ORIGIN);
  // Browsers also read a Location relative to the page: still this site.
  expect(new URL(result, `${ORIGIN}/some/page`).origin, label).toBe(ORIGIN);
  if (!decodeHop) return;
  // And a hop that decodes it once more must not turn it into another site.
  let decoded = result;
  try {
    decoded = decodeURIComponent(result);
  } catch {
    // not decodable: it stays as it is
  }
  expect(new URL(decoded.replace(/\\/g, "/"), ORIGIN).origin, label).toBe(ORIGIN);
}

describe("redirect targets", () => {
  it("safeRedirect keeps only same-site paths, for any input, and is stable", () => {
    fc.assert(
      fc.property(redirectTarget, (target) => {
        const result = safeRedirect(target, "/");
        // As a browser reads the Location. (A hop that decodes "/%2f" once more would read "//":
        // the browser never does, and the accounts forms re-check every target they get.)
        assertSameSite(result, JSON.stringify(target), { decodeHop: false });
        expect(safeRedirect(result, "/fallback")).toSatisfy((r: string) => r === result || r === "/fallback");
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("a safe target moved into another language (localePath) stays on the site", () => {
    fc.assert(
      fc.property(redirectTarget, fc.constantFrom("en" as const, "hi" as const), (target, lang) => {
        const result = localePath(lang, safeRedirect(target, "/"));
        assertSameSite(result, `${lang} ${JSON.stringify(target)}`, { decodeHop: false });
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("safeRedirectPath (cookie consent's return path) keeps only same-site paths, even decoded once more", () => {
    // Found by this test: "/.//evil.example" used to come back as "//evil.example".
    for (const t of ["/.//evil.example", "/..//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/../%2f"]) {
      expect(safeRedirectPath(t, "/")).toBe("/");
    }
    fc.assert(
      fc.property(redirectTarget, (target) => {
        assertSameSite(safeRedirectPath(target, "/"), JSON.stringify(target), { decodeHop: true });
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

// ------------------------------------------------------------------ slugs and paths

describe("slugs and content paths", () => {
  it("a valid slug is only letters, digits and inner hyphens, and makes a same-site item path", () => {
    fc.assert(
      fc.property(
        fc.oneof(text, fc.stringMatching(/^[a-z0-9-]{1,40}$/)),
        fc.constantFrom(...CONTENT_TYPES.map((t) => t.id)),
        (slug, typeId) => {
          if (!isValidSlug(slug)) {
            expect(itemPath({ collection_type: typeId, slug })).toBeNull();
            return;
          }
          expect(slug).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i);
          const p = itemPath({ collection_type: typeId, slug });
          if (p) {
            expect(p.startsWith("/") && !p.startsWith("//")).toBe(true);
            expect(new URL(p, ORIGIN).pathname).toBe(p);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("resolving any pathname to a browse or detail page never throws, and a resolved slug is valid", () => {
    const pathname = fc.oneof(
      fc.webPath(),
      fc
        .tuple(fc.constantFrom("/article/", "/news/", "/events/", "/articles/all", "/hub/", "/government-of-india/", "/"), text)
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(pathname, (p) => {
        resolveBrowsePath(p);
        const detail = resolveDetailPath(p);
        if (detail) expect(isValidSlug(detail.slug) || detail.slug === "").toBeTypeOf("boolean");
      }),
      { numRuns: RUNS },
    );
  });
});

// ------------------------------------------------------------------ rich text

describe("rich HTML from the upstream", () => {
  const htmlPiece = fc.constantFrom(
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "<iframe src=//evil>",
    '<svg onload="alert(1)">',
    "<style>*{}</style>",
    '<p style="x">ok</p>',
    "<p>text</p>",
    "<b>bold</b>",
    '<a href="/ok">ok</a>',
    "<!-- c -->",
    "<scr<script>ipt>",
    "</p>",
    "<object data=x>",
    '<form action="//evil"><input></form>',
    "&lt;b&gt;",
    '<math><mi xlink:href="javascript:1">',
  );
  it("sanitised bodies keep no script, event handler, javascript: URL, frame, style or form", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(htmlPiece, text), { maxLength: 10 }).map((a) => a.join("")),
        (html) => {
          const clean = sanitizeBody(html).toLowerCase();
          expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<style|<form|<svg|<math/);
          expect(clean).not.toMatch(/\son[a-z]+\s*=/);
          expect(clean).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
