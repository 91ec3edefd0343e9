/** The text of a guidance page from the upstream (GET /api/web/pages/{slug}), ready to show. */
import { CONTENT_TTL_MS } from "~/content/loaders/site.server";
import { sanitizeBody } from "~/content/sanitize.server";
import { requestLanguage, textLanguage, type Language } from "~/i18n";
import { cached } from "~/upstream/cache.server";
import { getPage } from "~/upstream/content.server";
import { upstreamScope, type UpstreamArgs } from "~/upstream/core.server";
import type { GuidancePage } from "./pages";
import { anchorSections, localiseLinks, type TocEntry } from "./sections";

export interface GuidanceText {
  title: string;
  excerpt: string | null;
  updated_at: string;
  /** The language the text came in: English while a translation is missing. */
  lang: Language;
  html: string;
  toc: TocEntry[];
}

/** Cached briefly in-process like other public content; failures are the caller's. */
export function guidanceText(args: UpstreamArgs, page: GuidancePage): Promise<GuidanceText> {
  return cached({
    key: `guidance:${upstreamScope(args)}:${page.slug}`,
    shortfall: args.context.shortfall,
    ttlMs: CONTENT_TTL_MS,
    getFresh: async () => {
      const raw = await getPage(args, page.slug);
      const body = localiseLinks(sanitizeBody(raw.body), requestLanguage(args.request));
      const { html, toc } = anchorSections(body, page.anchors);
      return { title: raw.title, excerpt: raw.excerpt, updated_at: raw.updated_at, lang: textLanguage(raw), html, toc };
    },
  });
}
