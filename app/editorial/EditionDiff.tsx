import "./messages";
import { scriptLanguage } from "~/components/forms";
import { useT } from "~/i18n";
import type { DiffView } from "./editions.server";

const changed = "rounded-sm px-0.5 decoration-2";

/**
 * Two editions' differences, field by field: removed words in <del>, struck through, added ones
 * in <ins>, underlined, each with a label a screen reader says ("removed", "added"), so the
 * change is told by text and by line, never by colour alone. A key above says what the lines mean.
 */
export function EditionDiff({ diff }: { diff: DiffView }) {
  const t = useT();
  return (
    <section aria-labelledby="diff-heading" className="mt-8">
      <h2 id="diff-heading" className="mb-3 text-2xl font-bold">
        {t("editorial.editions.diff.heading", { from: diff.from, to: diff.to })}
      </h2>
      {diff.fields.length === 0 ? (
        <p>{t("editorial.editions.diff.none")}</p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t("editorial.editions.diff.key")}</p>
          <dl className="space-y-6">
            {diff.fields.map((field) => (
              <div key={field.field}>
                <dt className="font-semibold">{field.label}</dt>
                <dd
                  className="mt-1 whitespace-pre-wrap break-words rounded border border-slate-300 p-3"
                  lang={scriptLanguage(field.parts.map((part) => part.text).join(""))}
                >
                  {field.parts.map((part, i) =>
                    part.change === "added" ? (
                      <ins key={i} className={`${changed} bg-emerald-100 text-emerald-950 underline`}>
                        <span className="sr-only">[{t("editorial.editions.diff.added")}: </span>
                        {part.text}
                        <span className="sr-only">]</span>
                      </ins>
                    ) : part.change === "removed" ? (
                      <del key={i} className={`${changed} bg-red-100 text-red-950 line-through`}>
                        <span className="sr-only">[{t("editorial.editions.diff.removed")}: </span>
                        {part.text}
                        <span className="sr-only">]</span>
                      </del>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
