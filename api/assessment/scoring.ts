import { visibleQuestions } from "../../contract/assessment";
import { NO_ANSWERS } from "./questions/build";
import { PRINCIPLES, type AnswerValue, type Answers, type Principle, type Question, type Questionnaire } from "./types";

/**
 * The scoring of docs/product/guidance.md#the-self-assessment, pure: the same answers under the same version always give the same
 * result. The result page prints these rules next to the numbers so anyone can check them.
 *
 * - impact: raw = sum of the impact answers' weights; current = round(0.85 × raw) when the
 *   practice score reaches 80 % of its maximum, else raw; level I–IV when current is at most
 *   25 / 50 / 75 % of the maximum raw score, or above 75 % (Canada's Algorithmic Impact Assessment);
 * - each principle: points ÷ applicable maximum × 100, N/A excluded, banded Initial / Developing
 *   / Defined / Managed by quartile; at level III or IV a "no" on a critical question caps its
 *   principle at Developing.
 *
 * An unanswered visible question counts as its lowest answer (0 points), never as N/A: skipping
 * a question must not raise a score.
 */

export const MITIGATION_THRESHOLD = 0.8;
export const MITIGATION_FACTOR = 0.85;
export const BANDS = ["initial", "developing", "defined", "managed"] as const;
export type Band = (typeof BANDS)[number];
export type ImpactLevel = 1 | 2 | 3 | 4;

export interface QuestionScore {
  id: string;
  /** null: not applicable (excluded). */
  points: number | null;
  max: number;
}

export interface PrincipleScore {
  principle: Principle;
  points: number;
  max: number;
  /** null when every question of the principle is not applicable. */
  percent: number | null;
  band: Band | null;
  /** The band was lowered to Developing by a "no" on a critical question. */
  capped: boolean;
}

export interface Score {
  impact: { raw: number; max: number; current: number; mitigated: boolean; level: ImpactLevel };
  practice: { points: number; max: number; percent: number };
  principles: PrincipleScore[];
  /** Scored practice questions below full marks, in questionnaire order. */
  gaps: QuestionScore[];
  /** Ids of the questions shown for these answers (conditions met). */
  visible: string[];
}

const asList = (value: AnswerValue | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function maxPoints(question: Question): number {
  const points = question.choices.map((c) => c.points ?? 0);
  return question.kind === "checklist" ? points.reduce((a, b) => a + b, 0) : Math.max(0, ...points);
}

export function scoreQuestion(question: Question, value: AnswerValue | undefined): QuestionScore {
  const max = maxPoints(question);
  const chosen = asList(value)
    .map((id) => question.choices.find((c) => c.id === id))
    .filter((c) => c !== undefined);
  if (chosen.some((c) => c.points === null)) return { id: question.id, points: null, max };
  const points = chosen.reduce((sum, c) => sum + (c.points ?? 0), 0);
  return { id: question.id, points: Math.min(points, max), max };
}

export function bandOf(percent: number): Band {
  if (percent <= 25) return "initial";
  if (percent <= 50) return "developing";
  if (percent <= 75) return "defined";
  return "managed";
}

export function levelOf(current: number, maxRaw: number): ImpactLevel {
  if (maxRaw <= 0) return 1;
  const share = current / maxRaw;
  if (share <= 0.25) return 1;
  if (share <= 0.5) return 2;
  if (share <= 0.75) return 3;
  return 4;
}

export function score(q: Questionnaire, answers: Answers): Score {
  const visible = visibleQuestions(q.questions, answers);
  const impactQuestions = visible.filter((question) => question.section === "impact");
  const raw = impactQuestions.reduce((sum, question) => sum + (scoreQuestion(question, answers[question.id]).points ?? 0), 0);
  const maxRaw = impactQuestions.reduce((sum, question) => sum + maxPoints(question), 0);

  const practice = visible.filter((question) => question.principle);
  const scored = practice.map((question) => ({ question, result: scoreQuestion(question, answers[question.id]) }));
  const applicable = scored.filter(({ result }) => result.points !== null);
  const practicePoints = applicable.reduce((sum, { result }) => sum + (result.points ?? 0), 0);
  const practiceMax = applicable.reduce((sum, { result }) => sum + result.max, 0);
  const practicePercent = practiceMax > 0 ? (practicePoints / practiceMax) * 100 : 0;

  const mitigated = practiceMax > 0 && practicePoints >= MITIGATION_THRESHOLD * practiceMax;
  const current = mitigated ? Math.round(MITIGATION_FACTOR * raw) : raw;
  const level = levelOf(current, maxRaw);

  const principles = PRINCIPLES.map((principle): PrincipleScore => {
    const mine = applicable.filter(({ question }) => question.principle === principle);
    const points = mine.reduce((sum, { result }) => sum + (result.points ?? 0), 0);
    const max = mine.reduce((sum, { result }) => sum + result.max, 0);
    if (max === 0) return { principle, points, max, percent: null, band: null, capped: false };
    const percent = (points / max) * 100;
    let band = bandOf(percent);
    const criticalNo = mine.some(({ question }) => question.critical && asList(answers[question.id]).some((id) => NO_ANSWERS.has(id)));
    const capped = level >= 3 && criticalNo && BANDS.indexOf(band) > BANDS.indexOf("developing");
    if (capped) band = "developing";
    return { principle, points, max, percent, band, capped };
  });

  return {
    impact: { raw, max: maxRaw, current, mitigated, level },
    practice: { points: practicePoints, max: practiceMax, percent: practicePercent },
    principles,
    gaps: applicable.filter(({ result }) => (result.points ?? 0) < result.max).map(({ result }) => result),
    visible: visible.map((question) => question.id),
  };
}
