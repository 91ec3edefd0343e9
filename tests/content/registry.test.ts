import { describe, expect, it } from "vitest";
import { COLLECTION_TYPES, HEAD_CATEGORIES, LISTED_TYPE_IDS } from "../../contract";
import {
  CONTENT_TYPES,
  allBrowsePaths,
  browseRoutes,
  contentTypeById,
  displayName,
  isValidSlug,
  itemPath,
  landingPath,
  listingPath,
  portalPath,
  resolveBrowsePath,
  resolveDetailPath,
} from "../../app/content/registry";

const SPEC_LANDINGS = [
  "/articles",
  "/news",
  "/case-studies",
  "/videos",
  "/research-reports",
  "/events",
  "/startup",
  "/colleges",
  "/companies",
  "/investment-funds",
  "/people",
  "/initiatives",
  "/government-of-india",
  "/learning",
  "/datasets",
  "/countriesregions",
  "/countries",
  "/ai-standards",
  "/metadata-data-standards",
  "/ministries",
  "/missions",
  "/job-roles",
  "/government",
  "/indiaaiportal",
];
const SPEC_LISTINGS = [
  "articles",
  "case-studies",
  "case-study",
  "colleges",
  "companies",
  "countries",
  "countriesregions",
  "datasets",
  "events",
  "investment-funds",
  "learning",
  "ministries",
  "missions",
  "news",
  "people",
  "research-reports",
  "startup",
  "videos",
]
  .map((k) => `/${k}/all`)
  .concat([
    "/government-of-india/all-initiatives-and-offerings",
    "/government-of-india/all-state-initiatives",
    "/initiatives/all-colleges",
    "/initiatives/all-companies",
    "/initiatives/all-goverment",
    "/initiatives/all-state-government",
    "/raise/video-library",
  ]);
const SPEC_DETAIL_PREFIXES = [
  "/ai-standards",
  "/article",
  "/case-study",
  "/college",
  "/company",
  "/countriesregions",
  "/dataset",
  "/events",
  "/government",
  "/incubator",
  "/investment-fund",
  "/ministries",
  "/missions",
  "/news",
  "/people",
  "/research-reports",
  "/startup",
  "/videos",
  "/raise/video-library",
];

