/** The browse loaders' shared part: site facts, the cached listing call, 4xx answers and SEO. */
import { data } from "react-router";
import type { ListingQuery } from "../../../contract";
import { cached } from "~/upstream/cache.server";
import { UpstreamError, getListing, getSettingsConfig, optional, upstreamErrorResponse, type UpstreamArgs } from "~/upstream/index.server";
import { getEnv } from "../../../config/env";
import { upstreamScope } from "~/upstream/core.server";
import { localePath, type Language } from "~/i18n/languages";

/** Public content is cached briefly in-process (and served stale if the upstream fails). */
export const CONTENT_TTL_MS = 10_000;

export interface SiteInfo {
  origin: string;
  siteName: string;
  productName: string;
}

export async function siteInfo(args: UpstreamArgs): Promise<SiteInfo> {
  const settings = await optional(getSettingsConfig(args));
  let origin: string;
  try {
    origin = getEnv().PUBLIC_ORIGIN ?? new URL(args.request.url).origin;
  } catch {
    origin = new URL(args.request.url).origin;
  }
  return {
    origin: origin.replace(/\/$/, ""),
    siteName: settings?.site_title || "IndiaAI",
    productName: settings?.product_name || "IndiaAI",
  };
}

export type ListingArgs = Partial<Omit<ListingQuery, "featured">> & { featured?: boolean };

/** A cached page of cards; failures propagate (the caller decides whether the block is optional). */
export function cachedListing(args: UpstreamArgs, query: ListingArgs) {
  const key = `listing:${upstreamScope(args)}:${JSON.stringify(query)}`;
  return cached({
    key,
    shortfall: args.context.shortfall,
    ttlMs: CONTENT_TTL_MS,
    getFresh: () => getListing(args, query),
    onRefreshError: (error) => args.context.logger.warn({ key, err: String(error) }, "serving stale listing"),
  });
}

export function notFound(): never {
  throw data({}, { status: 404, statusText: "Not Found" });
}

/** `message` and `errors` may be dictionary keys: the error page shows them in the page's language. */
export function badRequest(message: string, errors: string[] = []): never {
  throw data({ message, errors }, { status: 400, statusText: "Bad Request" });
}

export function rethrowUpstream(error: unknown): never {
  if (error instanceof UpstreamError && error.status === 404) notFound();
  if (error instanceof UpstreamError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    badRequest(error.apiError?.message ?? "content.badAddress.text");
  }
  return upstreamErrorResponse(error);
}

export interface Seo {
  title: string;
  description: string;
  url: string;
  image: string | null;
  imageAlt: string | null;
  siteName: string;
  ogType: "website" | "article" | "profile" | "video.other";
  noindex?: boolean;
}

/** A page's SEO; `canonical` is the address without a language, put in the page's `lang`. */
export function pageSeo(
  site: SiteInfo,
  page: { title: string; description: string; canonical: string },
  lang: Language,
  extra: Partial<Seo> = {},
): Seo {
  return {
    title: page.title,
    description: page.description,
    url: `${site.origin}${localePath(lang, page.canonical)}`,
    image: null,
    imageAlt: null,
    siteName: site.siteName,
    ogType: "website",
    ...extra,
  };
}

export function absolute(site: SiteInfo, url: string | null | undefined) {
  if (!url) return null;
  try {
    return new URL(url, site.origin).toString();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- landing pages
