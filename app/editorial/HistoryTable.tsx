import "./messages";
import { Link } from "react-router";
import type { HistoryRow } from "~/editorial/history.server";
import { scriptLanguage } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import { deskLinkClass } from "./DeskPage";
import { ACTION_LABELS, STATUS_LABELS } from "./labels";
import { TableRegion } from "~/components/TableRegion";

const cell = "border-b border-slate-300 px-3 py-2 align-top";

/** Audit entries as a table: a submission's history, or the whole log with a link to each submission. */
export function HistoryTable({ rows, caption, withItem = false }: { rows: HistoryRow[]; caption: string; withItem?: boolean }) {
  const t = useT();
  const lp = useLocalePath();
  if (rows.length === 0) return <p>{t("editorial.history.empty")}</p>;
  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={cell}>
            {t("editorial.history.col.when")}
          </th>
          {withItem ? (
            <th scope="col" className={cell}>
              {t("editorial.history.col.item")}
            </th>
          ) : null}
          <th scope="col" className={cell}>
            {t("editorial.history.col.who")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.history.col.action")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.history.col.change")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.history.col.note")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td className={cell}>
              <time dateTime={r.atIso}>{r.at}</time>
            </td>
            {withItem ? (
              <td className={cell}>
                <Link to={lp(`/editorial/items/${r.itemId}`)} className={deskLinkClass}>
                  {t("editorial.history.itemLink", { id: r.itemId })}
                </Link>
              </td>
            ) : null}
            <td className={cell}>{r.who === null ? t("editorial.history.system") : <span lang={scriptLanguage(r.who)}>{r.who}</span>}</td>
            <td className={cell}>
              {t(ACTION_LABELS[r.action])}
              {r.selfApproved ? <strong className="mt-1 block text-sm">{t("editorial.history.selfApproved")}</strong> : null}
            </td>
            <td className={cell}>
              {r.from && r.to && r.from !== r.to
                ? `${t(STATUS_LABELS[r.from])} → ${t(STATUS_LABELS[r.to])}`
                : r.to
                  ? t(STATUS_LABELS[r.to])
                  : ""}
            </td>
            <td className={`${cell} whitespace-pre-line`}>{r.note ? <span lang={scriptLanguage(r.note)}>{r.note}</span> : ""}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
