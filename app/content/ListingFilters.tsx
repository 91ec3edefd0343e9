import { Form, Link } from "react-router";
import type { FacetValue } from "../../contract";
import { SORTS, SORT_LABELS, type ListingParams } from "~/content/listing-query";
import { textLanguage, useLocalePath, useT, type MessageKey } from "~/i18n";
import type { Facet } from "../../contract/content-type-defs";
import { buttonClass, linkClass } from "./styles";

const FACET_LABELS: Record<Facet, MessageKey> = {
  tag: "content.filters.tag",
  state: "content.filters.state",
  country: "content.filters.country",
  year: "content.filters.year",
};
const selectClass = "mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900";

export type FacetOptions = Partial<Record<Facet, FacetValue[]>>;

/**
 * Filters and sort as a GET form: works without JavaScript (Apply submits) and the result URL
 * can be shared. Options come from the upstream's facet counts.
 */
export function ListingFilters({ params, facets, basePath }: { params: ListingParams; facets: FacetOptions; basePath: string }) {
  const offered = (Object.keys(facets) as Facet[]).filter((f) => (facets[f]?.length ?? 0) > 0 || params.filters[f]);
  const active = Object.values(params.filters).some(Boolean) || params.sort !== "latest";
  const t = useT();
  const lp = useLocalePath();
  return (
    <Form
      method="get"
      action={lp(basePath)}
      className="listing-filters flex flex-wrap items-end gap-4 rounded-lg bg-slate-50 p-4"
      aria-label={t("content.filters.label")}
    >
      {offered.map((facet) => {
        const options = facets[facet] ?? [];
        const selected = params.filters[facet] ?? "";
        const known = options.some((o) => o.value === selected);
        return (
          <div className="min-w-40 flex-1" key={facet}>
            <label htmlFor={`filter-${facet}`} className="block text-sm font-semibold text-slate-800">
              {t(FACET_LABELS[facet])}
            </label>
            <select id={`filter-${facet}`} name={facet} defaultValue={selected} className={selectClass}>
              <option value="">{t("content.filters.all")}</option>
              {selected && !known ? <option value={selected}>{selected} (0)</option> : null}
              {options.map((o) => (
                <option key={o.value} value={o.value} lang={textLanguage(o)}>
                  {o.label} ({o.count})
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className="min-w-40 flex-1">
        <label htmlFor="filter-sort" className="block text-sm font-semibold text-slate-800">
          {t("content.filters.sortBy")}
        </label>
        <select id="filter-sort" name="sort" defaultValue={params.sort} className={selectClass}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClass}>
          {t("content.filters.apply")}
        </button>
        {active ? (
          <Link to={lp(basePath)} className={linkClass}>
            {t("content.listing.clearFilters")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
