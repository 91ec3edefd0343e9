import type { ContributionStatusName } from "../../contract/contributions-constants";
import type { MessageKey } from "~/i18n";
import "./messages";

/** The contributions pages' names for the types a reader may propose and for the statuses. */
export const TYPE_LABELS: Record<number, MessageKey> = {
  2: "contributions.type.article",
  3: "contributions.type.news",
  4: "contributions.type.caseStudy",
  5: "contributions.type.video",
  9: "contributions.type.researchReport",
  11: "contributions.type.event",
};

export const STATUS_LABELS: Record<ContributionStatusName, MessageKey> = {
  draft: "contributions.status.draft",
  submitted: "contributions.status.submitted",
  in_review: "contributions.status.inReview",
  changes_requested: "contributions.status.changesRequested",
  scheduled: "contributions.status.scheduled",
  published: "contributions.status.published",
  rejected: "contributions.status.rejected",
  trashed: "contributions.status.trashed",
};

/** docs/product/contributions.md#my-uploads-and-my-pages: the log line of a failed publications fetch. */
export const FETCH_FAILED_LOG = "Something went wrong while fetching the publications";
