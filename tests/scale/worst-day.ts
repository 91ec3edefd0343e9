/**
 * The worst day, in `npm run test:scale` (docs/decisions/0125-stale-if-error.md, server/overload.ts):
 *
 *   f. past saturation, a replica refuses what needs rendering at once (503, Retry-After, its own
 *      page) while its cached pages and health checks keep answering;
 *   g. with the content API hanging, a replica answers its warm pages from its caches at normal
 *      speed once its breaker is open: a page whose data is not kept (the site's own pages, such as
 *      the privacy policy) from the page cache with the "may be out of date" notice; a page whose
 *      data the upstream cache keeps and serves stale (the home page, listings, details: a day,
 *      app/upstream/cache.server.ts) rendered from it, with the same notice once a refresh of that
 *      data has failed, and kept nowhere; and fresh again by itself when the API is back.
 *
 * Each runs on a replica of its own outside the gateway (Topology.startLoneReplica), with the
 * settings it tests: the others run with the overload guard off and a 60 s page cache. Every
 * portal replica stopped, with nginx serving the static mirror, is tests/mirror/mirror.test.ts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { refusalTimes } from "../../bench/refusal-times";
import { freePort } from "../api/ports";
import type { NodeService, Topology } from "./topology";

export type Outcome = { ok: boolean; detail: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An unknown cookie keeps a page out of the shared page cache: it must be rendered. */
const RENDER = { cookie: "scale=uncached" };
const CACHED_PAGES = ["/", "/articles", "/hi/articles"];
const RENDERED_PAGES = ["/articles", "/news", "/hi/articles", "/case-studies", "/"];

interface Timed {
  status: number;
  ms: number;
  retryAfter: string | null;
  text: string;
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const start = performance.now();
  const response = await fetch(url, {
    headers: { Accept: "text/html", ...headers },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - start, retryAfter: response.headers.get("retry-after"), text };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : 0;
};

const FLOOD_MS = 4000;
/**
 * The flood runs in a process of its own, so that its 60 loops do not slow this one's measuring
 * of the cached pages: each loop asks for a page to render as soon as the last answered.
 */
const FLOOD = `
const [base, loops, ms, paths, cookie, visitors] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), JSON.parse(process.argv[4]), process.argv[5], process.argv[6] === "visitors"];
const until = Date.now() + ms;
const answers = [];
let n = 0;
await Promise.all(Array.from({ length: loops }, async () => {
  while (Date.now() < until) {
    const start = performance.now();
    const i = n++;
    // Through the gateway, each request as a visitor of its own (100.64.0.0/10): the replicas' read limit is per visitor.
    const headers = { Accept: "text/html", Cookie: cookie, ...(visitors ? { "X-Forwarded-For": "100.64." + ((i >> 8) & 255) + "." + (i & 255) } : {}) };
    try {
      const r = await fetch(base + paths[i % paths.length], { headers, redirect: "manual" });
      const text = await r.text();
      answers.push({ status: r.status, ms: performance.now() - start, retryAfter: r.headers.get("retry-after"), text: r.status === 503 ? text : "" });
    } catch (error) {
      answers.push({ status: 0, ms: 0, retryAfter: null, text: String(error) });
    }
  }
}));
process.stdout.write(JSON.stringify(answers));
`;

function floodFromChild(base: string, options: { visitors?: boolean } = {}): Promise<Timed[]> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      FLOOD,
      base,
      "60",
      String(FLOOD_MS),
      JSON.stringify(RENDERED_PAGES),
      RENDER.cookie,
      options.visitors ? "visitors" : "",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as Timed[]) : reject(new Error(`the flood exited with ${code}`))));
  });
}

/** Calls `once` over and over from `loops` loops until `until`, keeping every answer. */
async function load(loops: number, until: number, once: (i: number) => Promise<Timed>): Promise<Timed[]> {
  const answers: Timed[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (Date.now() < until)
        answers.push(await once(n++).catch((error: Error) => ({ status: 0, ms: 0, retryAfter: null, text: error.message })));
    }),
  );
  return answers;
}

