/**
 * The comments section's loader half (comments.server.ts): the thread as the visitor may see
 * it, the pages further down it, and what its address says (order, page, mode).
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { CommentSort, decodeCommentCursor, type Comment, type CommentReply } from "../../contract";
import { formatDateTime } from "~/content/format";
import { localePath, requestLanguage, type Language } from "~/i18n";
import { signInPath } from "~/accounts/guards.server";
import { getAuth } from "~/upstream/session.server";
import { UpstreamError } from "~/upstream/core.server";
import * as upstream from "~/upstream/comments.server";
import { THREAD_ANCHOR } from "~/comments/basics";
import {
  isNoticeCode,
  MODE_KINDS,
  PARAM,
  type CommentsData,
  type Mode,
  type RepliesPage,
  type ShownComment,
  type ThreadPage,
} from "~/comments/model";

export interface Args {
  request: Request;
  context: AppLoadContext;
}

export const Id = z.coerce.number().int().positive();

export function positiveInt(value: string | null): number | null {
  if (value === null) return null;
  const parsed = Id.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function sortOf(url: URL) {
  const value = url.searchParams.get(PARAM.sort);
  if (value === null) return "latest";
  const parsed = CommentSort.safeParse(value);
  return parsed.success ? parsed.data : "latest";
}

/** A cursor the API gave out, or null (a garbled one in an address means: from the start). */
export function cursorOf(value: string | null): string | null {
  return value !== null && decodeCommentCursor(value) ? value : null;
}

/** The JSON route further pages come from, in the page's language. */
function pagesPath(request: Request, collectionId: number) {
  return localePath(requestLanguage(request), `/comments/${collectionId}`);
}

/** One page of the thread, dates formatted in the page's language. */
export async function loadThreadPage(
  { request, context }: Args,
  collectionId: number,
  page: { sort: CommentSort; after: string | null; limit?: number },
): Promise<ThreadPage> {
  const lang = requestLanguage(request);
  const answer = await upstream.listComments({ request, context }, collectionId, {
    sort: page.sort,
    cursor: page.after,
    limit: page.limit,
  });
  return { comments: answer.comments.map((comment) => shown(comment, lang)), count: answer.count, next: answer.next_cursor };
}

/** One page of a comment's replies, dates formatted in the page's language. */
export async function loadRepliesPage(
  { request, context }: Args,
  commentId: number,
  page: { after: string | null; limit?: number },
): Promise<RepliesPage> {
  const lang = requestLanguage(request);
  const answer = await upstream.listReplies({ request, context }, commentId, { cursor: page.after, limit: page.limit });
  return { replies: answer.replies.map((reply) => label(reply, lang)), reply_count: answer.reply_count, next: answer.next_cursor };
}

/**
 * The expanded comment with its further replies: the page after `repliesAfter` in place of the
 * first ones (a later page of replies), or else, when it has more than came with the thread's
 * page, the next page of them added (so "View All" without JavaScript shows them, and the way
 * back after a reply finds it). When they cannot be read, the comment stays as it came.
 */
async function withReplies(args: Args, comment: ShownComment, repliesAfter: string | null): Promise<ShownComment> {
  const cursor = repliesAfter ?? comment.replies_next_cursor;
  if (!cursor) return comment;
  try {
    const more = await loadRepliesPage(args, comment.id, { after: cursor });
    const replies = repliesAfter ? more.replies : [...comment.reply_comment, ...more.replies];
    return { ...comment, reply_comment: replies, reply_count: more.reply_count, replies_next_cursor: more.next };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    args.context.logger.warn({ commentId: comment.id, status: error.status, err: error.message }, "Error in fetching replies");
    return comment;
  }
}

/** Sign-in, then back to this page's thread, on the page of it the visitor was reading (redirectTo is a same-site path with its anchor). */
export function signinHref(url: URL): string {
  const back = new URLSearchParams();
  const sort = url.searchParams.get(PARAM.sort);
  if (sort === "oldest") back.set(PARAM.sort, sort);
  const after = cursorOf(url.searchParams.get(PARAM.after));
  if (after) back.set(PARAM.after, after);
  const query = back.toString();
  return signInPath(`${url.pathname}${query ? `?${query}` : ""}#${THREAD_ANCHOR}`);
}

function parseMode(url: URL): Mode | null {
  for (const kind of MODE_KINDS) {
    const id = positiveInt(url.searchParams.get(PARAM[kind]));
    if (id) return { kind, id };
  }
  return null;
}

/**
 * The thread of `collectionId` as the visitor may see it, with the mode the URL asks for.
 * A failed load logs "Error in fetching comments" and gives `comments: null` (the section shows
 * a retry link); the page itself still renders.
 */
export async function loadComments({
  request,
  context,
  collectionId,
  url: given,
}: Args & { collectionId: number; url?: URL }): Promise<CommentsData> {
  const url = given ?? new URL(request.url);
  const sort = sortOf(url);
  const after = cursorOf(url.searchParams.get(PARAM.after));
  const auth = await getAuth(request);
  const args = { request, context };
  const [thread, categories] = await Promise.all([
    loadThreadPage(args, collectionId, { sort, after }).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error; // redirects (the 401 policy) go on
      // A reader who left before the page was ready aborts the call too: nothing went wrong.
      if (!request.signal.aborted)
        context.logger.error({ collectionId, status: error.status, err: error.message }, "Error in fetching comments");
      return null;
    }),
    auth ? upstream.getSpamCategories(args).catch(() => []) : Promise.resolve([]),
  ]);
  const notice = url.searchParams.get(PARAM.notice);
  const expanded = positiveInt(url.searchParams.get(PARAM.replies));
  const repliesAfter = expanded ? cursorOf(url.searchParams.get(PARAM.repliesAfter)) : null;
  let comments = thread?.comments ?? null;
  const open = expanded ? comments?.find((comment) => comment.id === expanded) : undefined;
  if (comments && open) {
    const full = await withReplies(args, open, repliesAfter);
    comments = comments.map((comment) => (comment === open ? full : comment));
  }
  return {
    collectionId,
    path: url.pathname,
    sort,
    comments,
    count: thread?.count ?? 0,
    after,
    next: thread?.next ?? null,
    repliesAfter: open ? repliesAfter : null,
    pagesPath: pagesPath(request, collectionId),
    // A new name for this page's posts on every render: a post sent again from it is stored once.
    viewer: auth ? { id: auth.user.id, name: auth.user.name, postKey: randomUUID() } : null,
    categories,
    mode: auth ? parseMode(url) : null,
    expanded: expanded ? [expanded] : [],
    notice: isNoticeCode(notice) ? notice : null,
    signinHref: signinHref(url),
  };
}

function label<T extends CommentReply>(comment: T, lang: Language): T & { created_label: string } {
  return { ...comment, created_label: formatDateTime(comment.created_at, lang) };
}

function shown(comment: Comment, lang: Language) {
  return { ...label(comment, lang), reply_comment: comment.reply_comment.map((reply) => label(reply, lang)) };
}
