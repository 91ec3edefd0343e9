/**
 * The assistant's quality and speed (docs/product/assistant.md#the-assistant): the sample content plus N synthetic items
 * (api/seed/synthetic.ts, the same generator as the other benches), then the quality set of
 * tests/assistant/questions.ts asked in-process without a language model. Prints the share of
 * questions whose expected item is among the first three sources (target ≥ 90 %), the share of
 * off-topic questions answered "not found" (target ≥ 90 %) and answer latency p50/p95 (target
 * p95 ≤ 100 ms). `tsx bench/assistant.ts [--counts 10000,100000] [--quick]`; `npm run bench`
 * runs it at its own item count.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { parseEnv } from "../config/env";
import { answerQuestion } from "../api/assistant/answer";
import { assistantConfigFrom } from "../api/assistant/config";
import { migrateToLatest, openDb } from "../api/db";
import { seedIfEmpty } from "../api/seed";
import { loadSynthetic } from "../api/seed/synthetic";
import { measureQuality } from "../tests/assistant/quality";

export interface AssistantBench {
  count: number;
  items: number;
  loadSeconds: number;
  topThree: number;
  notFound: number;
  answers: number;
  p50: number;
  p95: number;
  max: number;
  /** CPU time of this process per answer: the answer's own cost without the noise of other
   *  processes sharing the machine (better-sqlite3 runs in this thread). */
  cpuP50: number;
  cpuP95: number;
  target: number;
  pass: boolean;
  misses: string[];
  inventions: string[];
}

const TARGET_P95_MS = 100;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function measureAssistant(options: { count: number; quick?: boolean }): Promise<AssistantBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-assistant-"));
  const { db } = openDb({ sqlitePath: path.join(dir, "bench.sqlite"), databaseUrl: "" });
  try {
    const started = performance.now();
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await loadSynthetic(db, { count: options.count, seed: 7 });
    await sql`ANALYZE`.execute(db);
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    const items = Number(
      (
        await db
          .selectFrom("collections")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );

    const config = assistantConfigFrom(parseEnv({}));
    const ask = (question: string, lang: "en" | "hi") => answerQuestion(db, config, question, lang);
    const quality = await measureQuality(ask); // also warms the caches
    const timings = [...quality.timings];
    const cpu = [...quality.cpu];
    for (let round = 1; round < (options.quick ? 2 : 4); round++) {
      const again = await measureQuality(ask);
      timings.push(...again.timings);
      cpu.push(...again.cpu);
    }
    timings.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    const p95 = round1(percentile(timings, 95));
    return {
      count: options.count,
      items,
      loadSeconds,
      topThree: quality.topThree,
      notFound: quality.notFound,
      answers: timings.length,
      p50: round1(percentile(timings, 50)),
      p95,
      max: round1(timings[timings.length - 1]),
      cpuP50: round1(percentile(cpu, 50)),
      cpuP95: round1(percentile(cpu, 95)),
      target: TARGET_P95_MS,
      pass: p95 <= TARGET_P95_MS && quality.topThree >= 0.9 && quality.notFound >= 0.9,
      misses: quality.misses,
      inventions: quality.inventions,
    };
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (share: number) => `${Math.round(share * 1000) / 10} %`;

export function formatTable(results: AssistantBench | AssistantBench[]): string {
  const rows = Array.isArray(results) ? results : [results];
  const lines = [
    "   items     top-3   not found   answers   p50 ms   p95 ms   max ms   CPU p50/p95 ms   (targets: ≥ 90 %, ≥ 90 %, p95 ≤ 100 ms)",
  ];
  for (const r of rows) {
    lines.push(
      `   ${String(r.items).padStart(7)}  ${pct(r.topThree).padStart(7)}  ${pct(r.notFound).padStart(9)}  ${String(r.answers).padStart(8)}  ${String(r.p50).padStart(7)}  ${String(r.p95).padStart(7)}  ${String(r.max).padStart(7)}   ${`${r.cpuP50} / ${r.cpuP95}`.padStart(14)}   ${r.pass ? "ok" : "MISSED"}`,
    );
    for (const miss of r.misses) lines.push(`     miss: ${miss}`);
    for (const invention of r.inventions) lines.push(`     answered off-topic: ${invention}`);
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { counts: { type: "string", default: "10000,100000" }, quick: { type: "boolean", default: false } },
  });
  const counts = values
    .counts!.split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);
  const results: AssistantBench[] = [];
  for (const count of counts) {
    console.log(`loading ${count} synthetic items…`);
    results.push(await measureAssistant({ count, quick: values.quick }));
    console.log(formatTable(results[results.length - 1]));
  }
  console.log(`\n${formatTable(results)}`);
}
