import { Form, useFetcher } from "react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { visibleQuestions, type AssessmentAnswers, type AssessmentQuestion } from "../../contract";
import { Honeypot } from "~/components/forms";
import { backgroundSaveFailed } from "~/forms/lost-answer";
import { useT } from "~/i18n";
import { answersFromForm } from "~/assessment/sections";
import { QuestionField } from "./QuestionField";
import "~/assessment/messages";

interface Props {
  /** Every question of the questionnaire (conditions may name other sections' questions). */
  questions: AssessmentQuestion[];
  section: string;
  answers: AssessmentAnswers;
  errors: Record<string, string[]>;
  previous: string | null;
  next: string | null;
}

const BUTTON = "rounded px-4 py-2 font-bold focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

/**
 * A section as a plain form: Save, Save and go back, Save and continue (or see the result). With
 * JavaScript, every change is saved in the background and questions whose condition the change
 * meets appear in place; without it, the same happens on the next post.
 */
export function SectionForm({ questions, section, answers, errors, previous, next }: Props) {
  const t = useT();
  const [current, setCurrent] = useState<AssessmentAnswers>(answers);
  const autosave = useFetcher<{ saved?: boolean }>();
  // Refused, or its answer lost (the route's clientAction): the answers are still in the form.
  const autosaveFailed = backgroundSaveFailed(autosave);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const shown = new Set(visibleQuestions(questions, current).map((q) => q.id));
  const mine = questions.filter((q) => q.section === section);
  // A background save still waiting must not outlive the page or race the visitor's own post.
  const cancelAutosave = () => clearTimeout(timer.current);
  useEffect(() => cancelAutosave, []);

  function changed(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    setCurrent({ ...answers, ...current, ...answersFromForm(new FormData(form), mine) });
    cancelAutosave();
    // A burst of clicks is one save.
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      data.set("intent", "autosave");
      autosave.submit(data, { method: "post" });
    }, 600);
  }

  return (
    <Form method="post" noValidate onChange={changed} onSubmit={cancelAutosave}>
      <input type="hidden" name="section" value={section} />
      {mine.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={current[question.id]}
          shown={shown.has(question.id)}
          errors={errors[question.id]}
        />
      ))}
      <p role="status" className={`mb-2 min-h-6 ${autosaveFailed ? "font-semibold text-red-800" : "text-green-800"}`}>
        {autosaveFailed ? t("assessment.notAutosaved") : autosave.state === "idle" && autosave.data?.saved ? t("assessment.autosaved") : ""}
      </p>
      {/* The primary button first: Enter in a field submits with it. */}
      <div className="flex flex-wrap gap-3 print:hidden">
        <button
          type="submit"
          name="intent"
          value={next ? "next" : "finish"}
          className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900`}
        >
          {next ? t("assessment.next") : t("assessment.finish")}
        </button>
        <button type="submit" name="intent" value="save" className={`${BUTTON} border-2 border-slate-700 hover:bg-slate-100`}>
          {t("assessment.save")}
        </button>
        {previous ? (
          <button type="submit" name="intent" value="previous" className={`${BUTTON} border-2 border-slate-700 hover:bg-slate-100`}>
            {t("assessment.previous")}
          </button>
        ) : null}
      </div>
      <Honeypot />
    </Form>
  );
}
