import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTED_TYPE_IDS } from "../../contract";
import { addFixtures } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

let api: TestApi;
let ids: Record<string, number>;

const slugs = (res: { body: { data: { items: { slug: string }[] } } }) => res.body.data.items.map((i) => i.slug);
const listing = (query: string) => api.get(`/api/web/collections?${query}`);
const LIST = "type=2&tag=qa-listing";

beforeAll(async () => {
  api = await startTestApi();
  ids = await addFixtures(
    api.db,
    [{ name: "Listing Fixture Author", slug: "listing-fixture-author", designation: "Researcher", bio: "Writes fixtures." }],
    [
      {
        collection_type: 2,
        title: "Apple orchards and AI",
        slug: "qa-apple",
        tags: ["Qa Listing"],
        state: "Fixtureland",
        country: "Fixturia",
        published_at: "2019-01-10T00:00:00Z",
        updated_at: "2025-01-01T00:00:00Z",
        is_featured: true,
        authors: ["listing-fixture-author"],
      },
      {
        collection_type: 2,
        title: "banana supply chains",
        slug: "qa-banana",
        tags: ["Qa Listing"],
        state: "Fixtureland",
        published_at: "2019-06-10T00:00:00Z",
        updated_at: "2019-06-10T00:00:00Z",
        authors: ["listing-fixture-author"],
      },
      {
        collection_type: 2,
        title: "Cherry blossom forecasts",
        slug: "qa-cherry",
        tags: ["Qa Listing"],
        state: "Otherland",
        country: "Fixturia",
        published_at: "2020-02-02T00:00:00Z",
        updated_at: "2024-01-01T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Date palms in the desert",
        slug: "qa-date",
        tags: ["Qa Listing"],
        published_at: "2021-03-03T00:00:00Z",
        updated_at: "2021-03-03T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Elderberry yields",
        slug: "qa-elderberry",
        tags: ["Qa Listing"],
        published_at: "2022-04-04T00:00:00Z",
        updated_at: "2022-04-04T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Fig draft",
        slug: "qa-fig-draft",
        tags: ["Qa Listing"],
        status: "draft",
        authors: ["listing-fixture-author"],
      },
      {
        collection_type: 20,
        title: "College initiative fixture",
        slug: "qa-college-initiative",
        tags: ["Qa Listing"],
        head_category: "college",
        published_at: "2022-01-01T00:00:00Z",
      },
      {
        collection_type: 20,
        title: "Company initiative fixture",
        slug: "qa-company-initiative",
        tags: ["Qa Listing"],
        head_category: "company",
        published_at: "2022-01-02T00:00:00Z",
      },
      // Related items: same type (events), sharing tags with the main one.
      {
        collection_type: 11,
        title: "Main fixture event",
        slug: "qa-event-main",
        tags: ["Qa Rel One", "Qa Rel Two"],
        published_at: "2024-01-01T00:00:00Z",
        body: '<p>Agenda</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        attributes: { venue: "Fixture Hall" },
      },
      {
        collection_type: 11,
        title: "Event sharing both tags",
        slug: "qa-event-both",
        tags: ["Qa Rel One", "Qa Rel Two"],
        published_at: "2015-01-01T00:00:00Z",
      },
      {
        collection_type: 11,
        title: "Event sharing one tag",
        slug: "qa-event-one",
        tags: ["Qa Rel Two"],
        published_at: "2015-02-01T00:00:00Z",
      },
      {
        collection_type: 2,
        title: "Article sharing both tags",
        slug: "qa-article-rel",
        tags: ["Qa Rel One", "Qa Rel Two"],
        published_at: "2024-02-01T00:00:00Z",
      },
    ],
  );
});
afterAll(async () => {
  await api?.close();
});

