import { useMatches } from "@remix-run/react";

/**
 * "Last updated" on every page (GIGW 3.0): a route whose page shows content returns
 * `lastUpdated` (an ISO date) from its loader; application pages fall back to the build's date.
 * The footer shows it (useLastUpdated).
 */
declare const __BUILD_DATE__: string | undefined;

/** When this build was made (vite.config.ts `define`); "now" where no build ran (unit tests). */
export const BUILD_DATE: string = typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : new Date().toISOString();

/** The newest of some dates (ISO strings compare in time order), or null when there is none. */
export function newestDate(dates: ReadonlyArray<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const d of dates) if (d && (!newest || d > newest)) newest = d;
  return newest;
}

/** The deepest route's `lastUpdated`, else the build's date. */
export function useLastUpdated(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { lastUpdated?: unknown } | null | undefined;
    if (data && typeof data === "object" && typeof data.lastUpdated === "string") return data.lastUpdated;
  }
  return BUILD_DATE;
}