describe("the content-type registry", () => {
  it("has exactly one entry for every listed contract type, with the contract's key", () => {
    expect(CONTENT_TYPES.map((t) => t.id).sort((a, b) => a - b)).toEqual([...LISTED_TYPE_IDS].sort((a, b) => a - b));
    for (const t of CONTENT_TYPES) {
      expect(COLLECTION_TYPES.find((c) => c.id === t.id)?.key).toBe(t.key);
    }
  });

  it("uses the product's display names", () => {
    expect(displayName(2)).toBe("Article");
    expect(displayName(9)).toBe("Research Report");
    expect(displayName(24)).toBe("Course");
    expect(displayName(31)).toBe("Countries & Regions");
    expect(displayName(15)).toBe("Investment Fund");
    expect(displayName(23)).toBe("Government of India");
    expect(displayName(23, "ministry")).toBe("Ministry");
    expect(displayName(999)).toBe("Content");
  });

  it("answers every landing page and /all listing the spec names", () => {
    for (const p of SPEC_LANDINGS) expect(resolveBrowsePath(p)?.kind, p).toBe("landing");
    for (const p of SPEC_LISTINGS) expect(resolveBrowsePath(p)?.kind, p).toBe("listing");
  });

  it("maps the head-category listings to their categories", () => {
    expect(resolveBrowsePath("/initiatives/all-goverment")).toMatchObject({ category: "government", type: { id: 20 } });
    expect(resolveBrowsePath("/initiatives/all-state-government")).toMatchObject({ category: "state-government" });
    expect(resolveBrowsePath("/government-of-india/all-state-initiatives")).toMatchObject({
      category: "state-initiatives",
      type: { id: 23 },
    });
    expect(resolveBrowsePath("/ministries/all")).toMatchObject({ category: "ministry", type: { id: 23 } });
    for (const [id, cats] of Object.entries(HEAD_CATEGORIES)) {
      for (const c of cats) expect(listingPath(Number(id), c), `${id}/${c}`).toBeTruthy();
    }
  });

  it("is case- and trailing-slash-insensitive and rejects unknown paths", () => {
    expect(resolveBrowsePath("/Articles/ALL/")?.type?.id).toBe(2);
    expect(resolveBrowsePath("/nope")).toBeNull();
  });

  it("gives aliases one canonical path", () => {
    expect(resolveBrowsePath("/countries")?.canonical).toBe("/countriesregions");
    expect(resolveBrowsePath("/countries/all")?.canonical).toBe("/countriesregions/all");
    expect(resolveBrowsePath("/case-study/all")?.canonical).toBe("/case-studies/all");
    expect(resolveBrowsePath("/article")?.canonical).toBe("/articles/all");
    expect(resolveBrowsePath("/government")?.canonical).toBe("/government-of-india");
  });

  it("resolves every detail prefix of the spec to a type", () => {
    for (const p of SPEC_DETAIL_PREFIXES) expect(resolveDetailPath(`${p}/some-slug`), p).not.toBeNull();
    expect(resolveDetailPath("/raise/video-library/x")?.type.id).toBe(5);
    expect(resolveDetailPath("/ministries/x")).toMatchObject({ type: { id: 23 }, category: "ministry", slug: "x" });
    expect(resolveDetailPath("/nope/x")).toBeNull();
  });

  it("builds item links from type, slug and head category", () => {
    expect(itemPath({ collection_type: 2, slug: "ai-in-farming" })).toBe("/article/ai-in-farming");
    expect(itemPath({ collection_type: 4, slug: "x" })).toBe("/case-study/x");
    expect(itemPath({ collection_type: 23, slug: "meity", head_category: "ministry" })).toBe("/ministries/meity");
    expect(itemPath({ collection_type: 23, slug: "digital-india", head_category: "initiatives-and-offerings" })).toBe(
      "/government/digital-india",
    );
    expect(itemPath({ collection_type: 31, slug: "japan" })).toBe("/countriesregions/japan");
    expect(itemPath({ collection_type: 1, slug: "blog" })).toBeNull();
    expect(itemPath({ collection_type: 2, slug: "../etc" })).toBeNull();
  });

  it("round-trips: every item link resolves back to its own type", () => {
    for (const t of CONTENT_TYPES) {
      const link = itemPath({ collection_type: t.id, slug: "a-slug" })!;
      expect(resolveDetailPath(link)?.type.id).toBe(t.id);
      expect(resolveBrowsePath(landingPath(t.id)!)?.type?.id).toBe(t.id);
      expect(resolveBrowsePath(listingPath(t.id)!)?.type?.id).toBe(t.id);
    }
  });

  it("validates slugs", () => {
    for (const ok of ["a", "ai-2025", "Mixed-Case"]) expect(isValidSlug(ok), ok).toBe(true);
    for (const bad of ["", "-a", "a-", "a b", "a/b", "<script>", "..", "a_b", "x".repeat(201), "é"])
      expect(isValidSlug(bad), bad).toBe(false);
  });

  it("defines every route once with a unique id, and none for the contribution listings", () => {
    const routes = browseRoutes();
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    const paths = routes.map((r) => r.path);
    expect(paths).not.toContain("/posts/all");
    expect(paths).not.toContain("/pages/all");
    for (const { path } of allBrowsePaths()) expect(paths).toContain(path);
    expect(paths).toContain(portalPath());
    expect(portalPath("India AI")).toBe("/indiaaiportal");
  });

  it("has a landing title for every type", () => {
    for (const t of CONTENT_TYPES) expect(contentTypeById(t.id)?.plural).toBeTruthy();
  });
});
