import type { AssessmentResult } from "../../contract";
import { useLocalePath, useT } from "~/i18n";
import { LEVEL_NUMERALS } from "./format";
import "~/assessment/messages";

/** The result's lists: gaps with their recommendations, what the level requires, every answer. */
export function ResultDetails({ result }: { result: AssessmentResult }) {
  const t = useT();
  const lp = useLocalePath();
  const titles = new Map(result.sections.map((s) => [s.id, s.title]));
  return (
    <>
      <section aria-labelledby="gaps-heading" className="my-6">
        <h2 id="gaps-heading" className="mb-2 text-2xl font-bold">
          {t("assessment.result.gaps.heading")}
        </h2>
        {result.gaps.length === 0 ? (
          <p>{t("assessment.result.gaps.none")}</p>
        ) : (
          <ol className="list-decimal space-y-3 pl-6">
            {result.gaps.map((gap) => (
              <li key={gap.question_id} className="break-inside-avoid">
                <p className="font-semibold">
                  {gap.text}{" "}
                  {gap.critical ? (
                    <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">{t("assessment.critical")}</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {titles.get(gap.principle)} · {t("assessment.result.gaps.points", { points: gap.points, max: gap.max })}
                </p>
                <p>{gap.recommendation}</p>
                {gap.guide ? (
                  <a href={lp(gap.guide)} className="text-blue-800 underline">
                    {t("assessment.helpsPage")}
                    <span className="sr-only">: {gap.text}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="requirements-heading" className="my-6 break-inside-avoid">
        <h2 id="requirements-heading" className="mb-2 text-2xl font-bold">
          {t("assessment.result.requirements.heading", { level: LEVEL_NUMERALS[result.impact.level - 1] })}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          {result.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="answers-heading" className="my-6">
        <h2 id="answers-heading" className="mb-2 text-2xl font-bold">
          {t("assessment.result.answers.heading")}
        </h2>
        {result.sections.map((section) => {
          const answers = result.answers.filter((a) => a.section === section.id);
          return (
            <div key={section.id} className="mb-4">
              <h3 className="text-xl font-semibold">{section.title}</h3>
              <dl className="mt-1">
                {answers.map((a) => (
                  <div key={a.question_id} className="border-b border-slate-200 py-1 break-inside-avoid">
                    <dt>{a.text}</dt>
                    <dd className="font-semibold">
                      {a.answer.length ? a.answer.join(", ") : t("assessment.result.answers.none")}
                      {/* A real space, not only a margin: copied text and screen readers read "decides (0 of 3 points)". */}
                      {a.points !== null ? (
                        <>
                          {" "}
                          <span className="ml-1 font-normal text-slate-700">
                            ({t("assessment.result.gaps.points", { points: a.points, max: a.max })})
                          </span>
                        </>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </section>
    </>
  );
}
