/**
 * The server half of the comments section, for a route's loader and action:
 *
 *   loader: const comments = await loadComments({ request, context, collectionId: item.id });
 *   action: export const action = (args) => handleCommentAction(args);
 *
 * Every action is an ordinary form post (an `intent` names it) that redirects back to the thread
 * (post/redirect/get), so it all works without JavaScript; the enhanced forms send `js=1` and get
 * a small data answer instead, and the router revalidates the page's loaders.
 */
import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { CommentSort, decodeCommentCursor, encodeCommentCursor, type Comment, type CommentReply } from "../../contract";
import { COMMENT_MAX_LENGTH, IDEMPOTENCY_KEY, REPLIES_PER_COMMENT, REPLY_PAGE_SIZE } from "../../contract/comments-constants";
import { formatDateTime } from "~/content/format";
import { localePath, requestLanguage, type Language } from "~/i18n";
import { signInPath } from "~/accounts/guards.server";
import { getAuth } from "~/accounts/session.server";
import { UpstreamError } from "~/upstream/core.server";
import * as upstream from "~/upstream/comments.server";
import { THREAD_ANCHOR } from "~/comments/basics";
import {
  INTENTS,
  isNoticeCode,
  JS_FIELD,
  MODE_KINDS,
  PARAM,
  type CommentActionResult,
  type CommentsData,
  type Intent,
  type Mode,
  type NoticeCode,
  type RepliesPage,
  type ShownComment,
  type ThreadPage,
} from "~/comments/model";

interface Args {
  request: Request;
  context: AppLoadContext;
}

const Id = z.coerce.number().int().positive();

