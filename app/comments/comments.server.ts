/**
 * The server half of the comments section, for a route's loader and action:
 *
 *   loader: const comments = await loadComments({ request, context, collectionId: item.id });
 *   action: export const action = (args) => handleCommentAction(args);
 *
 * Every action is an ordinary form post (an `intent` names it) that redirects back to the thread
 * (post/redirect/get), so it all works without JavaScript; the enhanced forms send `js=1` and get
 * a small data answer instead, and Remix revalidates the page's loaders.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { CommentSort, type Comment, type CommentReply } from "../../contract";
import { COMMENT_MAX_LENGTH } from "../../contract/comments-constants";
import { formatDateTime } from "~/content/format";
import { requestLanguage, type Language } from "~/i18n";
import { signInPath } from "~/session/guards.server";
import { getAuth } from "~/session/session.server";
import { UpstreamError } from "~/upstream/core.server";
import * as upstream from "~/upstream/comments.server";
import { THREAD_ANCHOR } from "~/components/comments/basics";
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
} from "~/components/comments/model";

interface Args {
  request: Request;
  context: AppLoadContext;
}

const Id = z.coerce.number().int().positive();

function positiveInt(value: string | null): number | null {
  const parsed = Id.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function sortOf(url: URL) {
  const parsed = CommentSort.safeParse(url.searchParams.get(PARAM.sort));
  return parsed.success ? parsed.data : "latest";
}

/** Sign-in, then back to this page's thread (redirectTo is a same-site path with its anchor). */
export function signinHref(url: URL): string {
  const back = new URLSearchParams();
  const sort = url.searchParams.get(PARAM.sort);
  if (sort === "oldest") back.set(PARAM.sort, sort);
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
  const auth = await getAuth(request);
  const args = { request, context };
  const [thread, categories] = await Promise.all([
    upstream.listComments(args, collectionId, sort).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error; // redirects (the 401 policy) go on
      // A reader who left before the page was ready aborts the call too: nothing went wrong.
      if (!request.signal.aborted) context.logger.error({ collectionId, status: error.status, err: error.message }, "Error in fetching comments");
      return null;
    }),
    auth ? upstream.getSpamCategories(args).catch(() => []) : Promise.resolve([]),
  ]);
  const notice = url.searchParams.get(PARAM.notice);
  const expanded = positiveInt(url.searchParams.get(PARAM.replies));
  return {
    collectionId,
    path: url.pathname,
    sort,
    comments: thread ? thread.comments.map((comment) => shown(comment, requestLanguage(request))) : null,
    count: thread?.count ?? 0,
    viewer: auth ? { id: auth.user.id, name: auth.user.name } : null,
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

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("post"), comment: TextField }),
  z.object({ intent: z.literal("reply"), comment: TextField, parent_id: Id }),
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

async function perform(args: Args, collectionId: number, input: ActionInput): Promise<{ notice: NoticeCode | null; anchor: string; like?: CommentActionResult["like"] }> {
  switch (input.intent) {
    case "post": {
      const stored = await upstream.submitComment(args, { comment: input.comment, collection_id: collectionId });
      return { notice: stored.status === 3 ? "posted" : "pending", anchor: `comment-${stored.id}` };
    }
    case "reply": {
      const stored = await upstream.submitComment(args, { comment: input.comment, collection_id: collectionId, parent_id: input.parent_id });
      return { notice: stored.status === 3 ? "replied" : "pending", anchor: `comment-${stored.id}` };
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
  const back = (params: Record<string, string>, anchor: string) => {
    const query = new URLSearchParams();
    const sort = sortOf(url);
    if (sort !== "latest") query.set(PARAM.sort, sort);
    for (const [k, v] of Object.entries(params)) query.set(k, v);
    const q = query.toString();
    return `${url.pathname}${q ? `?${q}` : ""}#${anchor}`;
  };
  const finish = (result: CommentActionResult, anchor: string) => {
    if (enhanced) return result;
    return redirect(back(result.notice ? { [PARAM.notice]: result.notice } : {}, anchor), 303);
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
    const done = await perform({ request, context }, target, parsed.data);
    return finish({ ok: true, intent, notice: done.notice, like: done.like }, done.anchor);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error; // the 401 redirect and real bugs go on
    context.logger.warn({ intent, status: error.status, err: error.message }, "comment action failed");
    return finish({ ok: false, intent, notice: failureNotice(error) }, THREAD_ANCHOR);
  }
}

