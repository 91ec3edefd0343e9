import { Link } from "react-router";
import { Fragment } from "react";
import { useLanguage, useT, type MessageKey } from "~/i18n";
import type { AdviceTopic, AnswerView, SourceView } from "~/assistant/view";
import "./messages";

/** Where each kind of advice the assistant declines can be had: a public service, free of charge. */
const ADVICE: Record<AdviceTopic, { text: MessageKey; link: MessageKey; href: string }> = {
  medical: { text: "assistant.declined.medical", link: "assistant.declined.medical.link", href: "https://esanjeevani.mohfw.gov.in/" },
  legal: { text: "assistant.declined.legal", link: "assistant.declined.legal.link", href: "https://nalsa.gov.in/" },
  financial: { text: "assistant.declined.financial", link: "assistant.declined.financial.link", href: "https://www.ncfe.org.in/" },
};

const LINK_TEXT: Record<NonNullable<SourceView["link"]>["kind"], MessageKey> = {
  register: "assistant.sources.link.register",
  website: "assistant.sources.link.website",
  download: "assistant.sources.link.download",
};

/**
 * One answer as the /assistant page and the widget show it: the portal's sentences, each with a
 * numbered link to the item it came from, the "machine-written" label when a model wrote them,
 * and the sources with the date each was published (and a note when the newest is over two
 * years old); when nothing was found, that plain fact with a search link and related topics; a
 * request for medical, legal or financial advice, a kind refusal that points to the public
 * service that can help. A follow-up says what it was read as. `compact` (the widget) leaves out
 * the headings a whole page needs.
 */
export function Answer({ answer, compact = false }: { answer: AnswerView; compact?: boolean }) {
  const t = useT();
  const page = useLanguage();
  // Text from the API keeps its own language (a Hindi page can get an English item).
  const lang = answer.lang !== page ? answer.lang : undefined;
  const Heading = compact ? "p" : "h2";
  const SubHeading = compact ? "p" : "h3";
  const headingClass = compact ? "font-bold" : "text-2xl font-bold";

  const followUp = answer.followUp ? (
    <p className="text-sm text-slate-700">{t("assistant.answer.followUp", { question: answer.question })}</p>
  ) : null;

  if (answer.declined) {
    const advice = ADVICE[answer.declined];
    return (
      <div className="space-y-2">
        <Heading className={headingClass}>{t("assistant.declined.heading")}</Heading>
        {followUp}
        <p>{t(advice.text)}</p>
        <p>
          <a href={advice.href} rel="noopener noreferrer" className="font-semibold text-blue-800 underline">
            {t(advice.link)}
          </a>
        </p>
        <p className="text-sm text-slate-700">{t("assistant.declined.portal")}</p>
      </div>
    );
  }

  if (!answer.found) {
    return (
      <div className="space-y-2">
        <Heading className={headingClass}>{t("assistant.notFound.heading")}</Heading>
        {followUp}
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
                  <Link to={r.href} lang={lang} className="text-blue-800 underline">
                    {r.label}
                  </Link>
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
      {followUp}
      {answer.machineWritten ? (
        <p className="border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm">
          {t("assistant.answer.machine", { model: answer.machineWritten })}
        </p>
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
                  <Link
                    to={source.href}
                    aria-label={t("assistant.answer.source", { n: source.n })}
                    lang={lang ? page : undefined}
                    className="text-blue-800 underline"
                  >
                    [{source.n}]
                  </Link>
                </>
              ) : null}
            </Fragment>
          );
        })}
      </p>
      {answer.outdatedSince ? (
        <p className="border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm">
          {t("assistant.answer.outdated", { date: answer.outdatedSince })}
        </p>
      ) : null}
      <SubHeading className="font-bold">{t("assistant.sources.heading")}</SubHeading>
      <ol className="list-decimal space-y-3 pl-6">
        {answer.sources.map((s) => (
          <li key={s.n}>
            <Link to={s.href} lang={s.lang !== page ? s.lang : undefined} className="font-semibold text-blue-800 underline">
              {s.title}
            </Link>{" "}
            <span className="text-sm text-slate-700">
              ({s.typeName}
              {s.published ? (
                <>
                  {", "}
                  {/* "published Jan 12, 2026": every source says how old it is. */}
                  <time dateTime={s.publishedIso}>{t("assistant.sources.published", { date: s.published })}</time>
                </>
              ) : null}
              )
            </span>
            <p lang={s.lang !== page ? s.lang : undefined} className="mt-1 text-sm text-slate-800">
              {s.passage}
            </p>
            {s.link ? (
              <p className="mt-1 text-sm">
                <a
                  href={s.link.href}
                  rel={s.link.href.startsWith("/") ? undefined : "noopener noreferrer"}
                  className="font-semibold text-blue-800 underline"
                >
                  {t(LINK_TEXT[s.link.kind])}
                  <span className="sr-only" lang={s.lang !== page ? s.lang : undefined}>
                    : {s.title}
                  </span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
