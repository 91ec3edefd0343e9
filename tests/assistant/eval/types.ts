import type { Lang } from "../../../contract";

/** The language groups the evaluation reports on: English, Hindi in Devanagari, Hindi in Latin letters. */
export type Group = "en" | "hi" | "hi-latn";

export const GROUPS: readonly Group[] = ["en", "hi", "hi-latn"];

/** Why a question has no answer on the portal (its expected answer is "not found"). */
export type Unanswerable = "off-topic" | "not-published" | "advice";

export interface EvalQuestion {
  /** The question as a visitor would type it (never a copy of the answer's title: eval-set.test.ts). */
  q: string;
  /**
   * Slugs of the items that answer it: a hit when any of them is among the sources. Empty: the
   * portal cannot answer it, and the answer must be "not found".
   */
  a: string[];
  /** Why there is no answer (only with an empty `a`). */
  nf?: Unanswerable;
  /** The question asked just before: this one is a follow-up that only makes sense after it. */
  prev?: string;
  /** The language of the page it is asked on; default the group's (en for English, hi for both Hindi groups). */
  lang?: Lang;
}

export interface GroupedQuestion extends EvalQuestion {
  group: Group;
  lang: Lang;
}
