/**
 * Parsing of a listing page's query string (page, sort, the type's facets) with zod. Server
 * only, so zod stays out of the browser bundle. Bad input becomes a list of clear messages, as
 * dictionary keys that the error page shows in the page's language.
 */
import { z } from "zod";
import type { Facet } from "../../contract/content-type-defs";
import { SORTS, type ListingParams } from "./listing-query";

const FilterValue = z
  .string()
  .trim()
  .max(100, "content.params.filterLength")
  .regex(/^[\p{L}\p{M}\p{N} &'().,-]*$/u, "content.params.filterChars");

const PageParam = z
  .string()
  .regex(/^\d{1,12}$/, "content.params.page")
  .transform(Number)
  .refine((n) => n >= 1, "content.params.page");

const Schema = z.object({
  page: PageParam.optional(),
  sort: z.enum(SORTS, { errorMap: () => ({ message: "content.params.sort" }) }).optional(),
  tag: FilterValue.optional(),
  state: FilterValue.optional(),
  country: FilterValue.optional(),
  year: z
    .string()
    .regex(/^(19|20|21)\d{2}$/, "content.params.year")
    .transform(Number)
    .optional(),
});

export type ParseResult = { ok: true; params: ListingParams } | { ok: false; errors: string[] };

/**
 * Read page, sort and the facets this page offers. Parameters the page does not offer are
 * ignored (they cannot change the result); empty values mean "no filter".
 */
export function parseListingParams(search: URLSearchParams, facets: readonly Facet[]): ParseResult {
  const raw: Record<string, string> = {};
  for (const key of ["page", "sort", ...facets]) {
    const all = search.getAll(key);
    const value = all[all.length - 1];
    if (value !== undefined && value !== "") raw[key] = value;
  }
  const parsed = Schema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => i.message) };
  const filters: Partial<Record<Facet, string>> = {};
  for (const f of facets) {
    const v = parsed.data[f];
    if (v !== undefined && v !== "") filters[f] = String(v);
  }
  return { ok: true, params: { page: parsed.data.page ?? 1, sort: parsed.data.sort ?? "latest", filters } };
}
