import type { Choice, GuidePage, Principle, Question, SectionId, Text } from "../types";

/**
 * Builders that keep the question data short: the shared answer scales of Part C, and the
 * points of each choice multiplied by the question's weight.
 */

const NA: Text = { en: "Not applicable", hi: "लागू नहीं" };

const MATURITY: Array<[string, Text, number | null]> = [
  ["not-started", { en: "Not started", hi: "शुरू नहीं हुआ" }, 0],
  ["planned", { en: "Planned", hi: "योजना बनी है" }, 1],
  ["partial", { en: "Partly in place", hi: "आंशिक रूप से लागू" }, 2],
  ["implemented", { en: "Implemented and documented", hi: "लागू और प्रलेखित" }, 3],
  ["na", NA, null],
];

const YES_NO: Array<[string, Text, number | null]> = [
  ["yes", { en: "Yes", hi: "हाँ" }, 3],
  ["no", { en: "No", hi: "नहीं" }, 0],
  ["na", NA, null],
];

/** The answer that counts as "no" on a critical question. */
export const NO_ANSWERS = new Set(["no", "not-started"]);

interface PracticeFields {
  id: string;
  text: Text;
  recommendation: Text;
  guide: GuidePage;
  help?: Text;
  weight?: number;
  critical?: boolean;
  show_if?: Question["show_if"];
}

const scaled = (scale: Array<[string, Text, number | null]>, weight: number): Choice[] =>
  scale.map(([id, label, points]) => ({ id, label, points: points === null ? null : points * weight }));

export function practices(principle: Principle) {
  const base = (kind: Question["kind"], f: PracticeFields, choices: Choice[]): Question => ({
    id: f.id,
    section: principle,
    kind,
    principle,
    text: f.text,
    help: f.help,
    recommendation: f.recommendation,
    guide: f.guide,
    critical: f.critical,
    show_if: f.show_if,
    choices,
  });
  return {
    maturity: (f: PracticeFields) => base("maturity", f, scaled(MATURITY, f.weight ?? 1)),
    yesNo: (f: PracticeFields) => base("yesno", f, scaled(YES_NO, f.weight ?? 1)),
    /** Items: [id, label, points]; "na" is added. */
    checklist: (f: PracticeFields, items: Array<[string, Text, number]>) =>
      base("checklist", f, [...items.map(([id, label, points]) => ({ id, label, points })), { id: "na", label: NA, points: null }]),
  };
}

/** A question of Part A or B: one choice (or several for a checklist) with the given points. */
export function choiceQuestion(
  section: SectionId,
  f: { id: string; text: Text; help?: Text; kind?: "single" | "checklist"; show_if?: Question["show_if"] },
  items: Array<[string, Text, number | null]>,
): Question {
  return {
    id: f.id,
    section,
    kind: f.kind ?? "single",
    text: f.text,
    help: f.help,
    show_if: f.show_if,
    choices: items.map(([id, label, points]) => ({ id, label, points })),
  };
}