function positiveInt(value: string | null): number | null {
  if (value === null) return null;
  const parsed = Id.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function sortOf(url: URL) {
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
  const answer = await upstream.listComments({ request, context }, collectionId, { sort: page.sort, cursor: page.after, limit: page.limit });
  return { comments: answer.comments.map((comment) => shown(comment, lang)), count: answer.count, next: answer.next_cursor };
}

/** One page of a comment's replies, dates formatted in the page's language. */
export async function loadRepliesPage({ request, context }: Args, commentId: number, page: { after: string | null; limit?: number }): Promise<RepliesPage> {
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
export async function loadComments({ request, context, collectionId, url: given }: Args & { collectionId: number; url?: URL }): Promise<CommentsData> {
  const url = given ?? new URL(request.url);
  const sort = sortOf(url);
  const after = cursorOf(url.searchParams.get(PARAM.after));
  const auth = await getAuth(request);
  const args = { request, context };
  const [thread, categories] = await Promise.all([
    loadThreadPage(args, collectionId, { sort, after }).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error; // redirects (the 401 policy) go on
      // A reader who left before the page was ready aborts the call too: nothing went wrong.
      if (!request.signal.aborted) context.logger.error({ collectionId, status: error.status, err: error.message }, "Error in fetching comments");
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

const TextField = z
  .string({ required_error: "empty" })
  .refine((text) => text.trim() !== "", "empty")
  .refine((text) => text.length <= COMMENT_MAX_LENGTH, "too-long");

/** Names a new comment's post, so the same post sent again is stored once (the form's `post_key`). */
const PostKey = z.string().regex(IDEMPOTENCY_KEY).optional();

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("post"), comment: TextField, post_key: PostKey }),
  z.object({ intent: z.literal("reply"), comment: TextField, parent_id: Id, post_key: PostKey }),
  z.object({ intent: z.literal("edit"), comment: TextField, comment_id: Id }),
  z.object({ intent: z.literal("delete"), comment_id: Id }),
  z.object({ intent: z.literal("like"), comment_id: Id }),
  z.object({
    intent: z.literal("report"),
    comment_id: Id,
    category_id: z.coerce.number({ invalid_type_error: "no-reason" }).int().positive("no-reason"),
    author_id: Id.optional(),
    block: z.literal("on").optional(),
  }),
]);
type ActionInput = z.infer<typeof ActionSchema>;

function intentOf(value: FormDataEntryValue | null): Intent | null {
  return typeof value === "string" && (INTENTS as readonly string[]).includes(value) ? (value as Intent) : null;
}

function failureNotice(error: unknown): NoticeCode {
  if (error instanceof UpstreamError) {
    if (error.status === 429) return "rate-limited";
    if (error.fieldError("comment")) return "empty";
    if (error.fieldError("category_id")) return "no-reason";
  }
  return "failed";
}

/** Where the way back goes, besides the anchor: the first page (newest first), or the same page with a comment's replies open. */
interface WayBack {
  first?: boolean;
  expand?: number;
  /** With `expand`: the later page of its replies to show (one starting at a new reply). */
  expandAfter?: string;
}

/**
 * Where the way back after a reply shows it: among the comment's replies opened ("View All"
 * shows the first REPLIES_PER_COMMENT + REPLY_PAGE_SIZE), or, when it has more than that, on a
 * later page of them that starts at the new reply.
 */
async function wayToReply(args: Args, stored: CommentReply, parentId: number): Promise<WayBack> {
  const root = stored.reference_comment_id ?? parentId;
  try {
    const { reply_count } = await upstream.listReplies(args, root, { limit: 1 });
    if (reply_count <= REPLIES_PER_COMMENT + REPLY_PAGE_SIZE || stored.id <= 1) return { expand: root };
    return { expand: root, expandAfter: encodeCommentCursor({ created_at: stored.created_at, id: stored.id - 1 }) };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { expand: root };
  }
}

interface Performed extends WayBack {
  notice: NoticeCode | null;
  anchor: string;
  like?: CommentActionResult["like"];
}

async function perform(args: Args & { enhanced: boolean }, collectionId: number, input: ActionInput): Promise<Performed> {
  switch (input.intent) {
    case "post": {
      const stored = await upstream.submitComment(args, { comment: input.comment, collection_id: collectionId }, input.post_key);
      // A new comment is the newest: first on the first page of the latest order, whatever page the visitor was on.
      return { notice: stored.status === 3 ? "posted" : "pending", anchor: `comment-${stored.id}`, first: true };
    }
    case "reply": {
      const stored = await upstream.submitComment(args, { comment: input.comment, collection_id: collectionId, parent_id: input.parent_id }, input.post_key);
      // The new reply is the comment's last: its replies open, so it is on the page even beyond the first ones.
      const way = args.enhanced ? {} : await wayToReply(args, stored, input.parent_id);
      return { notice: stored.status === 3 ? "replied" : "pending", anchor: `comment-${stored.id}`, ...way };
    }
    case "edit": {
      const stored = await upstream.submitComment(args, {
        comment: input.comment,
        collection_id: collectionId,
        comment_id: input.comment_id,
        is_updated: true,
      });
      return { notice: stored.status === 3 ? "updated" : "pending", anchor: `comment-${stored.id}` };
    }
    case "delete":
      await upstream.deleteComment(args, input.comment_id);
      return { notice: "deleted", anchor: THREAD_ANCHOR };
    case "like": {
      const like = await upstream.likeComment(args, input.comment_id);
      return { notice: null, anchor: `comment-${input.comment_id}`, like };
    }
    case "report": {
      await upstream.reportComment(args, input.comment_id, input.category_id);
      if (input.block && input.author_id) {
        const auth = await getAuth(args.request);
        await upstream.blockContent(args, {
          user_id: auth?.user.id,
          block_user_id: input.author_id,
          parent_id: collectionId,
          child_id: input.comment_id,
        });
        return { notice: "reported-blocked", anchor: THREAD_ANCHOR };
      }
      return { notice: "reported", anchor: `comment-${input.comment_id}` };
    }
  }
}

/**
 * Handles a comment form posted to the page. `collectionId` is the page's item; without it the
 * form's `collection_id` is used (the API checks the item exists and takes comments).
 * Anonymous visitors are sent to sign-in and back to the thread.
 */
export async function handleCommentAction({
  request,
  context,
  collectionId,
}: Args & { collectionId?: number }): Promise<CommentActionResult | Response> {
  const url = new URL(request.url);
  const form = await request.formData();
  const enhanced = form.get(JS_FIELD) === "1";
  const intent = intentOf(form.get("intent"));
  // Back to the page of the thread the form was on (its order, and the later page of comments or
  // replies it showed), so the comment acted on is still there.
  const back = (params: Record<string, string>, anchor: string, way: WayBack = {}) => {
    const query = new URLSearchParams();
    if (!way.first) {
      const sort = sortOf(url);
      if (sort !== "latest") query.set(PARAM.sort, sort);
      const after = cursorOf(url.searchParams.get(PARAM.after));
      if (after) query.set(PARAM.after, after);
      const replies = positiveInt(url.searchParams.get(PARAM.replies));
      const repliesAfter = cursorOf(url.searchParams.get(PARAM.repliesAfter));
      if (way.expand) {
        query.set(PARAM.replies, String(way.expand));
        if (way.expandAfter) query.set(PARAM.repliesAfter, way.expandAfter);
      } else if (replies && repliesAfter) {
        query.set(PARAM.replies, String(replies));
        query.set(PARAM.repliesAfter, repliesAfter);
      }
    }
    for (const [k, v] of Object.entries(params)) query.set(k, v);
    const q = query.toString();
    return `${url.pathname}${q ? `?${q}` : ""}#${anchor}`;
  };
  const finish = (result: CommentActionResult, anchor: string, way?: WayBack) => {
    if (enhanced) return result;
    return redirect(back(result.notice ? { [PARAM.notice]: result.notice } : {}, anchor, way), 303);
  };

  const auth = await getAuth(request);
  if (!auth) throw redirect(signinHref(url), 303);

  const target = collectionId ?? positiveInt(String(form.get("collection_id") ?? ""));
  const parsed = ActionSchema.safeParse(Object.fromEntries(form));
  if (!target || !intent || !parsed.success) {
    const first = parsed.success ? undefined : parsed.error.issues[0]?.message;
    const notice: NoticeCode = isNoticeCode(first) ? first : "failed";
    return finish({ ok: false, intent, notice }, THREAD_ANCHOR);
  }
  try {
    const done = await perform({ request, context, enhanced }, target, parsed.data);
    return finish({ ok: true, intent, notice: done.notice, like: done.like }, done.anchor, done);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error; // the 401 redirect and real bugs go on
    context.logger.warn({ intent, status: error.status, err: error.message }, "comment action failed");
    return finish({ ok: false, intent, notice: failureNotice(error) }, THREAD_ANCHOR);
  }
}

