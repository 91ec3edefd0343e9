/**
 * The shape of a questionnaire version (docs/product/guidance.md#the-self-assessment). Questions live in versioned data, never in
 * components: a saved answer set keeps the version it was answered under, and its result is
 * always computed against that version's questions.
 */

/** Text in every language of the portal. */
export interface Text {
  en: string;
  hi: string;
}

/** NITI Aayog's seven principles of responsible AI, in its order. */
export const PRINCIPLES = ["safety", "equality", "inclusivity", "privacy", "transparency", "accountability", "human-values"] as const;
export type Principle = (typeof PRINCIPLES)[number];

/** Part A (profile, not scored), Part B (impact), Part C (one section per principle). */
export const SECTIONS = ["profile", "impact", ...PRINCIPLES] as const;
export type SectionId = (typeof SECTIONS)[number];

/**
 * single: one choice. checklist: any number of choices, points added up (an `na` choice stands
 * alone). maturity and yesno are single choices from the shared scales in scales.ts.
 */
export type QuestionKind = "single" | "checklist" | "maturity" | "yesno";

export interface Choice {
  id: string;
  label: Text;
  /** Points of this choice (already times the question's weight); null = not applicable. */
  points: number | null;
}

/** The guidance page that helps with a question (written by the guidance part of docs/product/guidance.md#the-self-assessment). */
export type GuidePage = "principle-point-of-focus" | "architect-guide" | "ethics-committees" | "goverance-framework";

export interface Question {
  id: string;
  section: SectionId;
  kind: QuestionKind;
  text: Text;
  help?: Text;
  choices: Choice[];
  /** Part C: the principle the points count towards. */
  principle?: Principle;
  /** A "no" caps its principle at Developing at impact level III or IV. */
  critical?: boolean;
  recommendation?: Text;
  guide?: GuidePage;
  /** Shown (and scored) only when an earlier question's answer includes one of these choices. */
  show_if?: { question: string; any_of: string[] };
}

export interface Questionnaire {
  version: string;
  questions: Question[];
}

/** One question's answer: a choice id, or choice ids for a checklist. */
export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;
