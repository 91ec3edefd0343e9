import { z } from "zod";
import { AnswerLang } from "./lang";

/** docs/product/follow.md#confirming-and-unsubscribing: the signed links in newsletter and alert mail (docs/decisions/0103). */

/** A token from a mail link (confirmation or unsubscribe); its signature is checked by the API. */
export const SignedLinkRequest = z.object({ token: z.string().min(1).max(512) });

export const NewsletterConfirmResponse = z.object({ message: z.string(), lang: AnswerLang });

/** The newsletter, a saved search's alerts, or a user's notification e-mails of one kind (docs/product/notifications.md). */
export const UnsubscribeKind = z.enum(["newsletter", "alert", "notify-decisions", "notify-replies", "review-digest"]);
export const UnsubscribeResponse = z.object({ kind: UnsubscribeKind, message: z.string(), lang: AnswerLang });

/**
 * Sitemap files (docs/decisions/0103): the items live in fixed blocks of ids, SITEMAP_BLOCK each.
 * An item has at most one address per language, so a block's file stays within the protocol's
 * 50 000 addresses.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_BLOCK = 25_000;

/** GET /api/web/sitemap?after=&to=&limit=: a page of the items with after < id ≤ to. */
/** Ids are 32-bit integers on PostgreSQL: a larger bound would be refused there. */
export const SITEMAP_MAX_ID = 2_147_483_647;
const MAX_ID = SITEMAP_MAX_ID;
export const SitemapItemsQuery = z.object({
  after: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  to: z.coerce.number().int().min(0).max(MAX_ID).default(MAX_ID),
  limit: z.coerce.number().int().min(1).max(SITEMAP_BLOCK).default(SITEMAP_BLOCK),
});

/** GET /api/web/sitemap/ranges: the id blocks that hold published items. */
export const SitemapRangesResponse = z.object({
  data: z.array(z.object({ block: z.number().int().min(0), lastmod: z.string(), count: z.number().int() })),
  block_size: z.number().int(),
});
