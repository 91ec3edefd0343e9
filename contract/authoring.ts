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
  FUND_STAGES,
  INDIAN_STATES,
  QUEUE_STATUSES,
  SECTORS,
  STARTUP_STAGES,
  VIDEO_HOSTS,
  parseDuration,
  type AuthoringKind,
} from "./authoring-constants";
import type { AuthoringIntent as Intent } from "./authoring-constants";

/**
 * Authoring and the editorial desk (issue 18; /work/prompts/authoring-contract.md, decision 0099).
 * One schema per kind validates both the portal's form (strings, repeated checkboxes,
 * comma-separated tags) and the API's JSON (arrays, numbers): a draft needs only a title, a
 * submission the whole schema. Messages are English; the portal shows them in the page's
 * language by their text (AUTHORING_MESSAGES).
 */

export * from "./authoring-constants";

export const AuthoringKindId = z.enum(AUTHORING_KIND_IDS);
export const AuthoringStatus = z.enum(AUTHORING_STATUSES);
export const AuthoringGroup = z.enum(AUTHORING_GROUPS);
export const AuthoringIntentSchema = z.enum(AUTHORING_INTENTS);
export const EditorialAction = z.enum(EDITORIAL_ACTIONS);
export type AuthoringStatus = z.infer<typeof AuthoringStatus>;
export type AuthoringGroup = z.infer<typeof AuthoringGroup>;
export type EditorialAction = z.infer<typeof EditorialAction>;

/** NUL cannot be stored in PostgreSQL text and has no place in prose. */
const noNul = (v: string) => !v.includes("\u0000");

function text(required: string, max: number, long: string) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, long)
    .refine(noNul, M.characters);
}

function isHttpsUrl(value: string, hosts?: readonly string[]): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return false;
    return !hosts || hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

const httpsUrl = (required: string = M.httpsUrl) =>
  text(required, L.url, M.urlLong).refine((v) => isHttpsUrl(v), M.httpsUrl);

/** A comma-separated form field or a JSON array → trimmed, distinct (case-insensitively) names. */
function toList(value: unknown): unknown {
  const items = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(items)) return items;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of items) {
    if (typeof item !== "string") return items;
    const name = item.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/** A number typed in a form arrives as text. */
const toNumber = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value);

const Tags = z.preprocess(
  toList,
  z
    .array(z.string().max(L.tag, M.tagLong).refine(noNul, M.characters), { invalid_type_error: M.tagLong })
    .max(L.tags, M.tagsTooMany),
);
const Sectors = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  z.array(z.enum(SECTORS, { errorMap: () => ({ message: M.sectors }) }), { required_error: M.sectors, invalid_type_error: M.sectors }).min(1, M.sectors),
);
const MediaId = (message: string) => z.string({ invalid_type_error: message }).uuid(message);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) });
const date = (message: string) => z.string({ required_error: message }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message);
const time = (message: string) => z.string({ required_error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

const common = {
  title: text(M.titleRequired, L.title, M.titleLong),
  summary: text(M.summaryRequired, L.summary, M.summaryLong),
  body: z
    .string({ required_error: M.bodyRequired, invalid_type_error: M.bodyRequired })
    .refine((v) => v.trim().length > 0, M.bodyRequired)
    .refine((v) => v.length <= L.body, M.bodyLong)
    .refine(noNul, M.characters),
  tags: Tags.optional(),
  image_id: MediaId(M.imageId).optional(),
  image_alt: text(M.imageAltRequired, L.imageAlt, M.imageAltLong).optional(),
};

const writing = {
  ...common,
  sector: oneOf(SECTORS, M.sector),
  source_url: httpsUrl().optional(),
};

const organisation = {
  ...common,
  state: oneOf(INDIAN_STATES, M.state),
  city: text(M.cityRequired, L.city, M.cityLong),
  website: httpsUrl(M.websiteRequired),
  sectors: Sectors,
};

const KIND_SHAPES = {
  article: writing,
  "case-study": writing,
  "research-report": { ...writing, pdf_id: MediaId(M.pdfId).optional() },
  video: {
    ...common,
    video_url: httpsUrl(M.videoUrlRequired).refine((v) => isHttpsUrl(v, VIDEO_HOSTS), M.videoHost),
    duration: z.preprocess(
      (v) => (typeof v === "string" ? (parseDuration(v) ?? -1) : v),
      z.number({ required_error: M.durationRequired, invalid_type_error: M.durationFormat }).int(M.durationFormat).positive(M.durationFormat).max(100 * 3600, M.durationFormat),
    ),
    transcript: z.string().max(L.transcript, M.transcriptLong).refine(noNul, M.characters).optional(),
    sector: oneOf(SECTORS, M.sector),
  },
  "investment-fund": {
    ...common,
    fund_size_crore: z.preprocess(
      toNumber,
      z.number({ required_error: M.fundSize, invalid_type_error: M.fundSize }).positive(M.fundSize).max(L.fundSizeCrore, M.fundSize),
    ),
    stage: oneOf(FUND_STAGES, M.fundStage),
    sectors: Sectors,
    contact_email: z.string({ required_error: M.emailFormat }).trim().max(254, M.emailFormat).email(M.emailFormat),
  },
  college: organisation,
  company: organisation,
  startup: {
    ...organisation,
    startup_stage: oneOf(STARTUP_STAGES, M.startupStage),
    founded_year: z.preprocess(
      toNumber,
      z
        .number({ required_error: M.foundedYear, invalid_type_error: M.foundedYear })
        .int(M.foundedYear)
        .min(1900, M.foundedYear)
        .refine((year) => year <= new Date().getUTCFullYear(), M.foundedYear),
    ),
  },
  investor: organisation,
  event: {
    ...common,
    start_date: date(M.startDate),
    start_time: time(M.startTime),
    end_date: date(M.endDate),
    end_time: time(M.endTime),
    venue: text(M.venueOrOnline, L.text, M.textLong).optional(),
    online_url: httpsUrl().optional(),
    registration_url: httpsUrl().optional(),
    organiser: text(M.organiserRequired, L.text, M.textLong),
  },
} satisfies Record<AuthoringKind, z.ZodRawShape>;

/**
 * Blank form fields (and JSON nulls) mean "not given", so a draft may leave anything but the
 * title empty and an optional field may be sent empty.
 */
function withoutBlanks(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    if (typeof field === "string" && field.trim() === "") continue;
    if (Array.isArray(field) && field.every((v) => typeof v === "string" && v.trim() === "")) continue;
    out[key] = field;
  }
  return out;
}

type Fields = Record<string, unknown>;

/** The rules between fields; a draft is held only to those whose fields are all there. */
function crossChecks(intent: Intent) {
  return (fields: Fields, ctx: z.RefinementCtx) => {
    if (fields.image_id && !fields.image_alt && intent === "submit") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["image_alt"], message: M.imageAltRequired });
    }
    const { start_date, start_time, end_date, end_time } = fields;
    if (start_date && start_time && end_date && end_time && `${end_date}T${end_time}` <= `${start_date}T${start_time}`) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["end_date"], message: M.endBeforeStart });
    }
    if ("organiser" in fields && intent === "submit" && !fields.venue && !fields.online_url) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["venue"], message: M.venueOrOnline });
    }
  };
}

