import "./messages";
import { scriptLanguage } from "~/components/forms";
import { useT } from "~/i18n";
import type { EditionRow } from "./editions.server";
import { TableRegion } from "~/components/TableRegion";

const cell = "border-b border-slate-300 px-3 py-2 align-top";

/** An item's editions, newest first: who put each online when, with its change note. */
export function EditionsTable({ rows }: { rows: EditionRow[] }) {
  const t = useT();
  if (rows.length === 0) return <p>{t("editorial.editions.empty")}</p>;
  const caption = t("editorial.editions.heading");
  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={cell}>
            {t("editorial.editions.col.number")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.editions.col.when")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.editions.col.editor")}
          </th>
          <th scope="col" className={cell}>
            {t("editorial.editions.col.note")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.number}>
            <th scope="row" className={`${cell} font-semibold`}>
              {t("editorial.editions.number", { number: row.number })}
              {row.current ? <span className="block text-sm font-normal">{t("editorial.editions.current")}</span> : null}
            </th>
            <td className={cell}>
              <time dateTime={row.atIso}>{row.at}</time>
            </td>
            <td className={cell}>
              {row.editor ? <span lang={scriptLanguage(row.editor)}>{row.editor}</span> : t("editorial.history.system")}
            </td>
            <td className={cell}>
              {row.note ? (
                <span className="whitespace-pre-line" lang={scriptLanguage(row.note)}>
                  {row.note}
                </span>
              ) : (
                <span className="text-slate-700">{t("editorial.editions.noNote")}</span>
              )}
              {row.minor ? <span className="block text-sm">{t("editorial.editions.minor")}</span> : null}
              {row.restoredFrom ? (
                <span className="block text-sm">{t("editorial.editions.restoredFrom", { number: row.restoredFrom })}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
