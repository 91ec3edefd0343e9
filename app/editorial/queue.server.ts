import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { AUTHORING_KIND_IDS, QUEUE_STATUSES } from "../../contract/authoring-constants";
import { formatDateTime, isoDate } from "~/content/format";
import { requestLanguage } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getQueue } from "~/upstream/editorial.server";
import { requireEditor } from "./access.server";

/** The desk's queue (/editorial): submissions by status and kind, newest first, paged. */

// Anything else in the address (an edited link) falls back to the default filter, not an error.
const Query = z.object({
  status: z.enum(QUEUE_STATUSES).catch("submitted"),
  kind: z.enum(AUTHORING_KIND_IDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** "me": only the submissions assigned to the editor (docs/product/editorial.md#assignment). */
  assigned: z.enum(["me", "anyone"]).catch("anyone"),
});

export async function loadQueue(args: LoaderFunctionArgs) {
  await requireEditor(args);
  const query = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const lang = requestLanguage(args.request);
  const queue = await getQueue(args, {
    status: query.status,
    kind: query.kind || undefined,
    page: query.page,
    assigned: query.assigned,
  }).catch(upstreamErrorResponse);
  return {
    status: query.status,
    kind: query.kind ?? null,
    assigned: query.assigned,
    page: queue.page,
    pages: Math.max(1, queue.total_pages),
    total: queue.total,
    items: queue.items.map((item) => ({
      id: item.id,
      title: typeof item.fields.title === "string" && item.fields.title ? item.fields.title : item.slug,
      kind: item.kind,
      status: item.status,
      author: item.author.name,
      assignee: item.assignee?.name ?? null,
      updated: formatDateTime(item.updated_at, lang),
      updatedIso: isoDate(item.updated_at),
      // When it goes online or offline by itself, soonest first (docs/product/editorial.md#scheduling).
      schedules: item.schedules.map((s) => ({ action: s.action, at: formatDateTime(s.at, lang), atIso: isoDate(s.at) })),
    })),
  };
}
export type QueueData = Awaited<ReturnType<typeof loadQueue>>;
