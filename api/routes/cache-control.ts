/**
 * The Cache-Control of the API's public reads, each named once. A gateway, a CDN or the portal's
 * own caches may keep these answers; what is personal says `private` or `no-store` where it is
 * answered (api/http.ts, api/routes/accounts.ts).
 */

/** What editors change now and then: settings, pillars and hubs, pages, tag groups, search answers. */
export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** Listings, items and authors, which change with every publication: kept half as long. */
export const LISTING_CACHE = "public, max-age=30, stale-while-revalidate=300";
