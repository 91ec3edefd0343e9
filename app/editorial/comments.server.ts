import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { MODERATION_QUEUES } from "../../contract";
import { localRedirect } from "~/accounts/local-redirect.server";
import { upstreamErrorResponse } from "~/upstream/core.server";
import {
  COMMENTS_PER_PAGE,
  getModerationSettings,
  listCommentsForModeration,
  moderateComment,
  setCommentsRequireApproval,
} from "~/upstream/editorial.server";
import { formatDateTime } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { requireModerator } from "./access.server";
import { badDeskForm, deskActionFailure } from "./failure.server";

/** The comment moderation page of the desk (/editorial/comments): queues, decisions, the approval setting. */

const Query = z.object({
  queue: z.enum(MODERATION_QUEUES).catch("pending"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  done: z.enum(["approve", "reject", "settings"]).optional().catch(undefined),
});

const Decision = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["approve", "reject"]),
    id: z.coerce.number().int().positive(),
    queue: z.enum(MODERATION_QUEUES).catch("pending"),
  }),
  z.object({
    intent: z.literal("settings"),
    require_approval: z.literal("on").optional(),
    queue: z.enum(MODERATION_QUEUES).catch("pending"),
  }),
]);

export async function loadCommentModeration(args: LoaderFunctionArgs) {
  await requireModerator(args);
  const query = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const lang = requestLanguage(args.request);
  const [list, settings] = await Promise.all([
    listCommentsForModeration(args, { status: query.queue, page: query.page }),
    getModerationSettings(args),
  ]).catch(upstreamErrorResponse);
  return {
    queue: query.queue,
    page: query.page,
    pages: Math.max(1, Math.ceil(list.total / COMMENTS_PER_PAGE)),
    total: list.total,
    done: query.done ?? null,
    requireApproval: settings.comments_require_approval,
    comments: list.comments.map((c) => ({
      id: c.id,
      text: c.comment,
      author: c.created_by,
      on: c.collection_title,
      at: formatDateTime(c.created_at, lang),
      reports: c.report_count,
      status: c.status,
    })),
  };
}

/** Approve or reject one comment, or change the setting; back to the same queue with a notice. */
export async function moderateCommentAction(args: ActionFunctionArgs) {
  await requireModerator(args);
  const parsed = Decision.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const input = parsed.data;
  try {
    if (input.intent === "settings") await setCommentsRequireApproval(args, input.require_approval === "on");
    else await moderateComment(args, input.id, input.intent);
  } catch (error) {
    return deskActionFailure(error, { 404: "editorial.comments.gone" });
  }
  return localRedirect(args.request, `/editorial/comments?queue=${input.queue}&done=${input.intent}`);
}
