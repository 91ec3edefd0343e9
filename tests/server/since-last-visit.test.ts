/**
 * The signed-in reader's "New" markers are asked of the API once a minute per session, not on
 * every page (issue 23), and asked again as soon as content changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange } from "../../contract/content-changes";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

let api: RealApi;
let proxy: FaultProxy;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  proxy = await startFaultProxy(api.url);
  portal = await startPortalAt(proxy.url, { API_BASE_URL: proxy.url });
});
afterAll(async () => {
  await portal?.close(100);
  await proxy?.close();
  await api?.close();
});

const asks = () => proxy.calls.filter((call) => call.includes("/api/recommendations/since-last-visit")).length;
async function visit(path: string, cookie: string) {
  const response = await fetch(portal.url + path, { headers: { cookie } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

describe("the New markers of a signed-in reader", () => {
  it("are asked once for several pages of one session, and separately for each reader", async () => {
    const [asha, ravi] = [await signedInCookie(api.db, "Asha Markers"), await signedInCookie(api.db, "Ravi Markers")];
    const before = asks();
    for (const path of ["/", "/articles/all", "/about-us"]) await visit(path, asha);
    expect(asks() - before).toBe(1);
    await visit("/", ravi);
    expect(asks() - before).toBe(2);
  });

  it("are asked again once content changes", async () => {
    const cookie = await signedInCookie(api.db, "Meera Markers");
    await visit("/", cookie);
    const before = asks();
    await visit("/articles/all", cookie);
    expect(asks()).toBe(before);
    announceContentChange({ reason: "test" });
    await visit("/articles/all", cookie);
    expect(asks()).toBe(before + 1);
  });

  it("are asked again on the next page when the API failed", async () => {
    const cookie = await signedInCookie(api.db, "Kiran Markers");
    proxy.addRule(/^\/api\/recommendations\/since-last-visit/, "500");
    const before = asks();
    await visit("/", cookie);
    proxy.clearRules();
    await visit("/", cookie);
    await visit("/", cookie);
    expect(asks() - before).toBe(2);
  });
});
