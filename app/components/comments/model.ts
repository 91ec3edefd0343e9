/**
 * What the comments section and its server half share: the query parameters that make every
 * mode reachable by a link (no JavaScript needed), the form intents, and the notices an action
 * leaves behind. Pure: imported by the browser bundle and by comments.server.ts.
 */
import type { Comment, CommentReply, CommentSort, SpamCategory } from "../../../contract";
import type { MessageKey } from "~/i18n";
import { THREAD_ANCHOR } from "./basics";

/**
 * A comment as the section shows it: its date already formatted by the server (dates are
 * formatted with dayjs, which stays out of the browser bundle).
 */
export type ShownReply = CommentReply & { created_label: string };
export type ShownComment = Omit<Comment, "reply_comment"> & { created_label: string; reply_comment: ShownReply[] };

/** Query parameters of the thread. */
export const PARAM = {
  sort: "comment_sort",
  edit: "comment_edit",
  reply: "comment_reply",
  delete: "comment_delete",
  report: "comment_report",
  /** A comment whose replies are all shown ("View All"). */
  replies: "comment_replies",
  notice: "comment_notice",
} as const;

export type ModeKind = "edit" | "reply" | "delete" | "report";
export const MODE_KINDS: ModeKind[] = ["edit", "reply", "delete", "report"];
export interface Mode {
  kind: ModeKind;
  id: number;
}

export const INTENTS = ["post", "reply", "edit", "delete", "like", "report"] as const;
export type Intent = (typeof INTENTS)[number];

/** Set by the enhanced forms: the action answers data instead of redirecting. */
export const JS_FIELD = "js";

/** What each notice says (the code travels in the URL without JavaScript: ?comment_notice=…). */
export const NOTICES = {
  posted: "comments.notice.posted",
  pending: "comments.notice.pending",
  replied: "comments.notice.replied",
  updated: "comments.notice.updated",
  deleted: "comments.notice.deleted",
  reported: "comments.notice.reported",
  "reported-blocked": "comments.notice.reportedBlocked",
  empty: "comments.notice.empty",
  "too-long": "comments.notice.tooLong",
  "no-reason": "comments.notice.noReason",
  "rate-limited": "comments.notice.rateLimited",
  failed: "comments.notice.failed",
} as const satisfies Record<string, MessageKey>;
export type NoticeCode = keyof typeof NOTICES;

export function isNoticeCode(value: unknown): value is NoticeCode {
  return typeof value === "string" && Object.hasOwn(NOTICES, value);
}

/** Notices that report a failure (shown as such, not as a confirmation). */
export const FAILURE_NOTICES: ReadonlySet<NoticeCode> = new Set(["empty", "too-long", "no-reason", "rate-limited", "failed"]);

export interface CommentsViewer {
  id: number;
  name: string;
}

/** What loadComments hands the page and <CommentsSection> renders. */
export interface CommentsData {
  collectionId: number;
  /** The page's path, without query or hash. */
  path: string;
  sort: CommentSort;
  /** null when the thread could not be loaded. */
  comments: ShownComment[] | null;
  count: number;
  viewer: CommentsViewer | null;
  categories: SpamCategory[];
  mode: Mode | null;
  /** Comments whose replies are all shown. */
  expanded: number[];
  notice: NoticeCode | null;
  /** Sign-in page that brings the visitor back to this thread. */
  signinHref: string;
}

/** The answer of a comment action to an enhanced (fetcher) form. */
export interface CommentActionResult {
  ok: boolean;
  intent: Intent | null;
  notice: NoticeCode | null;
  /** The like after a toggle. */
  like?: { comment_id: number; is_liked: boolean; like_count: number };
}

/** A link to this page's thread: the sort kept, plus the given extra parameters. */
export function threadHref(
  data: Pick<CommentsData, "path" | "sort">,
  extra: Record<string, string | number> = {},
  anchor: string = THREAD_ANCHOR,
): string {
  const params = new URLSearchParams();
  if (data.sort !== "latest") params.set(PARAM.sort, data.sort);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return `${data.path}${query ? `?${query}` : ""}#${anchor}`;
}

export function modeHref(data: Pick<CommentsData, "path" | "sort">, kind: ModeKind, id: number) {
  return threadHref(data, { [PARAM[kind]]: id }, `comment-${id}`);
}

/** Comments sorted by created date: newest first ("latest") or oldest first (SPEC §9). */
export function sortComments<T extends Pick<Comment, "created_at" | "id">>(comments: T[], sort: CommentSort): T[] {
  const sorted = [...comments].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
  return sort === "latest" ? sorted.reverse() : sorted;
}
