/**
 * `npm run bench -- --soak 300`: a mixed load for the given seconds on a fresh server
 * (page reads, distinct searches, and signed-in readers posting comments without JavaScript),
 * then a report: errors, RSS growth and event-loop delay p99 measured inside the server.
 * Targets: 0 errors, memory that levels off (bounded), event-loop delay p99 well under 100 ms.
 * Exits non-zero only when it could not measure.
 */
import os from "node:os";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { SYNTHETIC_WORDS } from "../api/seed/synthetic";
import { benchPages, load, signedInCookie, startBenchServer, type Probe } from "./server";

export interface SoakOptions {
  seconds: number;
  items?: number;
  connections?: number;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

export async function runSoak({ seconds, items = 10_000, connections = 10 }: SoakOptions) {
  buildIfNeeded();
  // The overload guard off, as for the bench's rows: a shared machine's delay would refuse some of
  // the load, and the soak is about memory and errors at a steady pace.
  const server = await startBenchServer({ synthetic: items, env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" } });
  try {
    const pages = await benchPages(server.baseUrl);
    // Reads: the four page types, several listings and item pages; searches: distinct words, so
    // the portal's result cache cannot answer them all and its memory must stay bounded.
    const listingHtml = await (await fetch(server.baseUrl + "/articles/all")).text();
    const details = [
      ...new Set([...listingHtml.matchAll(/class="content-card__title[^"]*"><a[^>]*href="([^"]+)"/g)].map((m) => m[1])),
    ].slice(0, 10);
    const reads = [
      pages.home,
      pages.listing,
      pages.detail,
      "/news/all",
      "/events/all?page=2",
      "/startup/all",
      "/articles/all?sort=oldest",
      "/favicon.svg",
      ...details,
    ];
    const searches = SYNTHETIC_WORDS.map(
      (w, i) =>
        `/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: i % 3 ? w : `${w} ${SYNTHETIC_WORDS[(i + 7) % SYNTHETIC_WORDS.length]}` }) })}`,
    );
    const readers = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInCookie(server.sqlitePath, `Soak Reader ${i + 1}`)));
    const detailHtml = await (await fetch(server.baseUrl + pages.detail, { headers: { cookie: readers[0].cookie } })).text();
    const collectionId = /name="collection_id" value="(\d+)"/.exec(detailHtml)?.[1];
    if (!collectionId) throw new Error(`no comment form on ${pages.detail}`);

    console.log(
      `soak: ${seconds} s of mixed load on ${server.items.toLocaleString("en-IN")} items (${connections} connections for reads and searches, 5 readers posting comments)`,
    );
    const startProbe = await server.probe(true);
    const samples: { t: number; rss: number; anon?: number; heap: number; eldP99: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      server
        .probe()
        .then((p) =>
          samples.push({
            t: Math.round((Date.now() - started) / 1000),
            rss: p.rss,
            anon: p.rssAnon,
            heap: p.heapUsed,
            eldP99: p.eventLoopDelay.p99,
          }),
        )
        .catch(() => undefined);
    }, 5000);

    // Comment posters: each reader posts a comment every ~2 s, as a form without JavaScript.
    let stop = false;
    const posts = { sent: 0, ok: 0, failed: 0, failures: {} as Record<string, number> };
    const poster = async (cookie: string, n: number) => {
      while (!stop) {
        posts.sent += 1;
        try {
          const r = await fetch(server.baseUrl + pages.detail, {
            method: "POST",
            redirect: "manual",
            headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              intent: "post",
              collection_id: collectionId,
              comment: `Soak comment ${posts.sent} from reader ${n}`,
            }),
            signal: AbortSignal.timeout(30_000),
          });
          await r.arrayBuffer();
          const location = r.headers.get("location") ?? "";
          if (r.status === 303 && /notice=(posted|pending)/.test(location)) posts.ok += 1;
          else {
            posts.failed += 1;
            const key = `${r.status} ${/notice=([a-z-]+)/.exec(location)?.[1] ?? ""}`.trim();
            posts.failures[key] = (posts.failures[key] ?? 0) + 1;
          }
        } catch (error) {
          posts.failed += 1;
          posts.failures[String((error as Error).name)] = (posts.failures[String((error as Error).name)] ?? 0) + 1;
        }
        await new Promise((r) => setTimeout(r, 2000));
      }
    };
    const posters = readers.map((r, i) => poster(r.cookie, i + 1));

