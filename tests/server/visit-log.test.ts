/**
 * The portal reports the visits it served in one call a second (server/visit-log.ts, decision
 * 0111), not one call per reader, and reports what is pending when it shuts down.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { pagePaths, startPortalAt, startRealApi, type RealApi } from "../faults/portal-harness";

let api: RealApi;
let proxy: FaultProxy;
let detail: string;

beforeAll(async () => {
  api = await startRealApi();
  proxy = await startFaultProxy(api.url);
});
afterAll(async () => {
  await proxy?.close();
  await api?.close();
});

async function views(path: string) {
  const slug = path.split("/").pop()!;
  return Number(
    (await api.db.selectFrom("collections").select("view_count").where("slug", "=", slug).executeTakeFirstOrThrow()).view_count,
  );
}
const reports = () => proxy.calls.filter((call) => /\/api\/log\b/.test(call));

describe("visits reported by the portal", () => {
  it("ten readers of a page, most from the page cache, are one report of ten visits", async () => {
    const portal = await startPortalAt(proxy.url, { API_BASE_URL: proxy.url });
    try {
      detail ??= (await pagePaths(portal.url)).detail;
      const before = await views(detail);
      const sent = reports().length;
      for (let i = 0; i < 10; i++) await (await fetch(portal.url + detail)).arrayBuffer();
      await expect.poll(() => views(detail), { timeout: 5000 }).toBe(before + 10);
      expect(reports().slice(sent)).toEqual(["POST /api/log"]);
    } finally {
      await portal.close(100);
    }
  });

  it("a portal that shuts down reports the visits it has not reported yet", async () => {
    const portal = await startPortalAt(proxy.url, { API_BASE_URL: proxy.url });
    detail ??= (await pagePaths(portal.url)).detail;
    const before = await views(detail);
    for (let i = 0; i < 3; i++) await (await fetch(portal.url + detail)).arrayBuffer();
    await portal.close(100);
    expect(await views(detail)).toBe(before + 3);
  });
});