/** f. A replica with the guard's defaults, flooded with renders for a few seconds. */
export async function refusesEarlyUnderOverload(topology: Topology): Promise<Outcome> {
  const metricsPort = await freePort();
  const replica = await topology.startLoneReplica({
    // The guard's defaults (the topology turns it off for the other properties).
    OVERLOAD_EVENT_LOOP_DELAY_MS: "20",
    OVERLOAD_MAX_IN_FLIGHT: "8",
    // One test address speaks for the whole crowd here: the read limit is not what is tested.
    RATE_LIMIT_READ: "1000000",
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: "127.0.0.1",
  });
  try {
    for (const pathname of CACHED_PAGES) await timed(replica.url + pathname); // into the page cache
    const until = Date.now() + FLOOD_MS;
    const [flood, cached, health] = await Promise.all([
      floodFromChild(replica.url),
      load(1, until, (i) => timed(replica.url + CACHED_PAGES[i % CACHED_PAGES.length])),
      load(1, until, async () => {
        await sleep(250);
        return timed(`${replica.url}/healthz`);
      }),
    ]);
    const refused = flood.filter((a) => a.status === 503);
    // The refusals' time inside the replica (route "overload-refused" of its request metrics).
    const inside = refusalTimes(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const problems = [
      refused.length === 0 && "the flood was never refused",
      refused.some((a) => a.retryAfter === null) && "a refusal without Retry-After",
      refused.some((a) => !/<html lang="(en|hi)"/.test(a.text)) && "a refusal without the portal's own page",
      flood.some((a) => a.status !== 200 && a.status !== 503) && `the flood got ${[...new Set(flood.map((a) => a.status))].join(", ")}`,
      cached.some((a) => a.status !== 200) && "a cached page was not answered 200",
      health.some((a) => a.status !== 200) && "a health check was not answered 200",
      // The guard's own cost is well under a millisecond; what pushes a refusal past 10 ms is the
      // replica waiting for a CPU on a machine that also runs the flood (and, in npm test, more).
      inside.within10ms < 95 && `only ${inside.within10ms} % of refusals answered within 10 ms inside the replica`,
    ].filter(Boolean);
    const detail =
      `${flood.length} renders asked: ${flood.length - refused.length} rendered, ${refused.length} refused ` +
      `(${inside.within10ms} % within 10 ms inside; reader's side p50 ${percentile(
        refused.map((a) => a.ms),
        50,
      )} ms); ` +
      `${cached.length} cached pages all 200, p50/p99 ${percentile(
        cached.map((a) => a.ms),
        50,
      )}/${percentile(
        cached.map((a) => a.ms),
        99,
      )} ms ` +
      "(client side, sharing the machine with the flood)";
    return { ok: problems.length === 0, detail: problems.length ? `${problems.join("; ")} — ${detail}` : detail };
  } finally {
    await replica.stop();
  }
}

/**
 * f2. The same flood through the gateway (deploy/nginx.conf, decision 0136): past each replica's
 * share of reads (max_conns) nginx answers the rest itself, from the mirror or with the
 * unavailable page, without waiting for a replica; the replicas here run with their own guard off,
 * so every refusal is the gateway's. Its time is nginx's own `$request_time` in the access log.
 */
export async function gatewayAnswersPastItsShare(topology: Topology): Promise<Outcome> {
  const base = topology.gateway.url;
  for (const pathname of CACHED_PAGES) await timed(base + pathname); // into the gateway's cache
  const logged = fs.statSync(topology.accessLog).size;
  const until = Date.now() + FLOOD_MS;
  const [flood, cached] = await Promise.all([
    floodFromChild(base, { visitors: true }),
    load(1, until, (i) => timed(base + CACHED_PAGES[i % CACHED_PAGES.length])),
  ]);
  const entries = fs
    .readFileSync(topology.accessLog, "utf8")
    .slice(logged)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { upstream: string; upstream_status: string; status: number; seconds: number });
  // No replica was asked: nginx's "no live upstreams", logged with the group's name for an address.
  const byGateway = entries.filter((e) => e.upstream === "portal" && e.upstream_status === "502");
  const slowest = Math.max(0, ...byGateway.map((e) => e.seconds * 1000));
  // nginx shares two cores with the replicas, the API, PostgreSQL and the flood: a worker put off
  // the CPU for a moment is not what this guards (the bench times refusals at the reader's side).
  const over10ms = byGateway.filter((e) => e.seconds > 0.01).length;
  const refused = flood.filter((a) => a.status === 503);
  const problems = [
    byGateway.length === 0 && "the gateway never answered for a busy replica",
    over10ms > byGateway.length / 100 && `${over10ms} of ${byGateway.length} gateway refusals took over 10 ms in nginx`,
    byGateway.some((e) => e.status !== 503 && e.status !== 200) &&
      `the gateway's answers were ${[...new Set(byGateway.map((e) => e.status))].join(", ")}`,
    refused.some((a) => a.retryAfter === null) && "a refusal without Retry-After",
    flood.some((a) => a.status !== 200 && a.status !== 503) && `the flood got ${[...new Set(flood.map((a) => a.status))].join(", ")}`,
    cached.some((a) => a.status !== 200) && "a cached page was not answered 200",
  ].filter(Boolean);
  const detail =
    `${flood.length} renders asked through the gateway: ${flood.length - refused.length} answered 200, ${refused.length} refused; ` +
    `${byGateway.length} answered by the gateway alone, the slowest in ${slowest} ms inside nginx ` +
    `(as the flood's own busy process saw them, p50/p99 ${percentile(
      refused.map((a) => a.ms),
      50,
    )}/${percentile(
      refused.map((a) => a.ms),
      99,
    )} ms); ${cached.length} cached pages p50/p99 ${percentile(
      cached.map((a) => a.ms),
      50,
    )}/${percentile(
      cached.map((a) => a.ms),
      99,
    )} ms (client side)`;
  return { ok: problems.length === 0, detail: problems.length ? `${problems.join("; ")} — ${detail}` : detail };
}

