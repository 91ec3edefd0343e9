import { visibleQuestions, type AssessmentAnswers, type AssessmentQuestion, type Questionnaire } from "../../contract";

/** Where a section stands among the others, for the section page's navigation. */
export function sectionPlace(q: Questionnaire, requested: string | null) {
  const ids = q.sections.map((s) => s.id);
  const index = Math.max(0, requested ? ids.indexOf(requested) : 0);
  return { section: q.sections[index], index, total: ids.length, previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}

/** A section's questions, each with whether the saved answers show it. */
export function sectionQuestions(q: Questionnaire, section: string, answers: AssessmentAnswers) {
  const shown = new Set(visibleQuestions(q.questions, answers).map((x) => x.id));
  return q.questions.filter((x) => x.section === section).map((question) => ({ question, shown: shown.has(question.id) }));
}

/** How many of a section's shown questions have an answer. */
export function answeredCount(q: Questionnaire, section: string, answers: AssessmentAnswers): [number, number] {
  const shown = sectionQuestions(q, section, answers).filter((x) => x.shown);
  return [shown.filter((x) => answers[x.question.id] !== undefined).length, shown.length];
}

/** The form field of a question (prefixed, so no question id can meet another field's name). */
export const fieldName = (question: Pick<AssessmentQuestion, "id">) => `q_${question.id}`;

/**
 * A section's answers from its form: one choice, or the ticked choices of a checklist (none
 * ticked is an answer too: "none of these"). A checklist carries a marker field so that an
 * untouched checklist of a hidden question is told apart from an emptied one.
 */
export function answersFromForm(formData: FormData, questions: AssessmentQuestion[]): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const question of questions) {
    const name = fieldName(question);
    if (question.kind === "checklist") {
      if (formData.get(`${name}__present`) === null) continue;
      answers[question.id] = formData.getAll(name).map(String);
    } else {
      const value = formData.get(name);
      if (typeof value === "string" && value !== "") answers[question.id] = value;
    }
  }
  return answers;
}
