import { z } from "zod";
import { CollectionDetail } from "./content";
import { Timestamp } from "./common";
import {
  AUDIT_ACTIONS,
  AUTHORING_GROUPS,
  AUTHORING_INTENTS,
  AUTHORING_KIND_IDS,
  AUTHORING_LIMITS as L,
  AUTHORING_MESSAGES as M,
  AUTHORING_PER_PAGE,
  AUTHORING_STATUSES,
  EDITORIAL_ACTIONS,
  QUEUE_STATUSES,
} from "./authoring-constants";
import { noNul } from "./authoring-fields";
import { ChangeNoteFields } from "./editions";
import { ItemSchedule } from "./scheduling";

/**
 * Authoring and the editorial desk (docs/product/editorial.md#the-editorial-desk; decision 0099):
 * the endpoints' requests and answers. The fields of each kind have their schemas in
 * ./authoring-fields.ts (a draft needs only a title, a submission the whole schema). Messages are
 * English; the portal shows them in the page's language by their text (AUTHORING_MESSAGES).
 */

export * from "./authoring-constants";
export { AUTHORING_SCHEMAS, authoringSchema, type AuthoringFields } from "./authoring-fields";

export const AuthoringKindId = z.enum(AUTHORING_KIND_IDS);
export const AuthoringStatus = z.enum(AUTHORING_STATUSES);
export const AuthoringGroup = z.enum(AUTHORING_GROUPS);
export const AuthoringIntentSchema = z.enum(AUTHORING_INTENTS);
export const EditorialAction = z.enum(EDITORIAL_ACTIONS);
export type AuthoringStatus = z.infer<typeof AuthoringStatus>;
export type AuthoringGroup = z.infer<typeof AuthoringGroup>;
export type EditorialAction = z.infer<typeof EditorialAction>;

// ---- Contributor endpoints ----

export const AuthoringKindParams = z.object({ kind: AuthoringKindId });
const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not an item address")
  .max(120, "Not an item address");
export const AuthoringItemParams = z.object({ kind: AuthoringKindId, slug: Slug });

/** The intent of a create or edit; the fields are checked by the kind's schema for that intent. */
export const AuthoringWriteRequest = z.object({ intent: AuthoringIntentSchema.default("draft") }).passthrough();

/** POST /api/web/authoring/preview: the kind plus its fields, held to a draft's rules. */
export const AuthoringPreviewRequest = z.object({ kind: AuthoringKindId }).passthrough();

export const AuthoringListRequest = z.object({
  group: AuthoringGroup.optional(),
  status: AuthoringStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(AUTHORING_PER_PAGE),
});

/** An uploaded image or PDF as an item refers to it (the full Media shape is in contract/media.ts). */
export const AuthoringMedia = z.object({ id: z.string(), url: z.string() });
export type AuthoringMedia = z.infer<typeof AuthoringMedia>;

export const AuthoringItem = z.object({
  id: z.number().int(),
  kind: AuthoringKindId,
  group: AuthoringGroup,
  slug: z.string(),
  status: AuthoringStatus,
  fields: z.record(z.unknown()),
  /** The body's Markdown rendered and sanitised. */
  body_html: z.string(),
  image: AuthoringMedia.nullable(),
  pdf: AuthoringMedia.nullable(),
  /** The latest editor's note (changes requested or rejected), or null. */
  review_note: z.string().nullable(),
  /** The public address (/article/{slug} …) once published, else null. */
  published_url: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  submitted_at: Timestamp.nullable(),
});
export type AuthoringItem = z.infer<typeof AuthoringItem>;

export const AuthoringItemResponse = z.object({ data: AuthoringItem });
export type AuthoringItemResponse = z.infer<typeof AuthoringItemResponse>;

const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.object({
      items: z.array(item),
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      total_pages: z.number().int(),
    }),
  });

export const AuthoringListResponse = paged(AuthoringItem);
export type AuthoringListResponse = z.infer<typeof AuthoringListResponse>;

/** What the detail page would show, plus the rendered body on its own. */
export const AuthoringPreview = z.object({ preview: CollectionDetail, body_html: z.string() });
export const AuthoringPreviewResponse = z.object({ data: AuthoringPreview });
export type AuthoringPreviewResponse = z.infer<typeof AuthoringPreviewResponse>;

// ---- Editorial endpoints ----

export const EditorialQueueRequest = z.object({
  status: z.enum(QUEUE_STATUSES).default("submitted"),
  kind: AuthoringKindId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** "me": only the submissions assigned to the caller (docs/product/editorial.md#assignment). */
  assigned: z.enum(["me", "anyone"]).default("anyone"),
});

export const ItemAuthor = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
/** `schedules`: when it goes online or offline by itself (docs/product/editorial.md#scheduling). */
export const EditorialQueueEntry = AuthoringItem.extend({
  author: ItemAuthor,
  schedules: z.array(ItemSchedule).default([]),
  /** The colleague it is assigned to (docs/product/editorial.md#assignment). */
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable().default(null),
});
export const EditorialQueueResponse = paged(EditorialQueueEntry);
export type EditorialQueueResponse = z.infer<typeof EditorialQueueResponse>;

export const EditorialItemParams = z.object({
  id: z.coerce
    .number({ invalid_type_error: "Not an item id" })
    .int("Not an item id")
    .positive("Not an item id")
    .max(2_147_483_647, "Not an item id"),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  from_status: AuthoringStatus.nullable(),
  to_status: AuthoringStatus.nullable(),
  note: z.string().nullable(),
  at: Timestamp,
  /** An approval by the item's own author, possible only with EDITORIAL_FOUR_EYES off (decision 0123). */
  self_approved: z.boolean(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * Whether the editor asking may approve the item they wrote themselves (decision 0123): null when
 * they did not write it; "refused" with EDITORIAL_FOUR_EYES on (another editor must), "allowed"
 * with it off (the approval is recorded as a self-approval).
 */
export const SelfApproval = z.enum(["refused", "allowed"]).nullable();

export const EditorialItemResponse = z.object({
  data: z.object({
    item: AuthoringItem,
    author: ItemAuthor,
    preview: CollectionDetail,
    history: z.array(AuditEntry),
    self_approval: SelfApproval,
    schedules: z.array(ItemSchedule).default([]),
  }),
});
export type EditorialItemResponse = z.infer<typeof EditorialItemResponse>;

/** A note is required to request changes or reject: the contributor is told why. */
export const EditorialDecisionRequest = z
  .object({
    action: z.enum(EDITORIAL_ACTIONS, { errorMap: () => ({ message: M.decision }) }),
    note: z.string().trim().max(L.note, M.noteLong).refine(noNul, M.characters).optional(),
    /** On an approval: the readers' note on the new edition (docs/product/editorial.md#editions-and-history). */
    ...ChangeNoteFields,
  })
  .superRefine((value, ctx) => {
    if ((value.action === "request_changes" || value.action === "reject") && !value.note) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["note"], message: M.noteRequired });
    }
  });
export type EditorialDecisionRequest = z.input<typeof EditorialDecisionRequest>;

export const EditorialAuditRequest = z.object({
  item_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** true: only approvals of editors' own submissions (made with four eyes off). */
  self_approved: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const EditorialAuditResponse = paged(AuditEntry);
export type EditorialAuditResponse = z.infer<typeof EditorialAuditResponse>;
