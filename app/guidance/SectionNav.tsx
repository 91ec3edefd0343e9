import { Link } from "react-router";
import { useLocalePath, useT } from "~/i18n";
import { ASSESSMENT_PATH, GUIDANCE_PAGES, type GuidanceKey } from "~/guidance/pages";
import "~/guidance/messages";

/** Every page of the Responsible-AI section, the self-assessment included, on each of them. */
export function SectionNav({ current }: { current: GuidanceKey }) {
  const t = useT();
  const lp = useLocalePath();
  const links = [
    ...GUIDANCE_PAGES.map((p) => ({ to: p.path, label: t(p.label), current: p.key === current })),
    { to: ASSESSMENT_PATH, label: t("guidance.nav.assessment"), current: false },
  ];
  return (
    <nav aria-labelledby="guidance-section-nav" className="rounded border border-slate-300 bg-slate-50 p-4">
      <h2 id="guidance-section-nav" className="text-base font-bold text-slate-900">
        {t("guidance.nav.label")}
      </h2>
      <ul className="mt-2 space-y-1.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={lp(l.to)}
              aria-current={l.current ? "page" : undefined}
              className={l.current ? "font-bold text-slate-900 no-underline" : "text-blue-900 underline hover:text-blue-700"}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
