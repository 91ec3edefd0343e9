import { describe, expect, it } from "vitest";
import { ANONYMOUS, resultLink } from "~/search/links";

const course = { collection_type: 24, slug: "clinical-ai-evaluation" };
const article = { collection_type: 2, slug: "flood-forecasting" };

describe("where a search result opens (docs/product/browse.md#learning-courses)", () => {
  it("opens ordinary results directly for everyone", () => {
    expect(resultLink(article, ANONYMOUS)).toEqual({ href: "/article/flood-forecasting", gate: null });
  });

  it("links a learning course to its own page, saying that an anonymous visitor will be asked to sign in", () => {
    expect(resultLink(course, ANONYMOUS)).toEqual({ href: "/learning/clinical-ai-evaluation", gate: "sign-in" });
  });

  it("says a signed-in user without an e-mail will be asked to add one first", () => {
    expect(resultLink(course, { signedIn: true, hasEmail: false })).toEqual({
      href: "/learning/clinical-ai-evaluation",
      gate: "add-email",
    });
  });

  it("opens the course for a signed-in user with an e-mail", () => {
    expect(resultLink(course, { signedIn: true, hasEmail: true })).toEqual({ href: "/learning/clinical-ai-evaluation", gate: null });
  });

  it("gives no link for types the portal has no page for, or unsafe slugs", () => {
    expect(resultLink({ collection_type: 7, slug: "x" }, ANONYMOUS)).toBeNull();
    expect(resultLink({ collection_type: 2, slug: "../../etc" }, ANONYMOUS)).toBeNull();
  });

  it("keeps a Hindi page's language in the result's link", () => {
    expect(resultLink(article, ANONYMOUS, "hi")).toEqual({ href: "/hi/article/flood-forecasting", gate: null });
    expect(resultLink(course, ANONYMOUS, "hi")).toEqual({ href: "/hi/learning/clinical-ai-evaluation", gate: "sign-in" });
  });
});

describe("the filters in force, named in the page's language", () => {
  it("labels each filter in Hindi with a link that removes it", async () => {
    const { activeFilters } = await import("~/search/page.server");
    const { emptyQuery } = await import("~/search/query");
    const query = {
      ...emptyQuery(),
      searchText: "कृषि",
      collectionTypes: [2],
      published_date: "past-week",
      read_time: 5,
      sort_by: 1 as const,
    };
    expect(activeFilters(query, "hi").map((f) => f.label)).toEqual([
      "प्रकार: लेख",
      "प्रकाशन: पिछला सप्ताह",
      "पढ़ने का समय: अधिकतम 5 मिनट",
      "क्रम: नवीनतम पहले",
    ]);
    expect(activeFilters(query).map((f) => f.label)).toEqual([
      "Type: Articles",
      "Published: Past week",
      "Read time: up to 5 min",
      "Sorted: Newest first",
    ]);
  });
});
