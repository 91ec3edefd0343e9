import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { StandardLayout } from "~/components/chrome/Layouts";
import { useChrome } from "~/components/chrome/use-chrome";
import { useLocalePath, useT } from "~/i18n";
import { tagSearchHref } from "~/search/href";
import { PlainSearchBox } from "./PlainSearchBox";
import { SearchResultCard } from "./SearchResultCard";
import { scriptLanguage } from "~/components/forms";
import type { SearchDefaults } from "~/search/suggest-types";

/** The search page's states other than results: the start page, a search it cannot read, a failed search. */

export function PageShell({ children }: { children: ReactNode }) {
  return <StandardLayout>{children}</StandardLayout>;
}

const chipClass = "inline-block rounded-full border border-slate-500 px-3 py-1 text-blue-800 hover:bg-slate-100";

export function StartView({ defaults }: { defaults: SearchDefaults }) {
  const { sectors } = useChrome();
  const t = useT();
  const lp = useLocalePath();
  const { trending, recent, recommendations } = defaults;
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{t("search.title")}</h1>
      <p className="mt-2 max-w-prose text-slate-800">{t("search.intro")}</p>
      <div className="mt-4">
        <PlainSearchBox />
      </div>
      {/* What the header dropdown offers before typing, as plain links (no JavaScript needed). */}
      {recent.length ? (
        <nav aria-labelledby="search-recent" className="mt-6">
          <h2 id="search-recent" className="font-semibold">{t("search.dropdown.recent")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {recent.map((r) => (
              <li key={r.key}>
                <Link to={lp(r.href)} lang={scriptLanguage(r.key)} className={chipClass}>{r.key}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {trending.length ? (
        <nav aria-labelledby="search-trending" className="mt-6">
          <h2 id="search-trending" className="font-semibold">{t("search.dropdown.trending")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {trending.map((tag) => (
              <li key={tag.id}>
                <Link to={lp(tag.href)} lang={tag.lang} className={chipClass}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {recommendations.length ? (
        <section aria-labelledby="search-recommends" className="mt-6">
          <h2 id="search-recommends" className="font-semibold">{t("search.dropdown.recommends")}</h2>
          <ul className="mt-2 grid gap-3 lg:grid-cols-2">
            {recommendations.map((item) => (
              <li key={item.id}>
                <SearchResultCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sectors.length ? (
        <nav aria-labelledby="search-sectors" className="mt-6">
          <h2 id="search-sectors" className="font-semibold">{t("search.browseSector")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sectors.map((s) => (
              <li key={s.id}>
                <Link to={lp(tagSearchHref(s.name))} lang={s.lang} className="inline-block rounded-full border border-slate-500 px-3 py-1 text-blue-800 hover:bg-slate-100">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
          <a href={lp(retryHref)} className="font-semibold text-blue-800 underline">{t("search.failed.retry")}</a>
        </p>
      </div>
    </PageShell>
  );
}
