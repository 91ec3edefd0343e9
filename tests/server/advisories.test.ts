/**
 * The inputs of the advisories that moved the portal off Remix v2 (docs/decisions/0117-react-router-7.md): route discovery's
 * `/__manifest` with one path of thousands of slashes (GHSA-chx6-hx7r-mcp5: 2.3–2.6 s of blocked
 * event loop per request on Remix v2), with a thousand paths, and single-fetch requests whose
 * input the answer reflects (CVE-2026-34077, GHSA-49rj-9fvp-4h2h). Each is answered at once, with
 * a 4xx or a normal answer, and a page asked for at the same time is not held up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { getBuild } from "./helpers";

const BUDGET_MS = 100;
let api: RealApi;
let portal: Portal;
let version: string;

beforeAll(async () => {
  version = (await getBuild()).assets.version;
  api = await startRealApi();
  portal = await startPortalAt(api.url, {}, { pageCache: false });
  // Warm: the first page, manifest and data requests of a process pay for loading their code.
  for (const path of ["/articles/all", `/__manifest?version=${version}&paths=/articles/all`, "/articles/all.data", "/search.data"]) {
    await (await fetch(portal.url + path)).arrayBuffer();
  }
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

/** Wall time, and the CPU time of this process (the portal and the API run in it) while the request was answered. */
async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(portal.url + path, { redirect: "manual", ...init });
  await response.arrayBuffer();
  const used = process.cpuUsage(cpu);
  return { status: response.status, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each request by name; the manifest's are for this build's version, so they get past its check. */
const hostile: [string, string, RequestInit?][] = [
  ["a manifest path of 7 600 slashes", `/__manifest?version=VERSION&paths=${"/".repeat(7600)}`],
  [
    "a manifest request for a thousand short paths",
    `/__manifest?version=VERSION&paths=${Array.from({ length: 1000 }, (_, i) => `/a${i}/b`).join(",")}`,
  ],
  [
    "a manifest request for a thousand slash runs",
    `/__manifest?version=VERSION&paths=${Array.from({ length: 1000 }, () => "/".repeat(7)).join(",")}`,
  ],
  [
    "a data request that reflects thousands of quotes and backslashes",
    `/search.data?queryData=${encodeURIComponent(JSON.stringify({ searchText: '\\"'.repeat(3000) }))}`,
  ],
  ["a data request with a thousand route ids", `/articles/all.data?_routes=${Array.from({ length: 1000 }, () => "root").join(",")}`],
  [
    "a form post through single fetch with turbo-stream's markers in every field",
    "/newsletter.data",
    {
      method: "POST",
      body: new URLSearchParams(
        Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, `[{"_1":-7},"E","TypeError","P"]`.repeat(20)])),
      ),
    },
  ],
];

describe("requests built from the advisories' inputs", () => {
  // What the advisories did was block the event loop (2.3–2.6 s a request on Remix v2): the CPU
  // the portal spends on a request is that, and it does not grow when the test suites running
  // beside this one take the cores. Wall times are the best of three tries for the same reason.
  it.each(hostile.map(([name]) => name))(
    "%s is answered within 100 ms, and a page asked for at the same time is not held up",
    async (name) => {
      const [, path, init] = hostile.find(([n]) => n === name)!;
      const address = path.replace("VERSION", version);
      const alone = await timed(address, init);
      expect(alone.status === 200 || alone.status === 204 || (alone.status >= 400 && alone.status < 500), `${name}: ${alone.status}`).toBe(
        true,
      );
      expect(alone.cpuMs, `${name}: ${Math.round(alone.cpuMs)} ms of CPU`).toBeLessThan(BUDGET_MS);
      const attackTimes: number[] = [alone.ms];
      const pageDelays: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const pageAlone: number[] = [];
        for (let i = 0; i < 3; i++) pageAlone.push((await timed("/articles/all")).ms);
        const [attack, page] = await Promise.all([timed(address, init), timed("/articles/all")]);
        expect(page.status).toBe(200);
        attackTimes.push(attack.ms);
        pageDelays.push(page.ms - median(pageAlone));
      }
      expect(Math.min(...attackTimes), `${name}: ${attackTimes.map(Math.round)} ms`).toBeLessThan(BUDGET_MS);
      expect(Math.min(...pageDelays), `${name}: page held up ${pageDelays.map(Math.round)} ms`).toBeLessThan(BUDGET_MS);
    },
  );
});
