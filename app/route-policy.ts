/**
 * What a route tells the server about itself (docs/decisions/0117-react-router-7.md: route policies are declared by the
 * routes, not by path patterns in server/). A route module or a layout exports
 * `handle = { policy: { … } } satisfies PolicyHandle`; the server matches the request to the
 * route tree exactly as the router does (server/route-policies.ts) and applies the policy of the
 * deepest route that states each field. Types and constants only: safe to import anywhere.
 */
export interface RoutePolicy {
  /**
   * The limit a visitor's form posts to this route count against: "auth" for sign-in, sign-up
   * and account recovery (RATE_LIMIT_AUTH a minute, counted even while Redis is away), "write"
   * for every other form (RATE_LIMIT_WRITE).
   */
  rateTier: "write" | "auth";
  /** Whether a form here may carry files, and how large its whole body may be. */
  upload: { files: boolean; maxBytes: number };
  /**
   * How many fields a form post here may have (a few times the route's largest form: counted
   * before the body is parsed), and how many bytes its fields other than files may hold.
   */
  form: { maxFields: number; maxTextBytes: number };
  /**
   * Whether an anonymous reader's page may be kept in the shared page cache: always, never, or
   * "repeated": once its address is asked again within the cache's fresh time (pages whose
   * addresses have no end, such as searches: a one-off neither costs the storing nor pushes out
   * the pages readers share; docs/decisions/0130-shared-search-pages.md).
   */
  pageCache: boolean | "repeated";
}

export interface PolicyHandle {
  policy: Partial<RoutePolicy>;
}

/** The portal's forms are small (comments, profiles, contributions). */
export const MAX_FORM_BYTES = 1024 * 1024;

/** What a route that states nothing gets. */
export const DEFAULT_POLICY: RoutePolicy = {
  rateTier: "write",
  upload: { files: false, maxBytes: MAX_FORM_BYTES },
  // The largest forms (a section of the self-assessment, an authoring form with its sectors)
  // have about 40 fields.
  form: { maxFields: 120, maxTextBytes: MAX_FORM_BYTES },
  pageCache: true,
};

/** The handle of sign-in, sign-up and account-recovery routes. */
export const AUTH_ROUTE: PolicyHandle = { policy: { rateTier: "auth", form: { maxFields: 24, maxTextBytes: 64 * 1024 } } };

/** The handle of pages that are one person's own: never kept in the shared page cache, whatever they answer. */
export const PERSONAL_PAGE: PolicyHandle = { policy: { pageCache: false } };

/** The handle of pages with endless addresses (searches): kept for anonymous readers once an address is asked again. */
export const CACHED_WHEN_REPEATED: PolicyHandle = { policy: { pageCache: "repeated" } };

export function isPolicyHandle(handle: unknown): handle is PolicyHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as { policy?: unknown }).policy === "object";
}
