import { z } from "zod";
import { collectionTypeById } from "./collection-types";
import { Timestamp } from "./common";

/**
 * Contributions (docs/product/contributions.md#my-uploads-and-my-pages "My Uploads", "Contribute", §6, §7 "POST api/web/user/publication"):
 * a signed-in reader's submission of content for editorial review. The body is plain text:
 * stored as typed and shown as text, never as HTML.
 */

export * from "./contributions-constants";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_STATUSES, CONTRIBUTIONS_PER_PAGE, isContributionTypeId } from "./contributions-constants";

export function contributionTypeName(id: number): string {
  return collectionTypeById(id)?.name ?? "Content";
}

export const ContributionStatus = z.enum(CONTRIBUTION_STATUSES);
export type ContributionStatus = z.infer<typeof ContributionStatus>;

const MAX_PER_PAGE = 50;

/** NUL cannot be stored in PostgreSQL text and has no place in prose. */
const noNul = (v: string) => !v.includes("\u0000");

/**
 * What a contributor types. Messages are GOV.UK-style sentences; the portal's form uses this
 * very schema, so the portal action and the API agree on every rule.
 */
export const ContributionInput = z.object({
  collection_type: z.coerce
    .number({ required_error: "Select the type of content", invalid_type_error: "Select the type of content" })
    .int("Select the type of content")
    .refine(isContributionTypeId, "Select the type of content"),
  title: z
    .string({ required_error: "Enter a title", invalid_type_error: "Enter a title" })
    .trim()
    .min(1, "Enter a title")
    .max(CONTRIBUTION_LIMITS.title, `Title must be ${CONTRIBUTION_LIMITS.title} characters or fewer`)
    .refine(noNul, "Title contains a character that is not allowed"),
  summary: z
    .string({ required_error: "Enter a summary", invalid_type_error: "Enter a summary" })
    .trim()
    .min(1, "Enter a summary")
    .max(CONTRIBUTION_LIMITS.summary, `Summary must be ${CONTRIBUTION_LIMITS.summary} characters or fewer`)
    .refine(noNul, "Summary contains a character that is not allowed"),
  body: z
    .string({ required_error: "Enter the content", invalid_type_error: "Enter the content" })
    .refine((v) => v.trim().length > 0, "Enter the content")
    .refine(
      (v) => v.length <= CONTRIBUTION_LIMITS.body,
      `Content must be ${CONTRIBUTION_LIMITS.body.toLocaleString("en-IN")} characters or fewer`,
    )
    .refine(noNul, "Content contains a character that is not allowed"),
  /** Optional link to the original: an https address. Empty means none. */
  source_url: z
    .string({ invalid_type_error: "Enter a link starting with https://" })
    .trim()
    .max(CONTRIBUTION_LIMITS.sourceUrl, `Link must be ${CONTRIBUTION_LIMITS.sourceUrl} characters or fewer`)
    .refine((v) => v === "" || isHttpsUrl(v), "Enter a link starting with https://, like https://example.org/report")
    .transform((v) => (v === "" ? null : v))
    .nullish(),
});
export type ContributionInput = z.input<typeof ContributionInput>;

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A contribution in a listing: everything but the body. */
export const ContributionSummary = z.object({
  id: z.number().int(),
  collection_type: z.number().int(),
  collection_type_name: z.string(),
  title: z.string(),
  summary: z.string(),
  source_url: z.string().nullable(),
  status: ContributionStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The authoring kind and slug (docs/product/contributions.md#kinds-and-their-forms): its form is /{group}/{segment}/{slug}. Absent from older upstreams. */
  kind: z.string().optional(),
  slug: z.string().nullable().optional(),
});
export type ContributionSummary = z.infer<typeof ContributionSummary>;

export const Contribution = ContributionSummary.extend({ body: z.string() });
export type Contribution = z.infer<typeof Contribution>;

/**
 * POST /api/web/user/publication: the token user's contributions, newest first.
 * No status: everything but the trash; status "trashed": the trash.
 */
export const PublicationListRequest = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(CONTRIBUTIONS_PER_PAGE),
  status: ContributionStatus.optional(),
});
export type PublicationListRequest = z.input<typeof PublicationListRequest>;

export const PublicationListResponse = z.object({
  data: z.object({
    items: z.array(ContributionSummary),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type PublicationListResponse = z.infer<typeof PublicationListResponse>;

/** Create, read, edit, trash and restore all answer the one contribution. */
export const ContributionResponse = z.object({ data: Contribution });
export type ContributionResponse = z.infer<typeof ContributionResponse>;

export const ContributionIdParams = z.object({
  id: z.coerce.number({ invalid_type_error: "Not a contribution id" }).int().positive().max(2_147_483_647),
});