describe("listing", () => {
  it("answers the first page with totals", async () => {
    const res = await listing(`${LIST}&per_page=2`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(slugs(res)).toEqual(["qa-elderberry", "qa-date"]);
  });

  it("answers the last page with the remainder", async () => {
    const res = await listing(`${LIST}&per_page=2&page=3`);
    expect(slugs(res)).toEqual(["qa-apple"]);
  });

  it("answers an empty page beyond the last", async () => {
    const res = await listing(`${LIST}&per_page=2&page=4`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], total: 5, page: 4 });
  });

  it("never lists drafts", async () => {
    expect(slugs(await listing(`${LIST}&per_page=48`))).not.toContain("qa-fig-draft");
  });

  it("sorts latest, oldest, by title and by update", async () => {
    expect(slugs(await listing(`${LIST}&sort=latest`))).toEqual(["qa-elderberry", "qa-date", "qa-cherry", "qa-banana", "qa-apple"]);
    expect(slugs(await listing(`${LIST}&sort=oldest`))).toEqual(["qa-apple", "qa-banana", "qa-cherry", "qa-date", "qa-elderberry"]);
    expect(slugs(await listing(`${LIST}&sort=title`))).toEqual(["qa-apple", "qa-banana", "qa-cherry", "qa-date", "qa-elderberry"]);
    expect(slugs(await listing(`${LIST}&sort=updated`))).toEqual(["qa-apple", "qa-cherry", "qa-elderberry", "qa-date", "qa-banana"]);
  });

  it("filters by tag slug or tag name", async () => {
    expect((await listing("type=2&tag=Qa%20Listing")).body.data.total).toBe(5);
  });

  it("filters by state, country and year", async () => {
    expect(slugs(await listing(`${LIST}&state=Fixtureland`))).toEqual(["qa-banana", "qa-apple"]);
    expect(slugs(await listing(`${LIST}&country=fixturia`))).toEqual(["qa-cherry", "qa-apple"]);
    expect(slugs(await listing(`${LIST}&year=2019`))).toEqual(["qa-banana", "qa-apple"]);
  });

  it("filters featured items", async () => {
    expect(slugs(await listing(`${LIST}&featured=true`))).toEqual(["qa-apple"]);
    expect(slugs(await listing(`${LIST}&featured=false`))).not.toContain("qa-apple");
  });

  it("filters a type's sub-group by category", async () => {
    expect(slugs(await listing("type=20&tag=qa-listing&category=college"))).toEqual(["qa-college-initiative"]);
  });

  it("lists every listed type when no type is given", async () => {
    const res = await listing("tag=qa-listing&per_page=48");
    expect(res.body.data.total).toBe(7);
    const all = await listing("per_page=48");
    const types = new Set((all.body.data.items as { collection_type: number }[]).map((i) => i.collection_type));
    for (const t of types) expect(LISTED_TYPE_IDS).toContain(t);
  });

  it("answers 404 for an unknown type", async () => {
    const res = await listing("type=999");
    expect(res.status).toBe(404);
  });

  it("answers facets with counts for the type", async () => {
    const res = await listing(`${LIST}`);
    const { facets } = res.body.data;
    const total = (await listing("type=2")).body.data.total;
    const yearSum = facets.years.reduce((n: number, y: { count: number }) => n + y.count, 0);
    expect(yearSum).toBe(total);
    expect(facets.tags.find((t: { value: string }) => t.value === "qa-listing")).toMatchObject({ label: "Qa Listing", count: 5 });
    expect(facets.states.find((s: { value: string }) => s.value === "Fixtureland")).toMatchObject({ count: 2 });
    expect(facets.countries.find((s: { value: string }) => s.value === "Fixturia")).toMatchObject({ count: 2 });
    expect(facets.years.find((y: { value: string }) => y.value === "2019").count).toBeGreaterThanOrEqual(2);
  });
});

