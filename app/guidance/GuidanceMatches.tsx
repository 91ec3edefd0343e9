import { Link } from "react-router";
import { useT } from "~/i18n";
import type { GuidanceMatch } from "~/guidance/search.server";

/** Guidance pages that match a site search, above the content results. */
export function GuidanceMatches({ matches }: { matches: GuidanceMatch[] | undefined }) {
  const t = useT();
  if (!matches?.length) return null;
  return (
    <section aria-labelledby="guidance-matches" className="mt-4 rounded border border-slate-300 bg-slate-50 p-4">
      <h2 id="guidance-matches" className="font-semibold text-slate-900">
        {t("guidance.search.heading")}
      </h2>
      <ul className="mt-2 space-y-2">
        {matches.map((m) => (
          <li key={m.href} lang={m.lang}>
            <Link to={m.href} className="font-semibold text-blue-900 underline hover:text-blue-700">
              {m.title}
            </Link>
            {m.excerpt ? <p className="text-sm text-slate-700">{m.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
