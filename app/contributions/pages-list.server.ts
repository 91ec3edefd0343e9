import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { AUTHORING_KINDS, type AuthoringItem } from "../../contract/authoring";
import type { UploadItem } from "./Uploads";
import type { UploadsView } from "./uploads.server";
import { formatDate } from "~/content/format";
import { requestLanguage, type Language } from "~/i18n";
import { requireUser } from "~/accounts/guards.server";
import { listItems } from "~/upstream/authoring.server";
import { UpstreamError } from "~/upstream/core.server";
import { itemFormPath } from "~/authoring/editor.server";
import { KIND_LABELS } from "~/authoring/labels";

/**
 * The organisation pages and events the user manages (/pages, /pages/all) and their trash
 * (/pages/trash): My Uploads' page (UploadsPage) over the authoring list of the "pages" group.
 */

const Query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
const NO_NOTICE = { submitted: false, trashed: null, restored: null };

/** An authoring item as My Uploads lists it; its title links to its form. */
function asUpload(item: AuthoringItem, lang: Language): UploadItem {
  const text = (name: string) => (typeof item.fields[name] === "string" ? (item.fields[name] as string) : "");
  return {
    id: item.id,
    collection_type: AUTHORING_KINDS[item.kind].collectionType,
    collection_type_name: item.kind,
    title: text("title"),
    summary: text("summary"),
    source_url: null,
    status: item.status,
    created_at: item.created_at,
    updated_at: item.updated_at,
    created_label: formatDate(item.created_at, lang),
    edit_path: itemFormPath(item.kind, item.slug),
    type_key: KIND_LABELS[item.kind],
  };
}

export async function loadPages(args: LoaderFunctionArgs, view: UploadsView) {
  await requireUser(args.request);
  const { page } = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  try {
    const list = await listItems(args, { group: "pages", status: view === "trash" ? "trashed" : undefined, page });
    const lang = requestLanguage(args.request);
    return data({
      view,
      group: "pages" as const,
      list: { ...list, items: list.items.map((item) => asUpload(item, lang)) },
      failed: false as const,
      notice: NO_NOTICE,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    args.context.logger.error({ status: error.status, path: error.path }, "the user's pages could not be listed");
    const unavailable = error.status === 0 || error.status >= 500;
    return data(
      { view, group: "pages" as const, list: null, failed: true as const, notice: NO_NOTICE },
      { status: unavailable ? 503 : 502 },
    );
  }
}
