import { Link } from "react-router";
import type { ReactNode } from "react";
import { StandardLayout } from "~/chrome/Layouts";
import { useChrome } from "~/chrome/use-chrome";
import { useLocalePath, useT } from "~/i18n";
import { tagSearchHref } from "~/chrome/search-href";
import { PlainSearchBox } from "./PlainSearchBox";
import { SearchResultCard } from "./SearchResultCard";
import { scriptLanguage } from "~/components/forms";
import type { SearchDefaults } from "~/search/suggest-types";

/** The search page's states other than results: the start page, a search it cannot read, a failed search. */

export function PageShell({ children }: { children: ReactNode }) {
  return <StandardLayout>{children}</StandardLayout>;
}

interface Chip {
  key: string;
  href: string;
  label: string;
  lang?: string;
}

/** A titled row of links shown as chips; nothing at all when there are none. */
function ChipNav({ id, title, chips }: { id: string; title: string; chips: Chip[] }) {
  const lp = useLocalePath();
  if (!chips.length) return null;
  return (
    <nav aria-labelledby={id} className="mt-6">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={lp(chip.href)}
              lang={chip.lang}
              className="inline-block rounded-full border border-slate-500 px-3 py-1 text-blue-800 hover:bg-slate-100"
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StartView({ defaults }: { defaults: SearchDefaults }) {
  const { sectors } = useChrome();
  const t = useT();
  const { trending, recent, recommendations } = defaults;
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{t("search.title")}</h1>
      <p className="mt-2 max-w-prose text-slate-800">{t("search.intro")}</p>
      <div className="mt-4">
        <PlainSearchBox />
      </div>
      {/* What the header dropdown offers before typing, as plain links (no JavaScript needed). */}
      <ChipNav
        id="search-recent"
        title={t("search.dropdown.recent")}
        chips={recent.map((r) => ({ key: r.key, href: r.href, label: r.key, lang: scriptLanguage(r.key) }))}
      />
      <ChipNav
        id="search-trending"
        title={t("search.dropdown.trending")}
        chips={trending.map((tag) => ({ key: String(tag.id), href: tag.href, label: tag.name, lang: tag.lang }))}
      />
      {recommendations.length ? (
        <section aria-labelledby="search-recommends" className="mt-6">
          <h2 id="search-recommends" className="font-semibold">
            {t("search.dropdown.recommends")}
          </h2>
          <ul className="mt-2 grid gap-3 lg:grid-cols-2">
            {recommendations.map((item) => (
              <li key={item.id}>
                <SearchResultCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ChipNav
        id="search-sectors"
        title={t("search.browseSector")}
        chips={sectors.map((s) => ({ key: String(s.id), href: tagSearchHref(s.name), label: s.name, lang: s.lang }))}
      />
    </PageShell>
  );
}

export function BadSearchView({ problems, searchText }: { problems: string[]; searchText: string }) {
  const t = useT();
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{t("search.bad.heading")}</h1>
      <div role="alert" className="mt-4 max-w-prose rounded border-l-4 border-red-700 bg-red-50 p-4">
        <p className="font-semibold">{t("search.bad.intro")}</p>
        {/* The problems name the query's JSON fields (searchText, collectionTypes…): technical detail, in English. */}
        <ul className="mt-2 list-disc pl-5" lang="en">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <p className="mt-4 max-w-prose">{t("search.bad.hint")}</p>
      <div className="mt-2">
        <PlainSearchBox defaultValue={searchText} label={t("search.box.searchFor")} />
      </div>
    </PageShell>
  );
}

export function FailedView({ retryHref, searchText }: { retryHref: string; searchText: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{t("search.failed.heading")}</h1>
      <div role="alert" className="mt-4 max-w-prose rounded border-l-4 border-amber-600 bg-amber-50 p-4">
        <p>{searchText ? t("search.failed.textFor", { text: searchText }) : t("search.failed.text")}</p>
        <p className="mt-2">
          <a href={lp(retryHref)} className="font-semibold text-blue-800 underline">
            {t("search.failed.retry")}
          </a>
        </p>
      </div>
    </PageShell>
  );
}