describe("detail", () => {
  it("answers the item with its sanitised body, attributes and comment count", async () => {
    const res = await api.get("/api/web/collections/11/qa-event-main");
    expect(res.status).toBe(200);
    const { item } = res.body.data;
    expect(item.title).toBe("Main fixture event");
    expect(item.body).toContain("<p>Agenda</p>");
    expect(item.body).not.toMatch(/script|javascript:/);
    expect(item.attributes.venue).toBe("Fixture Hall");
    expect(item.comment_count).toBe(0);
  });

  it("answers related items of the same type, most shared tags first", async () => {
    const res = await api.get("/api/web/collections/11/qa-event-main");
    const related = res.body.data.related as { slug: string; collection_type: number }[];
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.slice(0, 2).map((r) => r.slug)).toEqual(["qa-event-both", "qa-event-one"]);
    expect(related.every((r) => r.collection_type === 11)).toBe(true);
    expect(related.map((r) => r.slug)).not.toContain("qa-event-main");
  });

  it("fills related items with the latest of the type when no tags are shared", async () => {
    const res = await api.get("/api/web/collections/2/qa-date");
    const related = res.body.data.related as { slug: string; collection_type: number }[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.collection_type === 2)).toBe(true);
  });

  it("counts approved comments only", async () => {
    const user = await api.createUser();
    const now = new Date().toISOString();
    const id = ids["qa-event-main"];
    await api.db
      .insertInto("comments")
      .values([
        { collection_id: id, user_id: user.id, comment: "Approved", status: 3, created_at: now, updated_at: now },
        { collection_id: id, user_id: user.id, comment: "Pending", status: 1, created_at: now, updated_at: now },
      ])
      .execute();
    const res = await api.get("/api/web/collections/11/qa-event-main");
    expect(res.body.data.item.comment_count).toBe(1);
  });

  it("answers 404 for an unknown slug", async () => {
    expect((await api.get("/api/web/collections/2/no-such-item")).status).toBe(404);
  });

  it("answers 404 for a slug under the wrong type", async () => {
    expect((await api.get("/api/web/collections/3/qa-apple")).status).toBe(404);
  });

  it("answers 404 for a draft", async () => {
    expect((await api.get("/api/web/collections/2/qa-fig-draft")).status).toBe(404);
  });
});

describe("author", () => {
  it("answers the author with their published items", async () => {
    const res = await api.get("/api/web/author/listing-fixture-author");
    expect(res.status).toBe(200);
    expect(res.body.data.author).toMatchObject({ name: "Listing Fixture Author", designation: "Researcher", bio: "Writes fixtures." });
    expect(slugs(res)).toEqual(["qa-banana", "qa-apple"]);
  });

  it("answers 404 for an unknown author", async () => {
    expect((await api.get("/api/web/author/nobody-at-all")).status).toBe(404);
  });
});

describe("sitemap", () => {
  it("lists every published item and no drafts", async () => {
    const res = await api.get("/api/web/sitemap");
    expect(res.status).toBe(200);
    const entries = res.body.data as { collection_type: number; slug: string; updated_at: string }[];
    expect(entries).toContainEqual({
      collection_type: 2,
      slug: "qa-apple",
      updated_at: "2025-01-01T00:00:00.000Z",
      head_category: null,
      languages: ["en"],
    });
    expect(entries.map((e) => e.slug)).not.toContain("qa-fig-draft");
  });

  it("lists the static, policy and campaign pages with their languages, every author and the pillars' hubs", async () => {
    const res = await api.get("/api/web/sitemap");
    const { pages, authors, hubs } = res.body as {
      pages: { slug: string; kind: string; languages: string[] }[];
      authors: { slug: string }[];
      hubs: { slug: string }[];
    };
    expect(new Set(pages.map((p) => p.kind))).toEqual(new Set(["static", "policy", "campaign"]));
    expect(pages).toContainEqual(expect.objectContaining({ slug: "privacy-policy", kind: "policy" }));
    expect(pages).toContainEqual(expect.objectContaining({ slug: "raise", kind: "static", languages: ["en", "hi"] }));
    expect(authors).toContainEqual({ slug: "listing-fixture-author" });
    const pillars = await api.db.selectFrom("pillars").select("slug").execute();
    expect(hubs.map((h) => h.slug).sort()).toEqual(pillars.map((p) => p.slug).sort());
    expect(hubs.length).toBeGreaterThan(0);
  });
});

describe("visit log", () => {
  it("counts a visit", async () => {
    const id = ids["qa-cherry"];
    const before = await api.db.selectFrom("collections").select("view_count").where("id", "=", id).executeTakeFirstOrThrow();
    const res = await api.get(`/api/log/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const after = await api.db.selectFrom("collections").select("view_count").where("id", "=", id).executeTakeFirstOrThrow();
    expect(after.view_count).toBe(before.view_count + 1);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await api.get("/api/log/99999999")).status).toBe(404);
  });

  it("answers 404 for a draft's id", async () => {
    expect((await api.get(`/api/log/${ids["qa-fig-draft"]}`)).status).toBe(404);
  });
});