function schemasOf<K extends AuthoringKind>(kind: K) {
  const shape = KIND_SHAPES[kind];
  const submit = z.object(shape);
  const draft = submit.partial().extend({ title: common.title });
  return {
    submit: z.preprocess(withoutBlanks, submit.superRefine(crossChecks("submit"))),
    draft: z.preprocess(withoutBlanks, draft.superRefine(crossChecks("draft"))),
  };
}

/** Per kind, the schema of a draft (only the title needed) and of a submission (everything). */
export const AUTHORING_SCHEMAS = Object.fromEntries(AUTHORING_KIND_IDS.map((kind) => [kind, schemasOf(kind)])) as {
  [K in AuthoringKind]: ReturnType<typeof schemasOf<K>>;
};

export function authoringSchema(kind: AuthoringKind, intent: Intent) {
  return AUTHORING_SCHEMAS[kind][intent];
}

/** Fields as stored and returned: the output of the kind's schema (duration in seconds, tags an array). */
export type AuthoringFields = Fields;

// ---- Contributor endpoints ----

export const AuthoringKindParams = z.object({ kind: AuthoringKindId });
const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not an item address").max(120, "Not an item address");
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
});

export const ItemAuthor = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
export const EditorialQueueEntry = AuthoringItem.extend({ author: ItemAuthor });
export const EditorialQueueResponse = paged(EditorialQueueEntry);
export type EditorialQueueResponse = z.infer<typeof EditorialQueueResponse>;

export const EditorialItemParams = z.object({
  id: z.coerce.number({ invalid_type_error: "Not an item id" }).int("Not an item id").positive("Not an item id").max(2_147_483_647, "Not an item id"),
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
  data: z.object({ item: AuthoringItem, author: ItemAuthor, preview: CollectionDetail, history: z.array(AuditEntry), self_approval: SelfApproval }),
});
export type EditorialItemResponse = z.infer<typeof EditorialItemResponse>;

/** A note is required to request changes or reject: the contributor is told why. */
export const EditorialDecisionRequest = z
  .object({
    action: z.enum(EDITORIAL_ACTIONS, { errorMap: () => ({ message: M.decision }) }),
    note: z.string().trim().max(L.note, M.noteLong).refine(noNul, M.characters).optional(),
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
  self_approved: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const EditorialAuditResponse = paged(AuditEntry);
export type EditorialAuditResponse = z.infer<typeof EditorialAuditResponse>;
