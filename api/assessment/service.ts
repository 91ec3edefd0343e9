import { randomBytes } from "node:crypto";
import { ASSESSMENT_ID_PATTERN, ASSESSMENT_LIMITS, EXPORT_FORMAT, type Assessment, type ExportDocument } from "../../contract";
import type { Db } from "../db";
import { BAD_INPUT, HttpError, notFound } from "../http";
import { CURRENT_VERSION, questionById, questionnaire } from "./questions";
import * as repo from "./repository";
import type { AnswerValue, Answers, Questionnaire } from "./types";

/**
 * The assessment's rules between the HTTP routes and the database: ids, answer validation,
 * who may open a draft, share links and the cleanup of abandoned drafts.
 */

/**
 * Who asks: the signed-in user's id, or null for an anonymous caller. An anonymous draft's id is
 * its key (whoever holds it may open it); a draft with an owner opens for its owner only, and
 * to anyone else it is not there at all: the same 404 as an id never stored.
 */
export type Viewer = number | null;

export function mayOpen(stored: { user_id: number | null }, viewer: Viewer): boolean {
  return stored.user_id === null || stored.user_id === viewer;
}

/** 16 random bytes as base64url: 128 bits, so ids can be neither guessed nor enumerated. */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/** A malformed id is bad input; a well-formed id that is not stored is not found. */
function checkId(id: string, what = "Assessment"): void {
  if (!ASSESSMENT_ID_PATTERN.test(id)) throw new HttpError(BAD_INPUT, `Not a valid ${what.toLowerCase()} id`, { id: ["Malformed id"] });
}

/** The draft `id` as `viewer` may see it: another user's draft is not found, as is an unknown one. */
export async function load(db: Db, id: string, viewer: Viewer): Promise<repo.StoredAssessment> {
  checkId(id);
  const found = await repo.findAssessment(db, id);
  if (!found || !mayOpen(found, viewer)) throw notFound("Assessment");
  return found;
}

/**
 * Saves answers (and marks the draft finished with `submit`). A signed-in user who saves an
 * anonymous draft takes it: from then on it is theirs alone, listed on their profile. The
 * ownership is checked again in the same statement, so a draft taken meanwhile is not found.
 */
export async function saveAnswers(
  db: Db,
  stored: repo.StoredAssessment,
  viewer: Viewer,
  changes: { answers: Answers; submitted?: boolean },
): Promise<repo.StoredAssessment> {
  const changed = await repo.updateAssessment(db, stored.id, viewer, { ...changes, claim: viewer !== null });
  if (!changed) throw notFound("Assessment");
  return load(db, stored.id, viewer);
}

/** Creates or revokes the share link (sharing again keeps the link already handed out). */
export async function setSharing(db: Db, stored: repo.StoredAssessment, viewer: Viewer, share: boolean): Promise<repo.StoredAssessment> {
  if (share && stored.share_id) return stored;
  const changed = await repo.updateAssessment(db, stored.id, viewer, { share_id: share ? newId() : null });
  if (!changed) throw notFound("Assessment");
  return load(db, stored.id, viewer);
}

export async function remove(db: Db, stored: repo.StoredAssessment, viewer: Viewer): Promise<void> {
  if (!(await repo.deleteAssessment(db, stored.id, viewer))) throw notFound("Assessment");
}

export async function loadShared(db: Db, shareId: string): Promise<repo.StoredAssessment> {
  checkId(shareId, "Share link");
  const found = await repo.findShared(db, shareId);
  if (!found) throw notFound("Shared assessment");
  return found;
}

export function versionOf(stored: { version: string }): Questionnaire {
  const q = questionnaire(stored.version);
  if (!q) throw new HttpError(BAD_INPUT, `Unknown questionnaire version ${stored.version}`, { version: ["Unknown version"] });
  return q;
}

/** Checks each answer against its question; null clears. Every fault is named by its field. */
export function validAnswers(q: Questionnaire, input: Record<string, AnswerValue | null>): Record<string, AnswerValue | null> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, AnswerValue | null> = {};
  for (const [id, value] of Object.entries(input)) {
    const field = `answers.${id}`;
    const question = questionById(q, id);
    if (!question) {
      errors[field] = ["No such question"];
      continue;
    }
    if (value === null) {
      out[id] = null;
      continue;
    }
    const list = Array.isArray(value) ? [...new Set(value)] : [value];
    if (Array.isArray(value) !== (question.kind === "checklist"))
      errors[field] = [question.kind === "checklist" ? "Expected a list of choices" : "Expected one choice"];
    else if (list.some((c) => !question.choices.some((choice) => choice.id === c))) errors[field] = ["No such choice"];
    else if (list.includes("na") && list.length > 1) errors[field] = ["Not applicable stands alone"];
    else out[id] = Array.isArray(value) ? list : value;
  }
  if (Object.keys(errors).length) throw new HttpError(BAD_INPUT, "Some answers do not fit their questions", errors);
  return out;
}

export function merge(answers: Answers, changes: Record<string, AnswerValue | null>): Answers {
  const next: Answers = { ...answers };
  for (const [id, value] of Object.entries(changes)) {
    if (value === null) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** The draft as its viewer gets it: whether it has an owner (only its owner ever sees one), not who. */
export function toWire(stored: repo.StoredAssessment): Assessment {
  const { user_id: owner, ...rest } = stored;
  return { ...rest, owned: owner !== null };
}

export async function create(db: Db, userId: number | null, from?: { version: string; answers: Answers }): Promise<repo.StoredAssessment> {
  await sweepAbandoned(db);
  return repo.insertAssessment(db, {
    id: newId(),
    version: from?.version ?? CURRENT_VERSION,
    user_id: userId,
    answers: from?.answers ?? {},
  });
}

/** An import starts a new draft under the document's version, its answers validated as if typed. */
export async function importDocument(db: Db, userId: number | null, doc: ExportDocument): Promise<repo.StoredAssessment> {
  const q = versionOf(doc);
  const answers = merge({}, validAnswers(q, doc.answers));
  return create(db, userId, { version: q.version, answers });
}

export function exportDocument(stored: repo.StoredAssessment): ExportDocument {
  return { format: EXPORT_FORMAT, version: stored.version, exported_at: new Date().toISOString(), answers: stored.answers };
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Removes drafts abandoned for 90 days. It runs with the creation of drafts (at most hourly per
 * database), so no scheduler is needed and a quiet portal has nothing to clean anyway.
 */
export async function sweepAbandoned(db: Db, now = Date.now(), force = false): Promise<number> {
  if (!force && now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return 0;
  lastSweep.set(db, now);
  const before = new Date(now - ASSESSMENT_LIMITS.abandonedAfterDays * 86_400_000).toISOString();
  return repo.deleteAbandoned(db, before);
}
