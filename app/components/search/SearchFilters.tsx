import type { SearchQuery } from "../../../contract/search";
import { FORM_FIELDS, PUBLISHED_LABELS, READ_TIME_OPTIONS, SORT_LABELS, SORT_ORDER } from "~/search/fields";
import type { TypeOption } from "~/search/page.server";
import type { TagLink } from "~/search/view";

const FIRST_YEAR = 2015;
const fieldClass = "mt-1 w-full rounded border border-slate-600 bg-white px-2 py-1.5 text-slate-900";
const legendClass = "font-semibold";

/**
 * Every field of the search query as one GET form (SPEC §3): submitting it goes to /search with
 * plain fields, which the page turns into the canonical queryData URL. Works without JavaScript.
 */
export function SearchFilters({ query, tags, types }: { query: SearchQuery; tags: TagLink[]; types: TypeOption[] }) {
  const thisYear = new Date().getFullYear();
  const years: string[] = [];
  for (let y = thisYear; y >= FIRST_YEAR; y--) years.push(String(y));
  const published = query.published_date;
  if (published && /^\d{4}$/.test(published) && !years.includes(published)) years.push(published);
  const tagNames = [...new Set([...query.tags, ...tags.map((t) => t.name)])];
  const readTimes: number[] = [...READ_TIME_OPTIONS];
  if (query.read_time !== null && !readTimes.includes(query.read_time)) readTimes.push(query.read_time);
  readTimes.sort((a, b) => a - b);

  return (
    <form method="get" action="/search" aria-labelledby="search-filters-heading" className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h2 id="search-filters-heading" className="text-lg font-bold">Filter results</h2>

      <div>
        <label htmlFor="filter-q" className={legendClass}>Search text</label>
        <input id="filter-q" name={FORM_FIELDS.text} type="search" maxLength={200} defaultValue={query.searchText} className={fieldClass} />
      </div>

      <details open={query.collectionTypes.length > 0} className="group">
        <summary className="cursor-pointer font-semibold">
          Content types{query.collectionTypes.length ? ` (${query.collectionTypes.length} selected)` : ""}
        </summary>
        <fieldset className="mt-2">
          <legend className="sr-only">Content types</legend>
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {types.map((type) => (
              <li key={type.id}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name={FORM_FIELDS.type} value={type.id} defaultChecked={query.collectionTypes.includes(type.id)} />
                  {type.plural}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </details>

      {query.tagName || tagNames.length ? (
        <fieldset>
          <legend className={legendClass}>Tags</legend>
          <ul className="mt-1 space-y-1">
            {query.tagName ? (
              <li>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name={FORM_FIELDS.tagName} value={query.tagName} defaultChecked />
                  {query.tagName}
                </label>
              </li>
            ) : null}
            {tagNames
              .filter((name) => name !== query.tagName)
              .map((name) => (
                <li key={name}>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name={FORM_FIELDS.tag} value={name} defaultChecked={query.tags.includes(name)} />
                    {name}
                  </label>
                </li>
              ))}
          </ul>
        </fieldset>
      ) : null}

      <fieldset>
        <legend className={legendClass}>Author</legend>
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
          {query.author_name.length ? "Add another author" : "Author name"}
        </label>
        <input id="filter-author" name={FORM_FIELDS.author} type="text" maxLength={200} autoComplete="off" className={fieldClass} />
      </fieldset>

      <div>
        <label htmlFor="filter-published" className={legendClass}>Published</label>
        <select id="filter-published" name={FORM_FIELDS.published} defaultValue={published ?? ""} className={fieldClass}>
          <option value="">Any time</option>
          {Object.entries(PUBLISHED_LABELS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
          {years.map((y) => (
            <option key={y} value={y}>In {y}</option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor="filter-read-time" className={legendClass}>Read time</label>
        <select id="filter-read-time" name={FORM_FIELDS.readTime} defaultValue={query.read_time === null ? "" : String(query.read_time)} className={fieldClass}>
          <option value="">Any length</option>
          {readTimes.map((m) => (
            <option key={m} value={m}>Up to {m} min</option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor="filter-brand" className={legendClass}>Brand content</label>
        <select id="filter-brand" name={FORM_FIELDS.brand} defaultValue={query.is_brand === null ? "" : String(query.is_brand)} className={fieldClass}>
          <option value="">Brand and other content</option>
          <option value="true">Brand content only</option>
          <option value="false">Exclude brand content</option>
        </select>
      </div>

      <div>
        <label htmlFor="filter-sort" className={legendClass}>Sort by</label>
        <select id="filter-sort" name={FORM_FIELDS.sort} defaultValue={String(query.sort_by)} className={fieldClass}>
          {SORT_ORDER.map((value) => (
            <option key={value} value={value}>{SORT_LABELS[value]}</option>
          ))}
        </select>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded border border-blue-900 bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          Apply filters
        </button>
      </div>
    </form>
  );
}
