import type { Question, Questionnaire } from "../types";
import { IMPACT } from "./impact";
import { EQUALITY, INCLUSIVITY, SAFETY } from "./practices-a";
import { ACCOUNTABILITY, HUMAN_VALUES, PRIVACY, TRANSPARENCY } from "./practices-b";
import { PROFILE } from "./profile";

/**
 * Every questionnaire version ever answered. A version is never edited once published: a change
 * of questions, choices or points is a new version, so saved answer sets keep their meaning.
 */
const V2026_11: Questionnaire = {
  version: "2026-11",
  questions: [
    ...PROFILE,
    ...IMPACT,
    ...SAFETY,
    ...EQUALITY,
    ...INCLUSIVITY,
    ...PRIVACY,
    ...TRANSPARENCY,
    ...ACCOUNTABILITY,
    ...HUMAN_VALUES,
  ],
};

export const QUESTIONNAIRES: Record<string, Questionnaire> = { [V2026_11.version]: V2026_11 };
export const CURRENT_VERSION = V2026_11.version;

export function questionnaire(version: string): Questionnaire | undefined {
  return Object.hasOwn(QUESTIONNAIRES, version) ? QUESTIONNAIRES[version] : undefined;
}

export function questionById(q: Questionnaire, id: string): Question | undefined {
  return q.questions.find((question) => question.id === id);
}
