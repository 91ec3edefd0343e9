import type { AuditAction, AuthoringKind, AuthoringStatus } from "../../contract/authoring-constants";
import type { MessageKey } from "~/i18n";
import "~/editorial/messages";

/** The desk's names for statuses, kinds and audit actions, as dictionary keys. */
export const STATUS_LABELS: Record<AuthoringStatus, MessageKey> = {
  draft: "editorial.status.draft",
  submitted: "editorial.status.submitted",
  in_review: "editorial.status.in_review",
  changes_requested: "editorial.status.changes_requested",
  scheduled: "editorial.schedule.status",
  published: "editorial.status.published",
  rejected: "editorial.status.rejected",
  trashed: "editorial.status.trashed",
};

export const KIND_LABELS: Record<AuthoringKind, MessageKey> = {
  article: "editorial.kind.article",
  "case-study": "editorial.kind.case-study",
  "research-report": "editorial.kind.research-report",
  video: "editorial.kind.video",
  "investment-fund": "editorial.kind.investment-fund",
  college: "editorial.kind.college",
  company: "editorial.kind.company",
  startup: "editorial.kind.startup",
  investor: "editorial.kind.investor",
  event: "editorial.kind.event",
};

export const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  create: "editorial.action.create",
  edit: "editorial.action.edit",
  submit: "editorial.action.submit",
  trash: "editorial.action.trash",
  restore: "editorial.action.restore",
  purge: "editorial.action.purge",
  start_review: "editorial.action.start_review",
  approve: "editorial.action.approve",
  request_changes: "editorial.action.request_changes",
  reject: "editorial.action.reject",
  restore_edition: "editorial.action.restore_edition",
  schedule: "editorial.schedule.action.schedule",
  schedule_unpublish: "editorial.schedule.action.schedule_unpublish",
  cancel_schedule: "editorial.schedule.action.cancel_schedule",
  scheduled_publish: "editorial.schedule.action.scheduled_publish",
  scheduled_unpublish: "editorial.schedule.action.scheduled_unpublish",
  assign: "editorial.reviews.action.assign",
  unassign: "editorial.reviews.action.unassign",
  review_date: "editorial.reviews.action.review_date",
  reviewed: "editorial.reviews.action.reviewed",
};
