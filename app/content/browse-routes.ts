/**
 * The browse pages' addresses, worked out from the content-type registry (contract/content-types.ts)
 * for app/routes.ts at build time: this module imports nothing of the portal's own (no
 * dictionaries), so the route config loads it alone. app/content/registry.ts re-exports it.
 */
import { CONTENT_TYPES, MINISTRIES } from "../../contract/content-types";

export type BrowseRouteKind = "landing" | "listing" | "detail" | "hub" | "author";

/** PRODUCT_NAME on the server and at build time; the browser has no `process`. */
export function envProductName(): string | undefined {
  return typeof process !== "undefined" && process.env ? process.env.PRODUCT_NAME : undefined;
}

/**
 * The product portal landing ("/{product}portal", docs/product/browse.md); the product name is fixed at build time.
 * The address is made of the name's Latin letters and digits: a name in another script (the Hindi
 * settings' "इंडियाएआई") has none, and the address stays the default one, the same in every language.
 */
export function portalPath(productName?: string): string {
  const slug = (name: string | undefined) => (name ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
  return `/${slug(productName) || slug(envProductName()) || "indiaai"}portal`;
}

/**
 * Every URL the browse pages answer, as { id, path, kind } for app/routes.ts: each kind is served
 * by its module in app/site/routes/.
 */
export function browseRoutes(): { id: string; path: string; kind: BrowseRouteKind }[] {
  const out: { id: string; path: string; kind: BrowseRouteKind }[] = [];
  const seen = new Set<string>();
  const add = (path: string, kind: BrowseRouteKind) => {
    if (seen.has(path)) return;
    seen.add(path);
    const id = `browse-${kind}${path.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}`;
    out.push({ id, path, kind });
  };
  for (const t of CONTENT_TYPES) {
    for (const p of t.landing) add(p, "landing");
    for (const l of t.listings) add(l.path, "listing");
    for (const p of t.bareListing ?? []) add(p, "listing");
  }
  add(MINISTRIES.landing, "landing");
  add(MINISTRIES.listing, "listing");
  add(portalPath(), "landing");
  for (const t of CONTENT_TYPES) {
    for (const p of [t.detail, ...(t.detailAliases ?? [])]) add(`${p}/:slug`, "detail");
    for (const p of Object.values(t.categoryDetail ?? {})) add(`${p}/:slug`, "detail");
  }
  add("/hub", "hub");
  add("/hub/:slug", "hub");
  add("/author", "author");
  add("/author/:slug", "author");
  return out;
}
