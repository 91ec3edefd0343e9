/**
 * /comments/{collectionId}: the next page of an item's comment thread as JSON, for the thread's
 * "More comments" and "More replies" with JavaScript (docs/decisions/0110-comment-thread-pages.md). Without JavaScript those are
 * plain links to the item's page with the cursor in the query string; this route is never where
 * a visitor lands. The answer depends on who asks (their own pending comments, likes, blocks):
 * never cached.
 *
 *   ?sort=latest|oldest&after=<cursor>[&limit=n]   the comments after the cursor
 *   ?replies_of=<commentId>&after=<cursor>[&limit=n]  that comment's replies after the cursor
 */
import { z } from "zod";
import { COMMENT_PAGE_MAX, CommentSort } from "../../contract";
import { cursorOf, loadRepliesPage, loadThreadPage } from "~/comments/comments.server";
import { requestLanguage, translator, type MessageKey } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import type { Route } from "./+types/comments.$collectionId";

const PRIVATE = { "Cache-Control": "private, no-store" };

const Id = z.coerce.number().int().positive();
const Query = z.object({
  sort: CommentSort.default("latest"),
  after: z.string().refine((value) => cursorOf(value) !== null),
  replies_of: Id.optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).optional(),
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // In the language of the address asked (/hi/comments/…), as a script may show it.
  const t = translator(requestLanguage(request));
  const problem = (status: number, key: MessageKey, values?: Record<string, string>) =>
    Response.json({ message: t(key, values) }, { status, headers: PRIVATE });
  const collectionId = Id.safeParse(params.collectionId);
  if (!collectionId.success) return problem(404, "comments.pages.noItem");
  const query = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0];
    const name = String(issue.path[0] ?? "");
    return name === "after" && issue.code === "custom"
      ? problem(400, "comments.pages.badCursor")
      : problem(400, "comments.pages.badQuery", { name });
  }
  const { sort, after, replies_of: repliesOf, limit } = query.data;
  try {
    const page = repliesOf
      ? await loadRepliesPage({ request, context }, repliesOf, { after, limit })
      : await loadThreadPage({ request, context }, collectionId.data, { sort, after, limit });
    return Response.json(page, { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error; // the 401 policy's redirect goes on
    if (error.status === 404) return problem(404, "comments.pages.noComment");
    if (error.status === 422 || error.status === 400) return problem(400, "comments.pages.unreadable");
    context.logger.error({ collectionId: collectionId.data, status: error.status, err: error.message }, "Error in fetching comments");
    return problem(503, "comments.pages.unavailable");
  }
}
