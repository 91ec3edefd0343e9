import type { AssessmentQuestion } from "../../contract";
import { ErrorMessage } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import { fieldName } from "~/assessment/sections";
import "~/assessment/messages";

interface Props {
  question: AssessmentQuestion;
  value: string | string[] | undefined;
  shown: boolean;
  errors?: string[];
}

/** The first input of a question: where the error summary's link lands. */
export const firstInputId = (question: AssessmentQuestion) => `${fieldName(question)}-${question.choices[0]?.id ?? "x"}`;

/**
 * One question as a GOV.UK-style fieldset of radios (one answer) or checkboxes (a checklist).
 * A question whose condition is not met is hidden and disabled, so it is neither seen nor sent.
 */
export function QuestionField({ question, value, shown, errors }: Props) {
  const t = useT();
  const lp = useLocalePath();
  const name = fieldName(question);
  const multiple = question.kind === "checklist";
  const chosen = new Set(value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  // Said once: some questions ask it in their own words (questionnaires are never edited).
  const checklistHint = multiple && !question.text.includes(t("assessment.checklistHint")) ? t("assessment.checklistHint") : null;
  const describedBy =
    [question.help || checklistHint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      id={`question-${question.id}`}
      hidden={!shown}
      disabled={!shown}
      aria-describedby={describedBy}
      className="mb-6 border-l-4 border-slate-300 pl-4 break-inside-avoid"
      data-question={question.id}
    >
      <legend className="mb-1 text-lg font-semibold">
        {question.text}
        {question.critical ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">{t("assessment.critical")}</span>
        ) : null}
      </legend>
      {question.help || checklistHint ? (
        <p id={hintId} className="mb-2 text-slate-700">
          {question.help}
          {question.help && checklistHint ? " " : null}
          {checklistHint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} errors={errors} />
      {multiple ? <input type="hidden" name={`${name}__present`} value="1" /> : null}
      <ul className="space-y-1">
        {question.choices.map((choice) => {
          const id = `${name}-${choice.id}`;
          return (
            <li key={choice.id} className="flex items-start gap-2">
              <input
                id={id}
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={choice.id}
                defaultChecked={chosen.has(choice.id)}
                className="mt-1 h-5 w-5 accent-blue-800"
              />
              <label htmlFor={id}>{choice.label}</label>
            </li>
          );
        })}
      </ul>
      {question.guide ? (
        <p className="mt-2 text-sm">
          <a href={lp(question.guide)} className="text-blue-800 underline">
            {t("assessment.helpsPage")}
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}
