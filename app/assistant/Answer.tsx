import { Link } from "react-router";
import { Fragment } from "react";
import { useLanguage, useT } from "~/i18n";
import type { AnswerView } from "~/assistant/view";

/**
 * One answer as the /assistant page and the widget show it: the portal's sentences, each with a
 * numbered link to the item it came from, the "machine-written" label when a model wrote them,
 * and the sources; or, when nothing was found, that plain fact with a search link and related
 * topics. `compact` (the widget) leaves out the headings a whole page needs.
 */
export function Answer({ answer, compact = false }: { answer: AnswerView; compact?: boolean }) {
  const t = useT();
  const page = useLanguage();
  // Text from the API keeps its own language (a Hindi page can get an English item).
  const lang = answer.lang !== page ? answer.lang : undefined;
  const Heading = compact ? "p" : "h2";
  const SubHeading = compact ? "p" : "h3";
  const headingClass = compact ? "font-bold" : "text-2xl font-bold";

  if (!answer.found) {
    return (
      <div className="space-y-2">
        <Heading className={headingClass}>{t("assistant.notFound.heading")}</Heading>
        <p>{t("assistant.notFound.text")}</p>
        <p>
          <Link to={answer.searchHref} className="font-semibold text-blue-800 underline">
            {t("assistant.notFound.search", { text: answer.searchText })}
          </Link>
        </p>
        {answer.related.length ? (
          <>
            <SubHeading className="font-bold">{t("assistant.notFound.related")}</SubHeading>
            <ul className="list-disc pl-6">
              {answer.related.map((r) => (
                <li key={r.href}>
                  <Link to={r.href} lang={lang} className="text-blue-800 underline">{r.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <Heading className={headingClass}>{t("assistant.answer.heading")}</Heading>
      {answer.machineWritten ? (
        <p className="border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm">{t("assistant.answer.machine", { model: answer.machineWritten })}</p>
      ) : null}
      <p lang={lang}>
        {answer.sentences.map((s, i) => {
          const source = answer.sources[s.source];
          return (
            <Fragment key={i}>
              {i > 0 ? " " : null}
              {s.text}
              {source ? (
                <>
                  {" "}
                  {/* "[1]" to the eye and in text browsers, "source 1" to screen readers. */}
                  <Link to={source.href} aria-label={t("assistant.answer.source", { n: source.n })} lang={lang ? page : undefined} className="text-blue-800 underline">
                    [{source.n}]
                  </Link>
                </>
              ) : null}
            </Fragment>
          );
        })}
      </p>
      <SubHeading className="font-bold">{t("assistant.sources.heading")}</SubHeading>
      <ol className="list-decimal space-y-3 pl-6">
        {answer.sources.map((s) => (
          <li key={s.n}>
            <Link to={s.href} lang={lang} className="font-semibold text-blue-800 underline">{s.title}</Link>{" "}
            <span className="text-sm text-slate-700">({s.typeName})</span>
            <p lang={lang} className="mt-1 text-sm text-slate-800">{s.passage}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
