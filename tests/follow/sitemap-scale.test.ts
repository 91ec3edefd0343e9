/**
 * sitemap.xml at the benchmark's size: 100 000 generated items on SQLite behind the production
 * portal. The index lists files of at most 50 000 addresses, and every published item is in
 * exactly one of them (each language version once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPath } from "../../app/content/registry";
import { SITEMAP_MAX_URLS } from "../../contract";
import { loadSynthetic } from "../../api/seed/synthetic";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { childNamed, childrenNamed, parseXml } from "./xml";

let api: RealApi;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  await loadSynthetic(api.db, { count: 100_000, seed: 20 });
  portal = await startPortalAt(api.url);
}, 600_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

async function xmlAt(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toContain("xml");
  return parseXml(await res.text());
}

describe("the sitemap index at 100 000 items", () => {
  it("lists files of at most 50 000 addresses with every published item once", { timeout: 300_000 }, async () => {
    const index = await xmlAt(`${portal.url}/sitemap.xml`);
    expect(index.name).toBe("sitemapindex");
    const files = childrenNamed(index, "sitemap").map((s) => childNamed(s, "loc")!.text);
    expect(files.length).toBeGreaterThanOrEqual(5);
    const seen = new Map<string, number>();
    for (const file of files) {
      const local = new URL(file);
      const set = await xmlAt(`${portal.url}${local.pathname}`);
      expect(set.name).toBe("urlset");
      const urls = childrenNamed(set, "url");
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const url of urls) {
        const loc = new URL(childNamed(url, "loc")!.text).pathname;
        seen.set(loc, (seen.get(loc) ?? 0) + 1);
        // Every address names its language versions.
        expect(childrenNamed(url, "xhtml:link").some((l) => l.attrs.hreflang === "x-default")).toBe(true);
      }
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);

    const published = await api.db
      .selectFrom("collections")
      .select(["collection_type", "slug", "head_category"])
      .where("status", "=", "published")
      .execute();
    const all = await api.db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBeGreaterThan(100_000);
    // The generator leaves some items as drafts: those must not be listed.
    expect(published.length).toBeGreaterThan(90_000);
    const expected = published.map((row) => itemPath(row)).filter((p): p is string => p !== null);
    const missing = expected.filter((path) => !seen.has(path));
    expect(missing).toEqual([]);
    const hindi = await api.db
      .selectFrom("collection_translations as t")
      .innerJoin("collections as c", "c.id", "t.collection_id")
      .select(["c.collection_type", "c.slug", "c.head_category"])
      .where("t.lang", "=", "hi")
      .where("t.status", "=", "published")
      .where("c.status", "=", "published")
      .limit(50)
      .execute();
    for (const row of hindi) expect(seen.has(`/hi${itemPath(row)}`)).toBe(true);
  });
});
