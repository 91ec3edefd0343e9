import { z } from "zod";
import {
  AUTHORING_KIND_IDS,
  AUTHORING_LIMITS as L,
  AUTHORING_MESSAGES as M,
  FUND_STAGES,
  INDIAN_STATES,
  SECTORS,
  STARTUP_STAGES,
  VIDEO_HOSTS,
  parseDuration,
  type AuthoringKind,
} from "./authoring-constants";
import type { AuthoringIntent as Intent } from "./authoring-constants";

/**
 * The fields of each authoring kind (docs/product/contributions.md#contributions-and-authoring, decision 0099): one schema per kind validates both
 * the portal's form (strings, repeated checkboxes, comma-separated tags) and the API's JSON
 * (arrays, numbers): a draft needs only a title, a submission the whole schema. Part of
 * contract/authoring.ts, which re-exports what the two sides use.
 */

/** NUL cannot be stored in PostgreSQL text and has no place in prose. */
export const noNul = (v: string) => !v.includes("\u0000");

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

const httpsUrl = (required: string = M.httpsUrl) => text(required, L.url, M.urlLong).refine((v) => isHttpsUrl(v), M.httpsUrl);

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
  z.array(z.string().max(L.tag, M.tagLong).refine(noNul, M.characters), { invalid_type_error: M.tagLong }).max(L.tags, M.tagsTooMany),
);
const Sectors = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  z
    .array(z.enum(SECTORS, { errorMap: () => ({ message: M.sectors }) }), { required_error: M.sectors, invalid_type_error: M.sectors })
    .min(1, M.sectors),
);
const MediaId = (message: string) => z.string({ invalid_type_error: message }).uuid(message);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });
const date = (message: string) =>
  z
    .string({ required_error: message })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message);
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
      z
        .number({ required_error: M.durationRequired, invalid_type_error: M.durationFormat })
        .int(M.durationFormat)
        .positive(M.durationFormat)
        .max(100 * 3600, M.durationFormat),
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
