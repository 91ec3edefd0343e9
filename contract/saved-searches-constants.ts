/**
 * Saved-search constants without zod, so the search page's "Save this search" form can use them
 * without pulling the contract's schemas into the browser (the JavaScript budget). The schemas
 * are in ./saved-searches.ts.
 */

/** How often a saved search sends its new items by e-mail (decision 0104). */
export const ALERT_FREQUENCIES = ["none", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_NAME_MAX = 120;

/** The name a saved search gets when the user gives none: its words, else its tag or tags. */
export function defaultName(query: { searchText: string; tagName: string | null; tags: string[] }): string | null {
  const name = query.searchText.trim() || query.tagName?.trim() || query.tags.join(", ").trim();
  return name ? name.slice(0, SAVED_SEARCH_NAME_MAX) : null;
}
