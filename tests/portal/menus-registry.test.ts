import { describe, expect, it } from "vitest";
import { EXPLORE_MORE, IMPORTANT_LINKS, LEGAL_LINKS } from "../../app/chrome/menus";
import { COLLECTION_TYPES } from "../../contract";
import { CONTENT_TYPES, ogTypeOf, pluralName, portalPath, resolveBrowsePath, typeMenu, landingPath } from "../../app/content/registry";

/** The site's menus and footer are made from the registry, so no menu can name a page we lack. */
describe("menus and footer from the registry", () => {
  it("list the docs/product/chrome.md#header Resources and Ecosystem entries, each a landing page of its type under its plural name", () => {
    expect(typeMenu("resources").map((l) => l.text)).toEqual([
      "Articles",
      "Research Reports",
      "Videos",
      "News",
      "Case Studies",
      "AI Standards",
      "Learning",
      "Datasets",
      "Metadata & Data Standards",
    ]);
    expect(typeMenu("ecosystem").map((l) => l.text)).toEqual([
      "Events",
      "Colleges",
      "Countries & Regions",
      "Startups",
      "Companies",
      "Initiatives",
      "Investment Funds",
      "People",
      "Government of India",
    ]);
    for (const link of [...typeMenu("resources"), ...typeMenu("ecosystem"), ...typeMenu("explore")]) {
      const page = resolveBrowsePath(link.href);
      expect(page?.kind, link.href).toBe("landing");
      expect(page?.type?.id, link.href).toBe(link.typeId);
      expect(link.text).toBe(pluralName(link.typeId));
    }
  });

  it("open the footer's Explore list with its content types, then Contribute and Contact Us", () => {
    expect(typeMenu("explore").map((l) => l.href)).toEqual([
      "/news",
      "/articles",
      "/startup",
      "/case-studies",
      "/research-reports",
      "/events",
    ]);
    expect(EXPLORE_MORE.map((l) => ("contact" in l ? "contact" : l.href))).toEqual(["/user-contribution", "contact"]);
  });

  it("link no content-type page by hand in the footer's other lists", () => {
    const typePaths = new Set(CONTENT_TYPES.flatMap((t) => [...t.landing, ...t.listings.map((l) => l.path)]));
    for (const link of [...IMPORTANT_LINKS, ...LEGAL_LINKS]) expect(typePaths.has(link.href), link.href).toBe(false);
  });

  it("name the portal tab's route as the registry serves it", () => {
    expect(resolveBrowsePath(portalPath())?.kind).toBe("landing");
  });
});

describe("other content-type facts from the registry", () => {
  it("give the contract's listed types the registry's key and name", () => {
    for (const t of CONTENT_TYPES) {
      expect(COLLECTION_TYPES.find((c) => c.id === t.id)).toEqual({ id: t.id, key: t.key, name: t.name, listed: true });
    }
    expect(COLLECTION_TYPES.filter((c) => !c.listed).every((c) => !CONTENT_TYPES.some((t) => t.id === c.id))).toBe(true);
  });

  it("name ministries and send their breadcrumb to the Ministries landing", () => {
    expect(pluralName(23, "ministry")).toBe("Ministries");
    expect(landingPath(23, "ministry")).toBe("/ministries");
    expect(pluralName(23)).toBe("Government of India");
  });

  it("give people a profile, videos a video and everything else an article as OpenGraph type", () => {
    expect(ogTypeOf(18)).toBe("profile");
    expect(ogTypeOf(5)).toBe("video.other");
    expect(ogTypeOf(2)).toBe("article");
    expect(ogTypeOf(41)).toBe("article");
  });
});

describe("the menus in Hindi", () => {
  it("name the same entries in Hindi, at the same (language-neutral) addresses", () => {
    expect(typeMenu("resources", "hi").map((l) => l.text)).toEqual([
      "लेख",
      "शोध रिपोर्ट",
      "वीडियो",
      "समाचार",
      "केस स्टडी",
      "एआई मानक",
      "पाठ्यक्रम",
      "डेटासेट",
      "मेटाडेटा और डेटा मानक",
    ]);
    expect(typeMenu("ecosystem", "hi").map((l) => l.href)).toEqual(typeMenu("ecosystem").map((l) => l.href));
    for (const link of typeMenu("ecosystem", "hi")) expect(link.text).toBe(pluralName(link.typeId, null, "hi"));
  });
});
