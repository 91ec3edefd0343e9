import { scriptLanguage } from "~/components/forms";
import { useT } from "~/i18n";
import type { UpdatesView } from "./page-updates";
import { sectionTitleClass } from "./styles";

/**
 * "Last updated" and the public change notes under a detail page (GOV.UK's "Updates to this
 * page"), newest first; minor edits are not among them. Plain markup: nothing needs JavaScript.
 */
export function PageUpdates({ updates }: { updates: UpdatesView }) {
  const t = useT();
  return (
    <section aria-labelledby="updates-heading" className="mx-auto mt-10 max-w-3xl border-t border-slate-200 pt-6">
      <h2 id="updates-heading" className={sectionTitleClass}>
        {t("content.updates.heading")}
      </h2>
      <p className="mt-2 text-slate-700">
        {t("content.page.updated")} <time dateTime={updates.lastUpdatedIso}>{updates.lastUpdated}</time>
      </p>
      {updates.notes.length ? (
        <ol className="mt-3 space-y-2">
          {updates.notes.map((n, i) => (
            <li key={i}>
              <time dateTime={n.iso} className="font-semibold">
                {n.date}
              </time>
              {": "}
              {n.note ? (
                <span lang={scriptLanguage(n.note)}>{n.note}</span>
              ) : (
                t(n.first ? "content.updates.first" : "content.updates.noNote")
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
