import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { EditorialItemParams } from "../../contract/authoring";
import { requestLanguage } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getAudit } from "~/upstream/editorial.server";
import { requireEditor } from "./access.server";
import { historyRow } from "./history.server";

/**
 * The desk's audit log (/editorial/audit): every editorial step, newest first, or one
 * submission's; `self_approved=true` keeps only approvals by an item's own author (decision 0123).
 */

const Page = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loadAudit(args: LoaderFunctionArgs) {
  await requireEditor(args);
  const params = new URL(args.request.url).searchParams;
  const typed = (params.get("item_id") ?? "").trim();
  const item = typed ? EditorialItemParams.safeParse({ id: typed }) : null;
  const page = Page.parse(params.get("page") ?? undefined);
  const selfApproved = params.get("self_approved") === "true";
  if (item && !item.success) {
    // A number the editor typed wrong: the form again with its message, as a 400.
    return data({ itemId: typed, itemError: true, selfApproved, page: 1, pages: 1, rows: [] }, { status: 400 });
  }
  const itemId = item?.data.id;
  const log = await getAudit(args, { itemId, selfApproved, page }).catch(upstreamErrorResponse);
  const lang = requestLanguage(args.request);
  return data({
    itemId: typed,
    itemError: false,
    selfApproved,
    page: log.page,
    pages: Math.max(1, log.total_pages),
    rows: log.items.map((e) => historyRow(e, lang)),
  });
}
