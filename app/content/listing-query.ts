/**
 * Paged listing helpers shared by the server and the browser (no zod, no contract runtime):
 * page size, sorts, links that keep the filters, the page-number window.
 */
import type { MessageKey } from "~/i18n";
import type { Facet } from "../../contract/content-type-defs";

/** The upstream's sorts (contract LISTING_SORTS; a unit test keeps the two equal). */
export const SORTS = ["latest", "oldest", "title", "updated"] as const;
export type Sort = (typeof SORTS)[number];
/** The upstream's largest page number (contract MAX_PAGE). */
export const UPSTREAM_MAX_PAGE = 10_000;

export interface ListingParams {
  /** Requested page; may exceed the last page (the loader redirects). */
  page: number;
  sort: Sort;
  filters: Partial<Record<Facet, string>>;
}

/** Cards per listing page. */
export const LISTING_PAGE_SIZE = 12;

export const SORT_LABELS: Record<Sort, MessageKey> = {
  latest: "content.sort.latest",
  oldest: "content.sort.oldest",
  title: "content.sort.title",
  updated: "content.sort.updated",
};

/** The page to ask the upstream for: it accepts at most MAX_PAGE. */
export function upstreamPage(page: number) {
  return Math.min(page, UPSTREAM_MAX_PAGE);
}

/** Query string for a listing link: keeps filters and sort, drops defaults (page 1, latest). */
export function listingSearch(params: ListingParams, overrides: Partial<{ page: number; sort: Sort }> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params.filters)) if (v) q.set(k, v);
  const sort = overrides.sort ?? params.sort;
  if (sort !== "latest") q.set("sort", sort);
  const page = overrides.page ?? params.page;
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * Page numbers to show: first, last, and a window around the current page; null marks a gap.
 * pageWindow(5, 10) → [1, null, 4, 5, 6, null, 10]
 */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] - sorted[i - 1] > 1) out.push(sorted[i] - sorted[i - 1] === 2 ? sorted[i] - 1 : null);
    out.push(sorted[i]);
  }
  return out;
}
