import { Link } from "react-router";
import { listingSearch, pageWindow, type ListingParams } from "~/content/listing-query";
import { useLocalePath, useT } from "~/i18n";

const itemClass = "inline-flex min-w-10 items-center justify-center rounded border px-3 py-2 font-semibold";

/** Page links: plain <a> elements, so paging works without JavaScript; the page is in the URL. */
export function Pagination({ params, totalPages, basePath }: { params: ListingParams; totalPages: number; basePath: string }) {
  const t = useT();
  const lp = useLocalePath();
  if (totalPages <= 1) return null;
  const current = Math.min(params.page, totalPages);
  const href = (page: number) => lp(`${basePath}${listingSearch(params, { page })}`);
  return (
    <nav className="pagination mt-8" aria-label={t("content.pagination.label")}>
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={`${itemClass} border-slate-300 text-blue-900 hover:bg-blue-50`}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t("content.pagination.previous")}
              <span className="sr-only"> {t("content.pagination.pageSuffix")}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="px-1 text-slate-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <a href={href(page)} aria-current="page" className={`${itemClass} border-blue-900 bg-blue-900 text-white`}>
                  <span className="sr-only">{t("content.pagination.page")} </span>
                  {page}
                </a>
              ) : (
                <Link to={href(page)} className={`${itemClass} border-slate-300 text-blue-900 hover:bg-blue-50`}>
                  <span className="sr-only">{t("content.pagination.page")} </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={`${itemClass} border-slate-300 text-blue-900 hover:bg-blue-50`}>
              {t("content.pagination.next")}
              <span className="sr-only"> {t("content.pagination.pageSuffix")}</span>
              <span aria-hidden="true">&nbsp;›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
