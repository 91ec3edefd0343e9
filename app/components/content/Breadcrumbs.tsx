import { Link } from "@remix-run/react";

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs mb-4 text-sm" aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {c.to && i < crumbs.length - 1 ? (
              <Link to={c.to} className="text-blue-900 underline hover:text-blue-700">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
