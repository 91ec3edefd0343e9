import { isValidSlug, resolveDetailPath } from "./registry";
import { SESSION_COOKIE_NAME } from "~/upstream/session.server";

/**
 * Pages public/sw.js may keep for reading offline: the detail pages of articles, news, case
 * studies and research reports. The detail loader tells the browser (`offlineReadable`), which
 * asks the worker to keep the page; the worker keeps only what this module marks.
 */
export const OFFLINE_READABLE_TYPES: ReadonlySet<number> = new Set([2, 3, 4, 9]);

/**
 * The one signal the worker keeps a page on: `Cache-Control: public` (still `no-cache`, so every
 * cache revalidates). Only a successful GET of a readable detail page for a visitor who sent no
 * session cookie and is being sent no cookie: such a page holds no one's data.
 */
export const OFFLINE_READABLE_CACHE_CONTROL = "public, no-cache";

export function markOfflineReadable(request: Request, status: number, headers: Headers) {
  if (request.method !== "GET" || status !== 200 || headers.has("Set-Cookie") || headers.has("Cache-Control")) return;
  const cookies = request.headers.get("Cookie") ?? "";
  if (cookies.split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE_NAME}=`))) return;
  const target = resolveDetailPath(new URL(request.url).pathname);
  if (!target || !isValidSlug(target.slug) || !OFFLINE_READABLE_TYPES.has(target.type.id)) return;
  headers.set("Cache-Control", OFFLINE_READABLE_CACHE_CONTROL);
}
