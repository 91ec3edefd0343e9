import { z } from "zod";
import { LangQuery } from "./lang";
import { Timestamp } from "./common";

/**
 * The Responsible-AI self-assessment (docs/product/guidance.md#the-self-assessment): questionnaire, drafts, answers, results,
 * share links and the JSON export. Visitor-facing text comes in the language asked (`lang`).
 */

/** Draft and share ids: 16 random bytes, base64url (22 characters, 128 bits). */
export const ASSESSMENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const AssessmentId = z.string().regex(ASSESSMENT_ID_PATTERN, "Not an assessment id");

export const ASSESSMENT_LIMITS = {
  /** Largest import document (bytes). */
  importBytes: 64 * 1024,
  /** Drafts left untouched this long are removed. */
  abandonedAfterDays: 90,
} as const;

export const EXPORT_FORMAT = "indiaai-rai-assessment";

export const AssessmentLang = LangQuery;

const Band = z.enum(["initial", "developing", "defined", "managed"]);
const Level = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const AssessmentChoice = z.object({ id: z.string(), label: z.string(), points: z.number().nullable() });
export const AssessmentQuestion = z.object({
  id: z.string(),
  section: z.string(),
  kind: z.enum(["single", "checklist", "maturity", "yesno"]),
  text: z.string(),
  help: z.string().nullable(),
  principle: z.string().nullable(),
  critical: z.boolean(),
  recommendation: z.string().nullable(),
  /** Path of the portal page that helps, e.g. /responsible-ai/architect-guide. */
  guide: z.string().nullable(),
  show_if: z.object({ question: z.string(), any_of: z.array(z.string()) }).nullable(),
  choices: z.array(AssessmentChoice),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestion>;

export const AssessmentSection = z.object({ id: z.string(), title: z.string(), part: z.enum(["A", "B", "C"]) });
export type AssessmentSection = z.infer<typeof AssessmentSection>;

export const QuestionnaireResponse = z.object({
  data: z.object({ version: z.string(), sections: z.array(AssessmentSection), questions: z.array(AssessmentQuestion) }),
});
export type Questionnaire = z.infer<typeof QuestionnaireResponse>["data"];

export const AnswerValue = z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]);
export const AssessmentAnswers = z.record(z.string().max(60), AnswerValue);
export type AssessmentAnswers = z.infer<typeof AssessmentAnswers>;

export const Assessment = z.object({
  id: AssessmentId,
  version: z.string(),
  answers: AssessmentAnswers,
  share_id: AssessmentId.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  submitted_at: Timestamp.nullable(),
  /**
   * Saved to an account: it opens for its owner only (signed in), so only its owner ever reads
   * `true`. `false`: anonymous, whoever holds the id may open it.
   */
  owned: z.boolean(),
});
export type Assessment = z.infer<typeof Assessment>;
export const AssessmentResponse = z.object({ data: Assessment });

/** Answers to merge into a draft; null clears one. `submit` marks the draft finished. */
export const SaveAnswersRequest = z.object({
  answers: z.record(z.string().max(60), AnswerValue.nullable()).refine((a) => Object.keys(a).length <= 200, "Too many answers"),
  submit: z.boolean().optional(),
});
export type SaveAnswersRequest = z.infer<typeof SaveAnswersRequest>;

export const ExportDocument = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.string().max(40),
  exported_at: Timestamp.optional(),
  answers: AssessmentAnswers.refine((a) => Object.keys(a).length <= 200, "Too many answers"),
});
export type ExportDocument = z.infer<typeof ExportDocument>;

export const AssessmentResult = z.object({
  /** null when read through a share link: the viewer gets no way to edit. */
  id: AssessmentId.nullable(),
  share_id: AssessmentId.nullable(),
  version: z.string(),
  updated_at: Timestamp,
  submitted_at: Timestamp.nullable(),
  impact: z.object({ raw: z.number(), max: z.number(), current: z.number(), mitigated: z.boolean(), level: Level }),
  practice: z.object({ points: z.number(), max: z.number(), percent: z.number() }),
  principles: z.array(
    z.object({
      principle: z.string(),
      title: z.string(),
      points: z.number(),
      max: z.number(),
      percent: z.number().nullable(),
      band: Band.nullable(),
      capped: z.boolean(),
    }),
  ),
  gaps: z.array(
    z.object({
      question_id: z.string(),
      principle: z.string(),
      text: z.string(),
      points: z.number(),
      max: z.number(),
      critical: z.boolean(),
      recommendation: z.string(),
      guide: z.string().nullable(),
    }),
  ),
  requirements: z.array(z.string()),
  answers: z.array(
    z.object({
      question_id: z.string(),
      section: z.string(),
      text: z.string(),
      answer: z.array(z.string()),
      points: z.number().nullable(),
      max: z.number(),
    }),
  ),
  sections: z.array(AssessmentSection),
});
export type AssessmentResult = z.infer<typeof AssessmentResult>;
export const AssessmentResultResponse = z.object({ data: AssessmentResult });

export const AssessmentSummary = z.object({
  id: AssessmentId,
  version: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  submitted_at: Timestamp.nullable(),
  level: Level,
});
export const AssessmentListResponse = z.object({ data: z.array(AssessmentSummary) });
export type AssessmentSummary = z.infer<typeof AssessmentSummary>;

/** What decides whether a question is shown: the condition on an earlier answer. */
export interface ConditionalQuestion {
  id: string;
  show_if?: { question: string; any_of: readonly string[] } | null;
}

/**
 * The questions shown for these answers, in order: one whose condition names a hidden question
 * is hidden too. The one rule for the API's scoring, the portal's pages and the browser script.
 */
export function visibleQuestions<Q extends ConditionalQuestion>(
  questions: readonly Q[],
  answers: Readonly<Record<string, string | readonly string[] | undefined>>,
): Q[] {
  const shown = new Set<string>();
  return questions.filter((question) => {
    const cond = question.show_if;
    const value = cond ? answers[cond.question] : undefined;
    const chosen = value === undefined ? [] : typeof value === "string" ? [value] : value;
    const visible = !cond || (shown.has(cond.question) && chosen.some((id) => cond.any_of.includes(id)));
    if (visible) shown.add(question.id);
    return visible;
  });
}
