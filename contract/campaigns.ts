import { z } from "zod";
import { Email } from "./accounts";
import { Timestamp } from "./common";
import { AnswerLang } from "./lang";

/**
 * Campaign and call pages (docs/product/campaigns.md#campaigns-and-calls): fellowships, hackathons, expressions of interest, calls for
 * partners and public consultations, with their dates and a status computed on every request;
 * feedback on a consultation and on the site itself. Decision 0097.
 */

export const CAMPAIGN_KINDS = ["fellowship", "hackathon", "expression-of-interest", "call-for-partners", "consultation"] as const;
export const CampaignKind = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof CampaignKind>;

/** Never stored: computed from the dates and "now" (closing soon = closes within 7 days). */
export const CAMPAIGN_STATUSES = ["open", "closing-soon", "upcoming", "closed"] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;
export const CLOSING_SOON_DAYS = 7;

export const ConsultationSection = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type ConsultationSection = z.infer<typeof ConsultationSection>;

export const CampaignSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  kind: CampaignKind,
  opens_at: Timestamp,
  closes_at: Timestamp,
  status: CampaignStatus,
  lang: AnswerLang,
});
export type CampaignSummary = z.infer<typeof CampaignSummary>;

/** GET /api/web/campaigns: open and closing soon first, then upcoming, then closed. */
export const CampaignListResponse = z.object({ data: z.array(CampaignSummary) });

export const Campaign = CampaignSummary.extend({
  /** Sanitised HTML. */
  body: z.string(),
  eligibility: z.string(),
  how_to_apply: z.array(z.string()),
  /** Where to apply; null for a consultation (it has its own form). */
  apply_url: z.string().nullable(),
  /** The draft's sections a consultation asks comments on; empty for other kinds. */
  sections: z.array(ConsultationSection),
  updated_at: Timestamp,
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignResponse = z.object({ data: Campaign });

export const ATTACHMENT_LIMITS = { bytes: 5 * 1024 * 1024 } as const;
export const ATTACHMENT_TYPES = ["pdf", "docx", "odt"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const COMMENT_MAX = 5000;

const OneLine = (max: number, label: string) => z.string().trim().max(max, `${label} must be ${max} characters or fewer`);

/** POST /api/web/campaigns/{slug}/feedback: the attachment travels base64-encoded. */
export const ConsultationFeedbackRequest = z.object({
  name: OneLine(120, "Name").min(1, "Enter your name"),
  organisation: OneLine(200, "Organisation").default(""),
  email: Email,
  /** Section id → comment; at least one non-empty. */
  comments: z
    .record(z.string().max(60), z.string().trim().max(COMMENT_MAX, `A comment must be ${COMMENT_MAX} characters or fewer`))
    .refine((c) => Object.keys(c).length <= 20, "Too many sections")
    .refine((c) => Object.values(c).some((v) => v !== ""), "Comment on at least one section"),
  attachment: z
    .object({
      filename: z.string().trim().min(1).max(200),
      content_base64: z.string().max(Math.ceil((ATTACHMENT_LIMITS.bytes * 4) / 3) + 8, "The attachment must be 5 MB or smaller"),
    })
    .optional(),
});
export type ConsultationFeedbackRequest = z.input<typeof ConsultationFeedbackRequest>;

export const ReferenceResponse = z.object({ data: z.object({ reference: z.string() }), lang: AnswerLang });

export const SITE_FEEDBACK_CATEGORIES = ["content", "accessibility", "technical", "suggestion", "other"] as const;
export const SiteFeedbackCategory = z.enum(SITE_FEEDBACK_CATEGORIES);
export type SiteFeedbackCategory = z.infer<typeof SiteFeedbackCategory>;

/** POST /api/web/feedback: GIGW site feedback. The e-mail is optional (acknowledged when given). */
export const SiteFeedbackRequest = z.object({
  name: OneLine(120, "Name").default(""),
  email: z.union([z.literal(""), Email]).default(""),
  category: SiteFeedbackCategory,
  message: z.string().trim().min(1, "Enter your feedback").max(COMMENT_MAX, `Feedback must be ${COMMENT_MAX} characters or fewer`),
  /** The portal path the feedback is about ("/news/…"); empty for the site as a whole. */
  page: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/[^\s]*)?$/, "Enter a path on this site, starting with /")
    .default(""),
});
export type SiteFeedbackRequest = z.input<typeof SiteFeedbackRequest>;

export const SiteFeedbackItem = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  category: SiteFeedbackCategory,
  message: z.string(),
  page: z.string(),
  lang: AnswerLang,
  created_at: Timestamp,
});
/** GET /api/moderation/feedback (moderators). */
export const SiteFeedbackListResponse = z.object({ data: z.array(SiteFeedbackItem) });

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** The bytes contain `needle` (ASCII), e.g. a file name in a ZIP's headers. */
function contains(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/**
 * The type of an attachment from its bytes, never its name: PDF by its "%PDF-" header; ODT by the
 * uncompressed `mimetype` entry an OpenDocument ZIP starts with; DOCX by a ZIP holding
 * `[Content_Types].xml` and a `word/` part. Anything else is null (refused). One implementation
 * for the portal (a clear message before upload) and the API (the check that counts).
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 0, 4) !== "PK\x03\x04") return null;
  if (ascii(bytes, 30, 8) === "mimetype" && ascii(bytes, 38, 39) === "application/vnd.oasis.opendocument.text") return "odt";
  if (contains(bytes, "[Content_Types].xml") && contains(bytes, "word/")) return "docx";
  return null;
}
