/**
 * The inputs of the advisories that moved the portal off Remix v2 (issue 36): route discovery's
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
  await (await fetch(`${portal.url}/articles/all`)).arrayBuffer();
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(portal.url + path, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each request by name; the manifest's are for this build's version, so they get past its check. */
const hostile: [string, string, RequestInit?][] = [
  ["a manifest path of 7 600 slashes", `/__manifest?version=VERSION&paths=${"/".repeat(7600)}`],
  ["a manifest request for a thousand short paths", `/__manifest?version=VERSION&paths=${Array.from({ length: 1000 }, (_, i) => `/a${i}/b`).join(",")}`],
  ["a manifest request for a thousand slash runs", `/__manifest?version=VERSION&paths=${Array.from({ length: 1000 }, () => "/".repeat(7)).join(",")}`],
  ["a data request that reflects thousands of quotes and backslashes", `/search.data?queryData=${encodeURIComponent(JSON.stringify({ searchText: '\\"'.repeat(3000) }))}`],
  ["a data request with a thousand route ids", `/articles/all.data?_routes=${Array.from({ length: 1000 }, () => "root").join(",")}`],
  [
    "a form post through single fetch with turbo-stream's markers in every field",
    "/newsletter.data",
    { method: "POST", body: new URLSearchParams(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, `[{"_1":-7},"E","TypeError","P"]`.repeat(20)]))) },
  ],
];

describe("requests built from the advisories' inputs", () => {
  it.each(hostile.map(([name]) => name))("%s is answered within 100 ms, and a page asked for at the same time is not held up", async (name) => {
    const [, path, init] = hostile.find(([n]) => n === name)!;
    const address = path.replace("VERSION", version);
    const alone: number[] = [];
    for (let i = 0; i < 3; i++) alone.push((await timed("/articles/all")).ms);
    const [attack, page] = await Promise.all([timed(address, init), timed("/articles/all")]);
    expect(attack.status === 200 || attack.status === 204 || (attack.status >= 400 && attack.status < 500), `${name}: ${attack.status}`).toBe(true);
    expect(attack.ms, name).toBeLessThan(BUDGET_MS);
    expect(page.status).toBe(200);
    expect(page.ms - median(alone), name).toBeLessThan(BUDGET_MS);
  });
});
