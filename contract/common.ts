import { z } from "zod";
import { AnswerLang } from "./lang";

/** Every 4xx/5xx answer of the API: a message and, for bad input, the fields at fault. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const FeaturedImage = z.object({
  url: z.string(),
  /** Absolute URL when the upstream knows its public origin, else the same as `url`. */
  full_url: z.string(),
  alt_text: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});
export type FeaturedImage = z.infer<typeof FeaturedImage>;

export const Tag = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The language of `name` (a tag without a Hindi name is English). */
  lang: AnswerLang,
});
export type Tag = z.infer<typeof Tag>;

export const AuthorSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  designation: z.string().nullable(),
  organisation: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type AuthorSummary = z.infer<typeof AuthorSummary>;

export const Author = AuthorSummary.extend({
  bio: z.string().nullable(),
});
export type Author = z.infer<typeof Author>;

export const Location = z.object({
  location: z.string().nullable(),
  state: z.object({ name: z.string() }).nullable(),
  country: z.object({ name: z.string() }).nullable(),
});
export type Location = z.infer<typeof Location>;

export const ContentStatus = z.enum(["draft", "published", "trashed"]);
export type ContentStatus = z.infer<typeof ContentStatus>;

/** ISO-8601 timestamp string as stored (UTC). */
export const Timestamp = z.string();

export const Ok = z.object({ ok: z.literal(true) });

/** Most entries in one report of visits (POST /api/log). */
export const VISIT_REPORT_MAX = 1000;
/** The largest item id (a 32-bit integer column) and the most visits one report entry carries. */
export const ITEM_ID_MAX = 2_147_483_647;
export const VISIT_COUNT_MAX = 10_000;

/**
 * POST /api/log: the visits a portal served since its last report, per item and visitor address
 * (null: the address is unknown), sent with the portal secret (decision 0111).
 */
export const VisitReport = z.object({
  visits: z
    .array(
      z.object({
        id: z.number().int().min(1).max(ITEM_ID_MAX),
        address: z.string().max(64).nullable(),
        count: z.number().int().min(1).max(VISIT_COUNT_MAX),
      }),
    )
    .min(1)
    .max(VISIT_REPORT_MAX),
});
export type VisitReport = z.infer<typeof VisitReport>;

/** The visits counted: those of published items, within each address's limit. */
export const VisitReportResult = z.object({ counted: z.number().int().min(0) });
