import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { ErrorPage, NotFound } from "~/chrome/ErrorScreens";
import { StandardLayout } from "~/chrome/Layouts";
import { Message } from "~/components/forms";
import { translator, useT, type Language } from "~/i18n";
import { buttonClass } from "./styles";

/** The browse routes' error boundary: 404 page, a clear 400 page for bad input, else the error page. */
export function BrowseError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object"
      ? (error.data as { message?: string; errors?: string[] })
      : null;
  return (
    <StandardLayout>
      {status === 404 ? (
        <NotFound />
      ) : status === 400 ? (
        <div className="mx-auto max-w-2xl py-12">
          <h1 className="text-3xl font-bold text-slate-900">{t("content.badAddress.heading")}</h1>
          <p className="mt-3 text-lg text-slate-700">
            <Message text={body?.message ?? "content.badAddress.text"} />
          </p>
          {body?.errors?.length ? (
            <ul className="mt-4 list-disc pl-6 text-slate-800">
              {body.errors.map((e) => (
                <li key={e}>
                  <Message text={e} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-8">
            <Link to={pathname} className={buttonClass}>
              {t("content.badAddress.reset")}
            </Link>
          </p>
        </div>
      ) : (
        <ErrorPage status={status} />
      )}
    </StandardLayout>
  );
}

/** The document title of an error answer (the routes' `meta` when there is no loader data). */
export function errorMeta(error: unknown, lang: Language) {
  const t = translator(lang);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? t("content.error.notFoundTitle")
      : status === 400
        ? t("content.badAddress.heading")
        : t("content.error.title", { status });
  return [{ title }, { name: "robots", content: "noindex" }];
}