/** The notice's words, by the page's language (app/i18n/messages/chrome.*.ts "stale.notice"). */
const NOTICE = { en: "This page may be out of date.", hi: "यह पृष्ठ पुराना हो सकता है।" };
const noticeOf = (pathname: string) => (pathname.startsWith("/hi") ? NOTICE.hi : NOTICE.en);
/** The site's own pages: their data is not kept (app/upstream/content.server.ts), so a render needs the API. */
const NOTICE_PAGES = ["/privacy-policy", "/hi/privacy-policy"];
/** Pages whose data the upstream cache keeps, served stale while the API is away. */
const KEPT_DATA_PAGES = ["/", "/hi/articles/all"];

/**
 * g. The content API stopped (SIGSTOP: it accepts connections and never answers, the worst kind
 * of failure), with the replica's cache warm; then continued.
 */
export async function answersFromCacheWhileApiHangs(topology: Topology, signedInCookie: string): Promise<Outcome> {
  const replica: NodeService = await topology.startLoneReplica({
    PAGE_CACHE_TTL_S: "1",
    UPSTREAM_TIMEOUT_MS: "1000",
    UPSTREAM_BREAKER_OPEN_MS: "2000",
    RATE_LIMIT_READ: "1000000",
  });
  const api = topology.api.child;
  try {
    const pages = [...NOTICE_PAGES, ...KEPT_DATA_PAGES];
    for (const pathname of pages) await timed(replica.url + pathname);
    if (signedInCookie) await timed(`${replica.url}${NOTICE_PAGES[0]}`, { cookie: signedInCookie });
    await sleep(1100); // past the page cache's lifetime: every page now needs the API to be fresh
    api.kill("SIGSTOP");
    const problems: string[] = [];
    // Until every page shows the notice (its data caches gone stale too), at most 20 s.
    let rounds = 0;
    let last: Timed[] = [];
    const deadline = Date.now() + 20_000;
    for (;;) {
      rounds++;
      last = await Promise.all(pages.map((p) => timed(replica.url + p)));
      for (const [i, a] of last.entries()) if (a.status !== 200) problems.push(`${pages[i]} answered ${a.status}`);
      if (problems.length || NOTICE_PAGES.every((p, i) => last[i].text.includes(noticeOf(p)))) break;
      if (Date.now() > deadline) {
        problems.push(`no notice after ${rounds} rounds`);
        break;
      }
      await sleep(200);
    }
    // The breaker is open by now: the next round answers at normal speed, not after the timeout.
    const fast = await Promise.all(pages.map((p) => timed(replica.url + p)));
    const slowest = Math.round(Math.max(...fast.map((a) => a.ms)));
    if (fast.some((a) => a.status !== 200)) problems.push("a page failed once the breaker was open");
    if (slowest > 500) problems.push(`a page took ${slowest} ms with the breaker open`);
    let signedIn = "no signed-in visitor";
    if (signedInCookie) {
      const mine = await timed(`${replica.url}${NOTICE_PAGES[0]}`, { cookie: signedInCookie });
      signedIn = `signed in: ${mine.status}${mine.text.includes(NOTICE.en) ? " with the notice" : ""}`;
      if (!(mine.status === 200 && mine.text.includes(NOTICE.en)) && mine.status !== 503)
        problems.push(`the signed-in page answered ${mine.status} without the notice`);
    }
    api.kill("SIGCONT");
    // Back: within the breaker's open time and a page cache lifetime, the pages are fresh again.
    const back = Date.now() + 15_000;
    let fresh = false;
    while (!fresh && Date.now() < back) {
      const home = await timed(`${replica.url}${NOTICE_PAGES[0]}`);
      fresh = home.status === 200 && !home.text.includes(NOTICE.en);
      if (!fresh) await sleep(250);
    }
    if (!fresh) problems.push("still the notice 15 s after the API came back");
    const detail = `${rounds} round(s) until the site's own pages showed the notice, every page 200; with the breaker open the slowest took ${slowest} ms; ${signedIn}; fresh again after the API came back: ${fresh}`;
    return { ok: problems.length === 0, detail: problems.length ? `${problems.join("; ")} — ${detail}` : detail };
  } finally {
    api.kill("SIGCONT");
    await replica.stop();
  }
}
