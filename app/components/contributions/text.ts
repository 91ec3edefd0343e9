import type { ContributionStatusName } from "../../../contract/contributions-constants";

/**
 * English text of the contributions pages. app/i18n/en.ts is one flat dictionary with no way to
 * merge another file into it, so these stay here (inline English) until it can; moving them is
 * a matter of swapping these lookups for t("contributions.…").
 */
export const TYPE_LABELS: Record<number, string> = {
  2: "Article",
  3: "News",
  4: "Case study",
  5: "Video",
  9: "Research report",
  11: "Event",
};

export const STATUS_LABELS: Record<ContributionStatusName, string> = {
  submitted: "Submitted",
  in_review: "In review",
  published: "Published",
  rejected: "Not accepted",
  trashed: "In the trash",
};

/** SPEC §8: the log line of a failed publications fetch. */
export const FETCH_FAILED_LOG = "Something went wrong while fetching the publications";
