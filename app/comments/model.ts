/**
 * What the comments section and its server half share: the query parameters that make every
 * mode reachable by a link (no JavaScript needed), the form intents, and the notices an action
 * leaves behind. Pure: imported by the browser bundle and by comments.server.ts.
 */
import type { Comment, CommentReply, CommentSort, SpamCategory } from "../../contract";
import type { MessageKey } from "~/i18n";
import { THREAD_ANCHOR } from "./basics";
import "./messages";

/**
 * A comment as the section shows it: its date already formatted by the server (dates are
 * formatted on the server, so the formatting code stays out of the browser bundle).
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
  /** A later page of the thread: the comments after this cursor (the "More comments" link). */
  after: "comment_after",
  /** A later page of the expanded comment's replies: those after this cursor ("More replies"). */
  repliesAfter: "comment_replies_after",
  notice: "comment_notice",
} as const;

/** Where a later page of comments opens: the start of its list. */
export const PAGE_ANCHOR = "comment-page";
/** Where a later page of a comment's replies opens. */
export function repliesAnchor(commentId: number) {
  return `comment-${commentId}-replies`;
}

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
  /** Made for each render of the page: its forms name their posts with it (forms.tsx, postKey). */
  postKey: string;
}

/** What loadComments hands the page and <CommentsSection> renders. */
export interface CommentsData {
  collectionId: number;
  /** The page's path, without query or hash. */
  path: string;
  sort: CommentSort;
  /** This page of the thread; null when it could not be loaded. */
  comments: ShownComment[] | null;
  /** Comments and replies the viewer can see in the whole thread. */
  count: number;
  /** The cursor this page starts after (a later page, reached without JavaScript); null for the first page. */
  after: string | null;
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** Set when the expanded comment shows a later page of its replies: the cursor that page starts after. */
  repliesAfter: string | null;
  /** The JSON address further pages are read from with JavaScript (the /comments/{id} route, in the page's language). */
  pagesPath: string;
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

/** The thread as a link shows it: the page's path and order, and the later page it is on (if any). */
export type ThreadView = Pick<CommentsData, "path" | "sort"> & Partial<Pick<CommentsData, "after" | "repliesAfter" | "expanded">>;

/**
 * A link to this page's thread: the sort and the later page kept (so a comment on it is still
 * there), plus the given extra parameters. Naming another expanded comment leaves the later
 * page of replies behind.
 */
export function threadHref(data: ThreadView, extra: Record<string, string | number> = {}, anchor: string = THREAD_ANCHOR): string {
  const params = new URLSearchParams();
  if (data.sort !== "latest") params.set(PARAM.sort, data.sort);
  if (data.after) params.set(PARAM.after, data.after);
  const windowed = data.repliesAfter ? data.expanded?.[0] : undefined;
  if (windowed !== undefined && data.repliesAfter) {
    params.set(PARAM.replies, String(windowed));
    params.set(PARAM.repliesAfter, data.repliesAfter);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  if (PARAM.replies in extra && !(PARAM.repliesAfter in extra)) params.delete(PARAM.repliesAfter);
  const query = params.toString();
  return `${data.path}${query ? `?${query}` : ""}#${anchor}`;
}

export function modeHref(data: ThreadView, kind: ModeKind, id: number) {
  return threadHref(data, { [PARAM[kind]]: id }, `comment-${id}`);
}

/** One page of the thread as the /comments/{id} route answers it. */
export interface ThreadPage {
  comments: ShownComment[];
  count: number;
  next: string | null;
}

/** One page of a comment's replies as the /comments/{id}?replies_of= route answers it. */
export interface RepliesPage {
  replies: ShownReply[];
  reply_count: number;
  next: string | null;
}

/** The JSON address of the thread's page after `cursor` (`limit` comments; the API's page size without). */
export function pageUrl(data: Pick<CommentsData, "pagesPath" | "sort">, cursor: string, limit?: number): string {
  const params = new URLSearchParams({ sort: data.sort, after: cursor });
  if (limit) params.set("limit", String(limit));
  return `${data.pagesPath}?${params.toString()}`;
}

/** The JSON address of a comment's replies after `cursor`. */
export function repliesUrl(data: Pick<CommentsData, "pagesPath">, commentId: number, cursor: string, limit?: number): string {
  const params = new URLSearchParams({ replies_of: String(commentId), after: cursor });
  if (limit) params.set("limit", String(limit));
  return `${data.pagesPath}?${params.toString()}`;
}
