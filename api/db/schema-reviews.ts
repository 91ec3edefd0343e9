/** Table types of review dates, owners and assignment (0025_review_assignment); part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

/** A published item's owner and review-by day; keyed by its collections row. */
export interface ContentReviewsTable {
  collection_id: number;
  owner_id: number | null;
  /** YYYY-MM-DD, an India day; null: no date. */
  review_by: string | null;
  set_by: number | null;
  set_at: string;
}

/** Review changes of content that has no contributions row (the others are in editorial_audit). */
export interface ContentReviewAuditTable {
  id: Generated<number>;
  collection_id: number;
  actor_id: number | null;
  /** An AUDIT_ACTIONS value of the review steps: "review_date" or "reviewed". */
  action: string;
  note: string | null;
  at: string;
}

/** The colleague a submission is assigned to. */
export interface SubmissionAssignmentsTable {
  item_id: number;
  assignee_id: number;
  assigned_by: number | null;
  assigned_at: string;
}

/** An owner's weekly digest of one week, once sent. */
export interface ReviewDigestsTable {
  id: Generated<number>;
  user_id: number;
  /** The weekly period's key, "week-YYYY-MM-DD". */
  period_key: string;
  item_count: number;
  sent_at: string;
}

/** An owner who stopped the weekly digest. */
export interface ReviewDigestStopsTable {
  user_id: number;
  at: string;
}

/** The review tables, by name. */
export interface ReviewTables {
  content_reviews: ContentReviewsTable;
  content_review_audit: ContentReviewAuditTable;
  submission_assignments: SubmissionAssignmentsTable;
  review_digests: ReviewDigestsTable;
  review_digest_stops: ReviewDigestStopsTable;
}
