import { Link, useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n";

const buttonClass =
  "inline-block rounded bg-blue-900 px-5 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";

/** docs/product/chrome.md#not-found-and-error-pages not-found page (status 404). */
export function NotFound() {
  const t = useT();
  const lp = useLocalePath();
  // docs/product/chrome.md#not-found-and-error-pages's sentence, with its "Help Center" a link to the help page (GIGW).
  const [before, after] = t("notFound.text", { help: "\u0000" }).split("\u0000");
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      {/* docs/product/chrome.md#not-found-and-error-pages's words stay, under a heading that says what happened (docs/decisions/0093-visitor-chrome.md). */}
      <h2 className="mt-2 text-xl font-semibold text-slate-800">{t("notFound.heading")}</h2>
      <p className="mt-3 text-lg text-slate-700">
        {before}
        <Link to={lp("/help")} className="font-semibold text-blue-900 underline">
          {t("notFound.helpCenter")}
        </Link>
        {after}
      </p>
      <p className="mt-8">
        <Link to={lp("/")} className={buttonClass}>
          {t("notFound.backHome")}
        </Link>
      </p>
    </div>
  );
}

/** The upstream is down or too slow (503): the page cannot be made now, but will be soon. */
export function UnavailablePage() {
  const t = useT();
  const lp = useLocalePath();
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">
        503
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("unavailable.heading")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("unavailable.text")}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <a href={pathname + search} className={buttonClass}>
          {t("unavailable.retry")}
        </a>
        <Link to={lp("/")} className={buttonClass}>
          {t("error.backHome")}
        </Link>
      </p>
    </div>
  );
}

/** docs/product/chrome.md#not-found-and-error-pages error page, with the status code (default 500); 503 is the "temporarily unavailable" page. */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  const lp = useLocalePath();
  if (status === 503) return <UnavailablePage />;
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(status >= 500 ? "error.heading.server" : "error.heading.request")}</h1>
      <p className="mt-3 text-slate-700">{t("error.status", { status })}</p>
      <p className="mt-8">
        <Link to={lp("/")} className={buttonClass}>
          {t("error.backHome")}
        </Link>
      </p>
    </div>
  );
}
