import type { MetaFunction } from "react-router";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { ErrorPage } from "~/chrome/ErrorScreens";
import { StandardLayout } from "~/chrome/Layouts";
import { useChrome } from "~/chrome/use-chrome";
import { languageOfPath, translator, useLocalePath, useT } from "~/i18n";
import "~/assessment/messages";
import { titled } from "~/forms/page-meta";

/**
 * The assessment routes' error boundary: an assessment that is not there (or no longer shared),
 * else the error page. On an owner's pages (`signInHint`: the draft and its result) a visitor who
 * is not signed in is also told that a draft saved to an account opens only for its owner, with a
 * sign-in that comes back here. Every 404 there says it, so it tells nothing about this id.
 */
export function AssessmentError({ signInHint = false }: { signInHint?: boolean }) {
  const error = useRouteError();
  const t = useT();
  const lp = useLocalePath();
  const { user } = useChrome();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const signIn = `${lp("/signin")}?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`;
  return (
    <StandardLayout>
      {status === 404 ? (
        <div className="mx-auto max-w-2xl py-12">
          <h1 className="text-3xl font-bold">{t("assessment.notFound.title")}</h1>
          <p className="mt-3 text-lg text-slate-700">{t("assessment.notFound.text")}</p>
          {signInHint && !user ? (
            <>
              <p className="mt-3 text-lg text-slate-700">{t("assessment.notFound.signIn")}</p>
              <p className="mt-3">
                <Link to={signIn} className="font-semibold text-blue-800 underline">
                  {t("assessment.notFound.signInLink")}
                </Link>
              </p>
            </>
          ) : null}
          <p className="mt-6">
            <Link to={lp("/responsible-ai/assessment")} className="font-semibold text-blue-800 underline">
              {t("assessment.title")}
            </Link>
          </p>
        </div>
      ) : (
        <ErrorPage status={status} />
      )}
    </StandardLayout>
  );
}

/** The notice every assessment page carries. */
export function NotCertification() {
  const t = useT();
  return (
    <p className="my-4 border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold text-slate-900">{t("assessment.notCertification")}</p>
  );
}

/** The result pages' title (own, latest, shared): never indexed. */
export const resultMeta: MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return [{ title: titled(t("assessment.result.title"), matches) }, { name: "robots", content: "noindex" }];
};
