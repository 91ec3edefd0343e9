import "./messages";
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import type { ReactNode } from "react";
import { Notice } from "~/components/forms/Notice";
import { ErrorPage, NotFound } from "~/chrome/ErrorScreens";
import { focusOnAppear } from "~/chrome/focus";
import { StandardLayout } from "~/chrome/Layouts";
import { useChrome } from "~/chrome/use-chrome";
import { pathWithoutLanguage, useLocalePath, useT, type MessageKey } from "~/i18n";
import { isDeskRole, isEditorRole, type DeskPart } from "./roles";

export const deskLinkClass =
  "font-semibold text-blue-800 underline hover:text-blue-950 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

/** The desk's sections and who sees each in the nav (the API and each page's guard refuse the others). */
const SECTIONS: Array<{ path: string; label: MessageKey; shown: (role: string | null) => boolean }> = [
  { path: "/editorial", label: "editorial.nav.queue", shown: isEditorRole },
  { path: "/editorial/comments", label: "editorial.nav.comments", shown: isDeskRole },
  { path: "/editorial/reviews", label: "editorial.nav.reviews", shown: isEditorRole },
  { path: "/editorial/audit", label: "editorial.nav.audit", shown: isEditorRole },
  { path: "/editorial/assistant", label: "editorial.nav.assistant", shown: isEditorRole },
  { path: "/editorial/feedback", label: "editorial.nav.feedback", shown: isEditorRole },
  { path: "/editorial/roles", label: "editorial.nav.roles", shown: (role) => role === "admin" },
];

/** The frame of every desk page: the standard layout, the desk's sections, the page's heading. */
export function DeskPage({ title, notice, children }: { title: ReactNode; notice?: string | null; children: ReactNode }) {
  return (
    <StandardLayout newsletter={false}>
      <DeskNav />
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      {/* A decision's button is gone once it is taken: focus goes to what it did (keyed, so each new notice takes it). */}
      {notice ? (
        <div key={notice} ref={focusOnAppear} tabIndex={-1} className="focus:outline-none">
          <Notice tone="success">{notice}</Notice>
        </div>
      ) : null}
      {children}
    </StandardLayout>
  );
}

function DeskNav() {
  const t = useT();
  const lp = useLocalePath();
  const role = useChrome().user?.deskRole ?? null;
  const current = pathWithoutLanguage(useLocation().pathname).replace(/\/+$/, "");
  const section = current.startsWith("/editorial/items")
    ? "/editorial"
    : current.startsWith("/editorial/reviews")
      ? "/editorial/reviews"
      : current;
  return (
    <nav aria-label={t("editorial.nav.label")} className="mb-6 border-b border-slate-300 pb-3">
      <p className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t("editorial.title")}</p>
      <ul className="flex flex-wrap gap-6">
        {SECTIONS.filter((s) => s.shown(role)).map((s) => (
          <li key={s.path}>
            <Link
              to={lp(s.path)}
              aria-current={section === s.path ? "page" : undefined}
              className={`${deskLinkClass} aria-[current=page]:no-underline aria-[current=page]:text-slate-900`}
            >
              {t(s.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The desk's 403 page by the part refused (the guards' answer, access.server.ts); `back`: where a moderator may go instead. */
const FORBIDDEN: Record<DeskPart, { heading: MessageKey; text: MessageKey; back?: string }> = {
  desk: { heading: "editorial.forbidden.heading", text: "editorial.forbidden.text" },
  editors: {
    heading: "editorial.roles.forbidden.editorsHeading",
    text: "editorial.roles.forbidden.editorsText",
    back: "/editorial/comments",
  },
  admins: { heading: "editorial.roles.forbidden.adminsHeading", text: "editorial.roles.forbidden.adminsText" },
};

/** Every desk route's ErrorBoundary: a 403 says who the desk is for; other errors are the site's pages. */
export function DeskErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const lp = useLocalePath();
  const role = useChrome().user?.deskRole ?? null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 403)
    return <StandardLayout newsletter={false}>{status === 404 ? <NotFound /> : <ErrorPage status={status} />}</StandardLayout>;
  // Someone with a desk role reached a part that is not theirs: say whose it is.
  const part: unknown = isRouteErrorResponse(error) ? error.data : null;
  const forbidden = isDeskRole(role) && (part === "editors" || part === "admins") ? FORBIDDEN[part] : FORBIDDEN.desk;
  return (
    <StandardLayout newsletter={false}>
      <div className="mx-auto max-w-2xl py-12">
        <p className="text-6xl font-extrabold text-blue-900" aria-hidden="true">
          403
        </p>
        <h1 className="mt-4 text-3xl font-bold">{t(forbidden.heading)}</h1>
        <p className="mt-3 text-lg text-slate-700">{t(forbidden.text)}</p>
        <p className="mt-6">
          <Link to={lp(forbidden.back ?? "/")} className={deskLinkClass}>
            {t(forbidden.back ? "editorial.roles.forbidden.backToComments" : "error.backHome")}
          </Link>
        </p>
      </div>
    </StandardLayout>
  );
}

/** Previous and next page links (plain links: paging works without JavaScript). */
export function DeskPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("editorial.pager.label")} className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={deskLinkClass}>
          {t("editorial.pager.previous")}
        </Link>
      ) : null}
      <span>{t("editorial.pager.position", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={deskLinkClass}>
          {t("editorial.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
