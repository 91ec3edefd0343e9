import { AuthoringItemResponse, EditorialAuditResponse, EditorialItemResponse, EditorialQueueResponse } from "../../contract/authoring";
import type { AuthoringKind, EditorialAction, QUEUE_STATUSES } from "../../contract/authoring-constants";
import { ModerationDecisionResponse, ModerationListResponse, ModerationSettingsResponse, type ModerationQueue } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The editorial desk's calls (docs/product/editorial.md#the-editorial-desk): the authoring queue, submissions, decisions and the
 * audit log (/api/editorial/…), and comment moderation (/api/moderation/…). Every call needs
 * the session's token and an editorial role; the API answers 403 otherwise.
 */

/** GET /api/editorial/queue: submissions of one status (and kind), newest first. */
export async function getQueue(
  args: UpstreamArgs,
  query: { status: (typeof QUEUE_STATUSES)[number]; kind?: AuthoringKind; page: number; assigned?: "me" | "anyone" },
) {
  const search = new URLSearchParams({ status: query.status, page: String(query.page) });
  if (query.kind) search.set("kind", query.kind);
  if (query.assigned === "me") search.set("assigned", "me");
  return (await upstreamCall(args, { path: `/api/editorial/queue?${search}`, schema: EditorialQueueResponse, auth: "required" })).data;
}

/** GET /api/editorial/items/{id}: the item, its contributor, its preview and its history. */
export async function getSubmission(args: UpstreamArgs, id: number) {
  return (await upstreamCall(args, { path: `/api/editorial/items/${id}`, schema: EditorialItemResponse, auth: "required" })).data;
}

/** POST /api/editorial/items/{id}/decision; an illegal transition is a 409. */
export async function decide(
  args: UpstreamArgs,
  id: number,
  decision: { action: EditorialAction; note?: string; change_note?: string; minor?: boolean },
) {
  const path = `/api/editorial/items/${id}/decision`;
  return (await upstreamCall(args, { method: "POST", path, body: decision, schema: AuthoringItemResponse, auth: "required" })).data;
}

/** GET /api/editorial/audit: every editorial step, newest first, or one item's, or only self-approvals. */
export async function getAudit(args: UpstreamArgs, query: { itemId?: number; selfApproved?: boolean; page: number }) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.itemId) search.set("item_id", String(query.itemId));
  if (query.selfApproved) search.set("self_approved", "true");
  return (await upstreamCall(args, { path: `/api/editorial/audit?${search}`, schema: EditorialAuditResponse, auth: "required" })).data;
}

/** GET /api/moderation/comments: one moderation queue, a page at a time. */
export async function listCommentsForModeration(args: UpstreamArgs, query: { status: ModerationQueue; page: number }) {
  const search = new URLSearchParams({ status: query.status, page: String(query.page), per_page: String(COMMENTS_PER_PAGE) });
  return (await upstreamCall(args, { path: `/api/moderation/comments?${search}`, schema: ModerationListResponse, auth: "required" })).data;
}

export const COMMENTS_PER_PAGE = 20;

/** POST /api/moderation/comments/{id}/approve|reject */
export async function moderateComment(args: UpstreamArgs, id: number, decision: "approve" | "reject") {
  const path = `/api/moderation/comments/${id}/${decision}`;
  return (await upstreamCall(args, { method: "POST", path, schema: ModerationDecisionResponse, auth: "required" })).data;
}

/** GET /api/moderation/settings: whether new comments wait for approval. */
export async function getModerationSettings(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/moderation/settings", schema: ModerationSettingsResponse, auth: "required" })).data;
}

/** POST /api/moderation/settings */
export async function setCommentsRequireApproval(args: UpstreamArgs, value: boolean) {
  const body = { comments_require_approval: value };
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/moderation/settings",
      body,
      schema: ModerationSettingsResponse,
      auth: "required",
    })
  ).data;
}
