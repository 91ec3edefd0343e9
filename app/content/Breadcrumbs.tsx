import { Link } from "react-router";
import { useLocalePath, useT, type Language } from "~/i18n";

export interface Crumb {
  label: string;
  to?: string;
  /** The language of the label when it is content (an item's title), not interface text. */
  lang?: Language;
}

/** Crumbs link to addresses without a language; they open in the page's language. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav className="breadcrumbs mb-4 text-sm" aria-label={t("content.crumbs.label")}>
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {c.to && i < crumbs.length - 1 ? (
              <Link to={lp(c.to)} className="text-blue-900 underline hover:text-blue-700">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1" lang={c.lang}>
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