    // Reads and searches: 3 reads to 1 search, anonymous and signed in alternating.
    const mixed = Array.from({ length: 400 }, (_, i) => (i % 4 === 3 ? searches[(i * 13) % searches.length] : reads[i % reads.length]));
    let cursor = 0;
    const traffic = await load(server.baseUrl, mixed, {
      duration: seconds,
      connections,
      requests: [
        {
          method: "GET",
          path: "/",
          setupRequest: (req) => {
            const i = cursor++;
            const headers = { ...(req.headers as Record<string, string>) };
            if (i % 2) headers.cookie = readers[i % readers.length].cookie;
            else delete headers.cookie;
            return { ...req, path: i % 4 === 3 ? searches[(i * 13) % searches.length] : reads[i % reads.length], headers };
          },
        },
      ],
    });
    stop = true;
    await Promise.all(posters);
    clearInterval(sampler);
    const end: Probe = await server.probe();

    const stored = await countComments(server.sqlitePath, Number(collectionId));
    const rss = samples.map((s) => s.rss);
    const firstQuarter = samples.filter((s) => s.t <= seconds / 4).map((s) => s.rss);
    const lastQuarter = samples.filter((s) => s.t >= (seconds * 3) / 4).map((s) => s.rss);
    const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    const result = {
      date: new Date().toISOString(),
      command: `npm run bench -- --soak ${seconds}`,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10), node: process.version },
      seconds,
      items: server.items,
      traffic,
      comments: { ...posts, stored },
      errors: traffic.errors + traffic.timeouts + traffic.non2xx + posts.failed,
      memoryMB: {
        start: mb(startProbe.rss),
        peak: mb(Math.max(startProbe.rss, ...rss, end.rss)),
        end: mb(end.rss),
        growth: mb(end.rss - startProbe.rss),
        firstQuarterAverage: mb(avg(firstQuarter)),
        lastQuarterAverage: mb(avg(lastQuarter)),
        heapEnd: mb(end.heapUsed),
        // Of the RSS at the end, anonymous memory (the rest is mapped files: code, SQLite's mmap).
        anonymousEnd: end.rssAnon === undefined ? undefined : mb(end.rssAnon),
      },
      eventLoopDelayMs: end.eventLoopDelay,
      samples: samples.map((s) => ({
        t: s.t,
        rssMB: mb(s.rss),
        anonymousMB: s.anon === undefined ? undefined : mb(s.anon),
        heapMB: mb(s.heap),
      })),
    };
    const growthLate = result.memoryMB.lastQuarterAverage - result.memoryMB.firstQuarterAverage;
    console.log(`\nsoak, ${seconds} s, ${os.cpus().length} CPUs, load average ${result.machine.loadAverage.join(" ")}`);
    console.log(
      `requests      ${traffic.requests} reads and searches (${traffic.requestsPerSecond}/s, p50 ${traffic.p50} ms, p99 ${traffic.p99} ms), ${posts.sent} comment posts`,
    );
    console.log(
      `errors        ${result.errors} (non-2xx ${traffic.non2xx}, network ${traffic.errors}, timeouts ${traffic.timeouts}, failed posts ${posts.failed}${posts.failed ? ` ${JSON.stringify(posts.failures)}` : ""})  target 0`,
    );
    console.log(`comments      ${posts.ok} posted, ${stored} stored`);
    console.log(
      `memory (RSS)  ${result.memoryMB.start} MB at start, peak ${result.memoryMB.peak} MB, ${result.memoryMB.end} MB at end (${result.memoryMB.growth >= 0 ? "+" : ""}${Math.round(result.memoryMB.growth)} MB); first-quarter average ${result.memoryMB.firstQuarterAverage} MB, last-quarter ${result.memoryMB.lastQuarterAverage} MB (${growthLate >= 0 ? "+" : ""}${Math.round(growthLate)} MB)` +
        (result.memoryMB.anonymousEnd === undefined
          ? ""
          : `; at the end ${result.memoryMB.anonymousEnd} MB anonymous, the rest mapped files`),
    );
    console.log(`event loop    delay p50 ${end.eventLoopDelay.p50} ms, p99 ${end.eventLoopDelay.p99} ms, max ${end.eventLoopDelay.max} ms`);
    writeFileSync(path.resolve("bench/soak-results.json"), JSON.stringify(result, null, 2) + "\n");
    console.log("wrote bench/soak-results.json");
    return result;
  } finally {
    await server.stop();
  }
}

async function countComments(sqlitePath: string, collectionId: number) {
  const { openDb } = await import("../api/db");
  const { db } = openDb({ sqlitePath, databaseUrl: "" });
  try {
    const row = await db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("collection_id", "=", collectionId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await db.destroy();
  }
}
