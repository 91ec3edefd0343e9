import { Link } from "@remix-run/react";
import { useT } from "~/i18n";

const buttonClass = "inline-block rounded bg-blue-900 px-5 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";

/** SPEC §2 not-found page (status 404). */
export function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("notFound.heading")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("notFound.text")}</p>
      <p className="mt-8">
        <Link to="/" className={buttonClass}>{t("notFound.backHome")}</Link>
      </p>
    </div>
  );
}

/** SPEC §2 error page, with the status code (default 500). */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("error.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("error.status", { status })}</p>
      <p className="mt-8">
        <Link to="/" className={buttonClass}>{t("error.backHome")}</Link>
      </p>
    </div>
  );
}
