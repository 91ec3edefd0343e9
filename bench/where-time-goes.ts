/**
 * `tsx bench/where-time-goes.ts [--items N]`: one page at a time (no concurrency), with the
 * server's debug log on: for each page, the total server time and the time of each upstream
 * call it made, so the rest is render (React to HTML) and framework. A diagnostic for
 * docs/performance.md, not part of npm run bench.
 */
import { parseArgs } from "node:util";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { benchPages, signedInCookie, startBenchServer } from "./server";

const { values } = parseArgs({ options: { items: { type: "string", default: "10000" }, rounds: { type: "string", default: "20" } } });
const lines: string[] = [];
const write = (text: string) => process.stdout.write(text);
buildIfNeeded();
const server = await startBenchServer({
  synthetic: Number(values.items),
  env: { LOG_LEVEL: "debug" },
  onServerLog: (l) => l.startsWith("{") && lines.push(l),
});
try {
  const pages = await benchPages(server.baseUrl);
  const { cookie } = await signedInCookie(server.sqlitePath);
  const rounds = Number(values.rounds);
  for (const signedIn of [false, true]) {
    for (const [name, p] of Object.entries(pages)) {
      for (let i = 0; i < 3; i++) await (await fetch(server.baseUrl + p, { headers: signedIn ? { cookie } : {} })).arrayBuffer();
      lines.length = 0;
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const started = performance.now();
        await (await fetch(server.baseUrl + p, { headers: signedIn ? { cookie } : {} })).arrayBuffer();
        times.push(performance.now() - started);
      }
      await new Promise((r) => setTimeout(r, 300));
      const entries = lines.map((l) => JSON.parse(l) as { msg?: string; path?: string; url?: string; ms?: number });
      const calls = new Map<string, number[]>();
      for (const e of entries) {
        if (e.msg === "upstream call" && e.path) {
          const key = e.path
            .replace(/\?.*$/, "")
            .replace(/\/\d+$/, "/{id}")
            .replace(/collections\/\d+\/[^/]+$/, "collections/{type}/{slug}");
          calls.set(key, [...(calls.get(key) ?? []), e.ms ?? 0]);
        }
      }
      times.sort((a, b) => a - b);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      write(`\n${name}${signedIn ? " (signed in)" : ""}: median ${median(times).toFixed(1)} ms a request (${rounds} one at a time)\n`);
      for (const [key, ms] of calls) write(`   ${key}: ${(ms.length / rounds).toFixed(1)} calls a request, median ${median(ms)} ms\n`);
      if (!calls.size) write("   no upstream calls (answered from the portal's caches)\n");
    }
  }
} finally {
  await server.stop();
}
