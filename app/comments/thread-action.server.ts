/**
 * The comments section's action half (comments.server.ts): every comment form (an `intent` names
 * it) performed upstream, then the way back to the thread, or a data answer to an enhanced form.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { encodeCommentCursor, type CommentReply } from "../../contract";
import { COMMENT_MAX_LENGTH, IDEMPOTENCY_KEY, REPLIES_PER_COMMENT, REPLY_PAGE_SIZE } from "../../contract/comments-constants";
import { getAuth } from "~/upstream/session.server";
import { UpstreamError } from "~/upstream/core.server";
import * as upstream from "~/upstream/comments.server";
import { THREAD_ANCHOR } from "~/comments/basics";
import { INTENTS, isNoticeCode, JS_FIELD, PARAM, type CommentActionResult, type Intent, type NoticeCode } from "~/comments/model";
import { cursorOf, Id, positiveInt, signinHref, sortOf, type Args } from "./thread-loader.server";

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
      const stored = await upstream.submitComment(
        args,
        { comment: input.comment, collection_id: collectionId, parent_id: input.parent_id },
        input.post_key,
      );
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
