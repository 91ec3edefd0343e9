import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_BLOCK } from "../../contract";
import { startTestApi, type TestApi } from "../api/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Page = { data: { slug: string }[]; next_after: number | null };

describe("the sitemap's items, a range at a time", () => {
  it("pages through every published item by id, each once", async () => {
    const published = await api.db.selectFrom("collections").select("slug").where("status", "=", "published").orderBy("id").execute();
    const slugs: string[] = [];
    let after = 0;
    for (let calls = 0; calls < 1000; calls++) {
      const res = await api.get<Page>(`/api/web/sitemap?after=${after}&limit=7`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(7);
      slugs.push(...res.body.data.map((i) => i.slug));
      if (res.body.next_after === null) break;
      after = res.body.next_after;
    }
    expect(slugs).toEqual(published.map((r) => r.slug));
  });

  it("answers the blocks of ids that hold published items, with their newest update", async () => {
    const res = await api.get("/api/web/sitemap/ranges");
    expect(res.status).toBe(200);
    expect(res.body.block_size).toBe(SITEMAP_BLOCK);
    const total = await api.db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect(res.body.data).toEqual([{ block: 0, lastmod: expect.any(String), count: Number(total.n) }]);
  });

  it("refuses a bad range with 422", async () => {
    for (const query of ["limit=0", `limit=${SITEMAP_BLOCK + 1}`, "after=-1", "to=x", "to=99999999999"]) {
      expect((await api.get(`/api/web/sitemap?${query}`)).status, query).toBe(422);
    }
  });
});
