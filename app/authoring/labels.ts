import type { AuthoringKind, AuthoringStatus } from "../../contract/authoring-constants";
import type { MessageKey } from "~/i18n";
import "./messages";

/** The authoring pages' names for kinds, fields, options and statuses (dictionary keys). */

export const KIND_LABELS: Record<AuthoringKind, MessageKey> = {
  article: "authoring.kind.article",
  "case-study": "authoring.kind.case-study",
  "research-report": "authoring.kind.research-report",
  video: "authoring.kind.video",
  "investment-fund": "authoring.kind.investment-fund",
  college: "authoring.kind.college",
  company: "authoring.kind.company",
  startup: "authoring.kind.startup",
  investor: "authoring.kind.investor",
  event: "authoring.kind.event",
};

export const STATUS_LABELS: Record<AuthoringStatus, MessageKey> = {
  draft: "authoring.status.draft",
  submitted: "authoring.status.submitted",
  in_review: "authoring.status.in_review",
  published: "authoring.status.published",
  changes_requested: "authoring.status.changes_requested",
  scheduled: "authoring.status.scheduled",
  rejected: "authoring.status.rejected",
  trashed: "authoring.status.trashed",
};

export const FIELD_LABELS: Record<string, MessageKey> = {
  title: "authoring.field.title",
  summary: "authoring.field.summary",
  body: "authoring.field.body",
  tags: "authoring.field.tags",
  image_id: "authoring.field.image",
  image_alt: "authoring.field.image_alt",
  sector: "authoring.field.sector",
  sectors: "authoring.field.sectors",
  source_url: "authoring.field.source_url",
  pdf_id: "authoring.field.pdf",
  video_url: "authoring.field.video_url",
  duration: "authoring.field.duration",
  transcript: "authoring.field.transcript",
  fund_size_crore: "authoring.field.fund_size_crore",
  stage: "authoring.field.stage",
  contact_email: "authoring.field.contact_email",
  state: "authoring.field.state",
  city: "authoring.field.city",
  website: "authoring.field.website",
  startup_stage: "authoring.field.startup_stage",
  founded_year: "authoring.field.founded_year",
  start_date: "authoring.field.start_date",
  start_time: "authoring.field.start_time",
  end_date: "authoring.field.end_date",
  end_time: "authoring.field.end_time",
  venue: "authoring.field.venue",
  online_url: "authoring.field.online_url",
  registration_url: "authoring.field.registration_url",
  organiser: "authoring.field.organiser",
};

/** Organisation pages (not events) call their title "Name", their body "Description" and their image a logo. */
export const ORGANISATION_KINDS: ReadonlySet<AuthoringKind> = new Set(["college", "company", "startup", "investor"]);

export const ORGANISATION_LABELS: Record<string, MessageKey> = {
  title: "authoring.field.name",
  body: "authoring.field.description",
  image_id: "authoring.field.logo",
};

/** Hints by field name; fields not listed get one from their control (fields-hints in Field). */
export const FIELD_HINTS: Record<string, MessageKey> = {
  tags: "authoring.hint.tags",
  image_id: "authoring.hint.image",
  image_alt: "authoring.hint.image_alt",
  pdf_id: "authoring.hint.pdf",
  video_url: "authoring.hint.video_url",
  duration: "authoring.hint.duration",
  founded_year: "authoring.hint.founded_year",
  venue: "authoring.hint.venueOrOnline",
  online_url: "authoring.hint.venueOrOnline",
};

export const OPTION_LABELS: Record<string, MessageKey> = {
  agriculture: "authoring.sector.agriculture",
  education: "authoring.sector.education",
  health: "authoring.sector.health",
  finance: "authoring.sector.finance",
  governance: "authoring.sector.governance",
  manufacturing: "authoring.sector.manufacturing",
  climate: "authoring.sector.climate",
  transport: "authoring.sector.transport",
  languages: "authoring.sector.languages",
  other: "authoring.sector.other",
  seed: "authoring.stage.seed",
  early: "authoring.stage.early",
  growth: "authoring.stage.growth",
  late: "authoring.stage.late",
  idea: "authoring.stage.idea",
  mature: "authoring.stage.mature",
};
