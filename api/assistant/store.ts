import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { ASSISTANT_LIMITS, type Lang } from "../../contract";
import type { Db } from "../db/connection";

/**
 * What the assistant keeps (0010_assistant): each answer briefly, so "helpful / not helpful" can
 * name it, and the questions it could not answer, counted, for editors. Question text only, no
 * visitor data; both go after ASSISTANT_LIMITS.keepDays.
 */

export function newAnswerId(): string {
  return randomBytes(16).toString("base64url");
}

/** The form editors see a question in: one line, spaces collapsed, lower case. */
export function normaliseQuestion(question: string): string {
  return question.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

export async function saveAnswer(
  db: Db,
  answer: { id: string; question: string; lang: Lang; status: "answered" | "not_found" | "declined" },
  now: Date,
): Promise<void> {
  await db
    .insertInto("assistant_answers")
    .values({ ...answer, helpful: null, reason: null, created_at: now.toISOString() })
    .execute();
}

/** Counts a question the assistant could not answer (first and last time asked). */
export async function countUnanswered(db: Db, question: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("assistant_unanswered")
    .values({ question: normaliseQuestion(question), count: 1, first_asked: at, last_asked: at })
    .onConflict((oc) => oc.column("question").doUpdateSet({ count: sql`assistant_unanswered.count + 1`, last_asked: at }))
    .execute();
}

/**
 * Records a visitor's verdict on an answer and the reason they gave (one line, spaces collapsed;
 * none: null); false when no such answer is kept. A second verdict replaces the first.
 */
export async function recordFeedback(db: Db, answerId: string, helpful: boolean, reason?: string | null): Promise<boolean> {
  const said = reason?.normalize("NFC").replace(/\s+/g, " ").trim().slice(0, ASSISTANT_LIMITS.reasonMax) || null;
  const result = await db
    .updateTable("assistant_answers")
    .set({ helpful: helpful ? 1 : 0, reason: said })
    .where("id", "=", answerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface UnansweredRow {
  question: string;
  count: number;
  first_asked: string;
  last_asked: string;
}

/** Unanswered questions asked in the last `days` days, most asked first. */
export async function listUnanswered(db: Db, days: number, now: Date, limit = 200): Promise<UnansweredRow[]> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("assistant_unanswered")
    .select(["question", "count", "first_asked", "last_asked"])
    .where("last_asked", ">=", since)
    .orderBy("count", "desc")
    .orderBy("last_asked", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export interface UnhelpfulRow {
  question: string;
  lang: Lang;
  count: number;
  last_asked: string;
  reasons: string[];
}

/** Reasons shown with each unhelpful question, newest first. */
const REASONS_SHOWN = 5;

/**
 * Questions whose answer visitors marked "did not help" in the last `days` days, most often first,
 * with the newest reasons they gave: one row per question as editors read it (normalised) and
 * language.
 */
export async function listUnhelpful(db: Db, days: number, now: Date, limit = 200): Promise<UnhelpfulRow[]> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("assistant_answers")
    .select(["question", "lang", "reason", "created_at"])
    .where("helpful", "=", 0)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .limit(limit * 20)
    .execute();
  const grouped = new Map<string, UnhelpfulRow>();
  for (const row of rows) {
    const question = normaliseQuestion(row.question);
    const lang: Lang = row.lang === "hi" ? "hi" : "en";
    const key = `${lang} ${question}`;
    const entry = grouped.get(key) ?? { question, lang, count: 0, last_asked: row.created_at, reasons: [] };
    entry.count += 1;
    if (row.reason && entry.reasons.length < REASONS_SHOWN && !entry.reasons.includes(row.reason)) entry.reasons.push(row.reason);
    grouped.set(key, entry);
  }
  return [...grouped.values()].sort((a, b) => b.count - a.count || b.last_asked.localeCompare(a.last_asked)).slice(0, limit);
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Deletes answers and unanswered questions older than ASSISTANT_LIMITS.keepDays. It runs with
 * the questions themselves (at most hourly per database), like the assessments' sweep, so no
 * scheduler is needed. Returns how many rows went.
 */
export async function sweepOld(db: Db, now: Date, force = false): Promise<number> {
  if (!force && now.getTime() - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return 0;
  lastSweep.set(db, now.getTime());
  const before = new Date(now.getTime() - ASSISTANT_LIMITS.keepDays * 86_400_000).toISOString();
  const [answers, questions] = await Promise.all([
    db.deleteFrom("assistant_answers").where("created_at", "<", before).executeTakeFirst(),
    db.deleteFrom("assistant_unanswered").where("last_asked", "<", before).executeTakeFirst(),
  ]);
  return Number(answers.numDeletedRows) + Number(questions.numDeletedRows);
}
