import { Form, Link } from "react-router";
import type { AuthoringKind, AuthoringStatus } from "../../contract/authoring-constants";
import { STATUS_LABELS } from "~/authoring/labels";
import { scriptLanguage } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";

export interface ItemStatusProps {
  kind: AuthoringKind;
  item: { status: AuthoringStatus; slug: string; review_note: string | null; published_url: string | null };
}

const NOTE_SHOWN: ReadonlySet<AuthoringStatus> = new Set(["changes_requested", "rejected"]);
const linkClass = "font-semibold text-blue-800 underline";

/**
 * Where the item stands: its status, the editor's note when changes were requested or it was
 * not accepted, a link to the published page once there is one, and the trash or restore button.
 */
export function ItemStatus({ item }: ItemStatusProps) {
  const t = useT();
  const lp = useLocalePath();
  const trashed = item.status === "trashed";
  return (
    <div className="mb-6 rounded border-l-4 border-blue-800 bg-blue-50 p-4 text-slate-900" role="status">
      <p>
        <span className="font-semibold">{t("authoring.status.label")}</span> {t(STATUS_LABELS[item.status])}
      </p>
      {item.review_note && NOTE_SHOWN.has(item.status) ? (
        <div className="mt-2">
          <p className="font-semibold">{t("authoring.note")}</p>
          <p lang={scriptLanguage(item.review_note)} className="whitespace-pre-line">
            {item.review_note}
          </p>
        </div>
      ) : null}
      {item.published_url ? (
        <p className="mt-2">
          <Link to={lp(item.published_url)} className={linkClass}>
            {t("authoring.viewPublished")}
          </Link>
        </p>
      ) : null}
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value={trashed ? "restore" : "trash"} className={`${linkClass} bg-transparent`}>
          {t(trashed ? "authoring.restore" : "authoring.trash")}
        </button>
      </Form>
    </div>
  );
}
