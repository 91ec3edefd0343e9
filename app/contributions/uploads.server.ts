import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { isAuthoringKind } from "../../contract/authoring-constants";
import { itemFormPath } from "~/authoring/editor.server";
import { formatDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { requireUser } from "~/accounts/guards.server";
import { listPublications, moveContribution } from "~/upstream/contributions.server";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { FETCH_FAILED_LOG } from "~/contributions/text";

/**
 * Loader and action shared by My Uploads (/posts/all) and the trash (/posts/trash): the same
 * page over a different status filter.
 */

export type UploadsView = "all" | "trash";
export const VIEW_PATH: Record<UploadsView, string> = { all: "/posts/all", trash: "/posts/trash" };

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Junk in the query string means "not given", never an error page. */
const UploadsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  submitted: z.literal("1").optional().catch(undefined),
  trashed: Id.optional().catch(undefined),
  restored: Id.optional().catch(undefined),
});

export async function loadUploads(args: LoaderFunctionArgs, view: UploadsView) {
  await requireUser(args.request);
  const url = new URL(args.request.url);
  const query = UploadsQuery.parse(Object.fromEntries(url.searchParams));
  const notice = {
    submitted: query.submitted === "1",
    trashed: query.trashed ?? null,
    restored: query.restored ?? null,
  };
  try {
    const list = await listPublications(args, { page: query.page, status: view === "trash" ? "trashed" : undefined });
    if (list.total > 0 && query.page > list.total_pages) {
      // Trashing the last item of the last page leaves it empty: show the page before.
      url.searchParams.set("page", String(list.total_pages));
      throw redirect(url.pathname + url.search);
    }
    // Dates are formatted here so the date library stays out of the browser bundle.
    const lang = requestLanguage(args.request);
    const items = list.items.map(({ kind, slug, ...item }) => ({
      ...item,
      created_label: formatDate(item.created_at, lang),
      // Each title links to the item's own form (docs/product/contributions.md#my-uploads-and-my-pages), where it is edited, resubmitted or trashed.
      edit_path: kind && slug && isAuthoringKind(kind) ? itemFormPath(kind, slug) : undefined,
    }));
    return data({ view, list: { ...list, items }, failed: false as const, notice });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // docs/product/contributions.md#my-uploads-and-my-pages: a failed publications fetch is logged; the page says so and offers a retry.
    args.context.logger.error({ status: error.status, path: error.path, requestId: args.context.requestId }, FETCH_FAILED_LOG);
    const unavailable = error.status === 0 || error.status >= 500;
    return data({ view, list: null, failed: true as const, notice }, { status: unavailable ? 503 : 502 });
  }
}

const MoveForm = z.object({
  intent: z.enum(["trash", "restore"]),
  id: Id,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Trash (from My Uploads) or restore (from the trash, or "Undo" after trashing): POST/redirect/GET. */
export async function moveUpload(args: ActionFunctionArgs, view: UploadsView) {
  await requireUser(args.request);
  const parsed = MoveForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  const { intent, id, page } = parsed.data;
  await moveContribution(args, id, intent).catch(upstreamErrorResponse);
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  params.set(intent === "trash" ? "trashed" : "restored", String(id));
  return localRedirect(args.request, `${VIEW_PATH[view]}?${params}`);
}
