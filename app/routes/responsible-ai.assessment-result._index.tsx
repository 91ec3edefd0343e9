import { redirect } from "react-router";
import { Link } from "react-router";
import { latestAssessmentId } from "~/assessment/latest.server";
import { AssessmentError, resultMeta } from "~/assessment/AssessmentError";
import { StandardLayout } from "~/chrome/Layouts";
import { localePath, requestLanguage, useLocalePath, useT } from "~/i18n";
import { getAuth } from "~/upstream/session.server";
import { optional } from "~/upstream/core.server";
import { listMyAssessments } from "~/upstream/assessment.server";
import "~/assessment/messages";
import type { Route } from "./+types/responsible-ai.assessment-result._index";

/** The visitor's latest own result: a signed-in user's newest, else this device's latest draft. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await getAuth(args.request);
  const mine = signedIn ? await optional(listMyAssessments(args), []) : [];
  const id = mine[0]?.id ?? (await latestAssessmentId(args.request));
  if (id) throw redirect(localePath(requestLanguage(args.request), `/responsible-ai/assessment-result/${id}`));
  return null;
}

export default function NoAssessmentYet() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <StandardLayout>
      <div className="mx-auto max-w-2xl py-6">
        <h1 className="text-3xl font-bold">{t("assessment.result.none.title")}</h1>
        <p className="mt-3 text-lg">{t("assessment.result.none.text")}</p>
        <p className="mt-6">
          <Link to={lp("/responsible-ai/assessment")} className="font-semibold text-blue-800 underline">
            {t("assessment.start")}
          </Link>
        </p>
      </div>
    </StandardLayout>
  );
}

export { resultMeta as meta };

export function ErrorBoundary() {
  return <AssessmentError />;
}
