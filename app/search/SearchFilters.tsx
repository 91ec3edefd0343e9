import { useEffect, useRef } from "react";
import type { SearchQuery } from "../../contract/search";
import { FORM_FIELDS, PUBLISHED_LABELS, READ_TIME_OPTIONS, SORT_LABELS, SORT_ORDER } from "~/search/fields";
import type { TypeOption } from "~/search/page.server";
import type { TagLink } from "~/search/view";
import { LOCALES, useLanguage, useLocalePath, useT } from "~/i18n";
import { scriptLanguage } from "~/components/forms";

const FIRST_YEAR = 2015;
/** Tailwind's lg breakpoint, where the search page shows the filters as a sidebar. */
const WIDE_SCREEN = "(min-width: 1024px)";
const fieldClass = "mt-1 w-full rounded border border-slate-600 bg-white px-2 py-1.5 text-slate-900";
const legendClass = "font-semibold";

/**
 * Every field of the search query as one GET form (docs/product/search.md#the-address-of-a-search): submitting it goes to /search with
 * plain fields, which the page turns into the canonical queryData URL. Works without JavaScript.
 */
export function SearchFilters({ query, tags, types }: { query: SearchQuery; tags: TagLink[]; types: TypeOption[] }) {
  const t = useT();
  const lp = useLocalePath();
  const locale = LOCALES[useLanguage()];
  const thisYear = new Date().getFullYear();
  const years: string[] = [];
  for (let y = thisYear; y >= FIRST_YEAR; y--) years.push(String(y));
  const published = query.published_date;
  if (published && /^\d{4}$/.test(published) && !years.includes(published)) years.push(published);
  const tagNames = [...new Set([...query.tags, ...tags.map((tag) => tag.name)])];
  const readTimes: number[] = [...READ_TIME_OPTIONS];
  if (query.read_time !== null && !readTimes.includes(query.read_time)) readTimes.push(query.read_time);
  readTimes.sort((a, b) => a - b);
  // Collapsed behind "Filter results" so results come first on phones; where the sidebar has room
  // (and JavaScript runs) it opens by itself.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia(WIDE_SCREEN).matches) details.current.open = true;
  }, []);

  return (
    <details ref={details} className="search-filters rounded-md border border-slate-200 bg-slate-50">
      <summary id="search-filters-heading" className="cursor-pointer p-4 text-lg font-bold">
        {t("search.filters.heading")}
      </summary>
      <form method="get" action={lp("/search")} aria-labelledby="search-filters-heading" className="space-y-4 px-4 pb-4">
        <div>
          <label htmlFor="filter-q" className={legendClass}>
            {t("search.filters.text")}
          </label>
          <input
            id="filter-q"
            name={FORM_FIELDS.text}
            type="search"
            maxLength={200}
            defaultValue={query.searchText}
            className={fieldClass}
          />
        </div>

        <details open={query.collectionTypes.length > 0} className="group">
          <summary className="cursor-pointer font-semibold">
            {query.collectionTypes.length
              ? t("search.filters.typesSelected", { count: query.collectionTypes.length.toLocaleString(locale) })
              : t("search.filters.types")}
          </summary>
          <fieldset className="mt-2">
            <legend className="sr-only">{t("search.filters.types")}</legend>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
              {types.map((type) => (
                <li key={type.id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={FORM_FIELDS.type}
                      value={type.id}
                      defaultChecked={query.collectionTypes.includes(type.id)}
                    />
                    {type.plural}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>

        {query.tagName || tagNames.length ? (
          <fieldset>
            <legend className={legendClass}>{t("search.filters.tags")}</legend>
            <ul className="mt-1 space-y-1">
              {query.tagName ? (
                <li>
                  <label className="flex items-center gap-2" lang={scriptLanguage(query.tagName)}>
                    <input type="checkbox" name={FORM_FIELDS.tagName} value={query.tagName} defaultChecked />
                    {query.tagName}
                  </label>
                </li>
              ) : null}
              {tagNames
                .filter((name) => name !== query.tagName)
                .map((name) => (
                  <li key={name}>
                    <label className="flex items-center gap-2" lang={scriptLanguage(name)}>
                      <input type="checkbox" name={FORM_FIELDS.tag} value={name} defaultChecked={query.tags.includes(name)} />
                      {name}
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ) : null}

        <fieldset>
          <legend className={legendClass}>{t("search.filters.author")}</legend>
          {query.author_name.length ? (
            <ul className="mt-1 space-y-1">
              {query.author_name.map((name) => (
                <li key={name}>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name={FORM_FIELDS.author} value={name} defaultChecked />
                    {name}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <label htmlFor="filter-author" className="mt-1 block text-sm">
            {t(query.author_name.length ? "search.filters.anotherAuthor" : "search.filters.authorName")}
          </label>
          <input id="filter-author" name={FORM_FIELDS.author} type="text" maxLength={200} autoComplete="off" className={fieldClass} />
        </fieldset>

        <div>
          <label htmlFor="filter-published" className={legendClass}>
            {t("search.filters.published")}
          </label>
          <select id="filter-published" name={FORM_FIELDS.published} defaultValue={published ?? ""} className={fieldClass}>
            <option value="">{t("search.filters.anyTime")}</option>
            {Object.entries(PUBLISHED_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
            {years.map((y) => (
              <option key={y} value={y}>
                {t("search.filters.inYear", { year: y })}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor="filter-read-time" className={legendClass}>
            {t("search.filters.readTime")}
          </label>
          <select
            id="filter-read-time"
            name={FORM_FIELDS.readTime}
            defaultValue={query.read_time === null ? "" : String(query.read_time)}
            className={fieldClass}
          >
            <option value="">{t("search.filters.anyLength")}</option>
            {readTimes.map((m) => (
              <option key={m} value={m}>
                {t("search.filters.upTo", { minutes: m })}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor="filter-brand" className={legendClass}>
            {t("search.filters.brand")}
          </label>
          <select
            id="filter-brand"
            name={FORM_FIELDS.brand}
            defaultValue={query.is_brand === null ? "" : String(query.is_brand)}
            className={fieldClass}
          >
            <option value="">{t("search.filters.brandAll")}</option>
            <option value="true">{t("search.filters.brandOnly")}</option>
            <option value="false">{t("search.filters.brandExclude")}</option>
          </select>
        </div>

        <div>
          <label htmlFor="filter-sort" className={legendClass}>
            {t("search.filters.sortBy")}
          </label>
          <select id="filter-sort" name={FORM_FIELDS.sort} defaultValue={String(query.sort_by)} className={fieldClass}>
            {SORT_ORDER.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded border border-blue-900 bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800">
            {t("search.filters.apply")}
          </button>
        </div>
      </form>
    </details>
  );
}
