import type { AssessmentResult } from "../../contract";
import { useLanguage, useT } from "~/i18n";
import { NotCertification } from "./AssessmentError";
import { BAND_KEYS, formatDate, formatNumber, LEVEL_KEYS, LEVEL_NUMERALS } from "./format";
import { RadarChart } from "./RadarChart";
import { ResultDetails } from "./ResultDetails";
import "~/assessment/messages";

/**
 * The result as a report: level, scores (chart and table), the formula with this result's
 * numbers, then gaps, requirements and every answer. The same for the owner and a share link;
 * the owner's actions are the route's.
 */
export function ResultView({ result }: { result: AssessmentResult }) {
  const t = useT();
  const lang = useLanguage();
  const { impact, practice } = result;
  const level = LEVEL_NUMERALS[impact.level - 1];
  const pct = (value: number | null) => (value === null ? t("assessment.band.na") : `${formatNumber(lang, value)} %`);
  return (
    <article className="assessment-report">
      <h1 className="mb-2 text-3xl font-bold">{t("assessment.result.title")}</h1>
      <p className="text-slate-700">
        {t("assessment.result.updated", { date: formatDate(lang, result.updated_at) })} ·{" "}
        {t("assessment.result.version", { version: result.version })}
      </p>
      <NotCertification />
      <div
        className={`my-4 inline-block rounded border-4 p-4 ${impact.level >= 3 ? "border-red-800 bg-red-50" : "border-blue-800 bg-blue-50"}`}
      >
        <p className="text-2xl font-bold">{t("assessment.result.level", { level })}</p>
        <p>{t(LEVEL_KEYS[impact.level - 1])}</p>
      </div>

      <section aria-labelledby="scores-heading" className="my-6 break-inside-avoid">
        <h2 id="scores-heading" className="mb-2 text-2xl font-bold">
          {t("assessment.result.chartTitle")}
        </h2>
        <div className="flex flex-wrap items-start gap-6">
          <RadarChart
            title={t("assessment.result.chartTitle")}
            description={t("assessment.result.chartDesc")}
            points={result.principles.map((p) => ({ label: p.title, value: p.percent }))}
          />
          <table className="min-w-72 border-collapse text-left">
            <caption className="sr-only">{t("assessment.result.chartTitle")}</caption>
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-1 pr-4">
                  {t("assessment.result.table.principle")}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {t("assessment.result.table.score")}
                </th>
                <th scope="col" className="py-1">
                  {t("assessment.result.table.band")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.principles.map((p) => (
                <tr key={p.principle} className="border-b border-slate-300">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {p.title}
                  </th>
                  <td className="py-1 pr-4 text-right">{pct(p.percent)}</td>
                  <td className="py-1">
                    {p.band ? t(BAND_KEYS[p.band]) : t("assessment.band.na")}
                    {p.capped ? <span className="block text-sm text-red-800">{t("assessment.result.capped")}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="formula-heading" className="my-6 break-inside-avoid">
        <h2 id="formula-heading" className="mb-2 text-2xl font-bold">
          {t("assessment.result.formula.heading")}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t("assessment.result.formula.impact", { raw: impact.raw, max: impact.max })}</li>
          <li>
            {t("assessment.result.formula.practice", {
              points: practice.points,
              max: practice.max,
              percent: formatNumber(lang, practice.percent, 1),
            })}
          </li>
          <li>
            {impact.mitigated
              ? t("assessment.result.formula.mitigated", { raw: impact.raw, current: impact.current })
              : t("assessment.result.formula.notMitigated", { current: impact.current })}
          </li>
          <li>{t("assessment.result.formula.level", { current: impact.current, max: impact.max, level })}</li>
          <li>{t("assessment.result.formula.principles")}</li>
        </ol>
      </section>

      <ResultDetails result={result} />
    </article>
  );
}
