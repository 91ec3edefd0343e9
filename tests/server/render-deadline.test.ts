/**
 * app/entry.server.tsx cuts off a render that never finishes; a render that finishes clears
 * that deadline. Before, every page left a six-second timer behind, holding the finished
 * render's state: at a few hundred pages a second, thousands of them (docs/performance.md's soak).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

let api: RealApi;
let portal: Portal;

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url, { API_BASE_URL: api.url });
});
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

it("leaves no timer behind for a page that rendered, for browsers and for bots alike", async () => {
  for (const agent of ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0", "Googlebot/2.1 (+http://www.google.com/bot.html)"]) {
    // An address the page cache does not keep (a cookie it does not know), so each one renders.
    const render = async () => {
      const response = await fetch(`${portal.url}/articles/all`, { headers: { "User-Agent": agent, cookie: "render=each" } });
      await response.text();
      expect(response.status).toBe(200);
    };
    await render();
    const before = timers();
    for (let i = 0; i < 40; i++) await render();
    expect(timers() - before).toBeLessThan(10);
  }
});
