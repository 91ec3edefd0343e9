import { Link } from "react-router";
import type { AssessmentSummary } from "../../contract";
import { useLanguage, useLocalePath, useT } from "~/i18n";
import { formatDate, LEVEL_NUMERALS } from "./format";
import "~/assessment/messages";

/** The signed-in user's self-assessments on /profile (docs/product/guidance.md#the-self-assessment). */
export function ProfileAssessments({ assessments }: { assessments: AssessmentSummary[] }) {
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  return (
    <section aria-labelledby="my-assessments" className="mb-6">
      <h2 id="my-assessments" className="mb-2 text-xl font-bold">
        {t("assessment.profile.heading")}
      </h2>
      {assessments.length === 0 ? (
        <p>
          {t("assessment.profile.none")}{" "}
          <Link to={lp("/responsible-ai/assessment")} className="text-blue-800 underline">
            {t("assessment.start")}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2">
          {assessments.map((a) => (
            <li key={a.id}>
              <span>{t("assessment.profile.item", { date: formatDate(lang, a.updated_at), level: LEVEL_NUMERALS[a.level - 1] })}</span>{" "}
              <Link to={`${lp(`/responsible-ai/assessment/${a.id}`)}?section=profile`} className="text-blue-800 underline">
                {t("assessment.profile.continue")}
              </Link>
              {" · "}
              <Link to={lp(`/responsible-ai/assessment-result/${a.id}`)} className="text-blue-800 underline">
                {t("assessment.profile.result")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
