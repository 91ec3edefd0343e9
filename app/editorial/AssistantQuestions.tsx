import "./messages";
import { Link } from "react-router";
import { questionHref } from "~/assistant/question";
import { scriptLanguage } from "~/components/forms";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { localePath, useLocalePath, useT } from "~/i18n";
import type { AssistantQuestionsData } from "./assistant.server";
import { DeskPage, deskLinkClass } from "./DeskPage";
import { TableRegion } from "~/components/TableRegion";

const cell = "border-b border-slate-300 px-3 py-2 align-top";

/**
 * The assistant's questions in the desk: the unanswered ones (most asked first) and the answers
 * visitors said did not help, with their reasons; each question links to the assistant so an
 * editor can see what it answers now. Plain links choose the period: it works without JavaScript.
 */
export function AssistantQuestions({ days, keepDays, unanswered, unhelpful }: AssistantQuestionsData) {
  const t = useT();
  const lp = useLocalePath();
  const unansweredCaption = t("editorial.assistant.unanswered.heading");
  const unhelpfulCaption = t("editorial.assistant.unhelpful.heading");
  return (
    <DeskPage title={t("editorial.assistant.title")}>
      <p className="mb-4 max-w-3xl">{t("editorial.assistant.intro", { days: keepDays })}</p>
      <nav aria-label={t("editorial.assistant.period")} className="mb-6">
        <ul className="flex flex-wrap gap-4">
          {[7, 30, keepDays].map((d) => (
            <li key={d}>
              <Link
                to={lp(`/editorial/assistant?days=${d}`)}
                aria-current={d === days ? "page" : undefined}
                className={`${deskLinkClass} aria-[current=page]:no-underline aria-[current=page]:text-slate-900`}
              >
                {t("editorial.assistant.days", { days: d })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h2 className="mb-3 text-xl font-bold">
        {unansweredCaption} <span className="font-normal">({unanswered.length})</span>
      </h2>
      {unanswered.length === 0 ? (
        <p className="mb-8">{t("editorial.assistant.unanswered.empty")}</p>
      ) : (
        <div className="mb-8">
          <TableRegion caption={unansweredCaption}>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("editorial.assistant.column.question")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.assistant.column.count")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.assistant.column.first")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.assistant.column.last")}
                </th>
              </tr>
            </thead>
            <tbody>
              {unanswered.map((q) => (
                <tr key={q.question}>
                  <td className={cell}>
                    <Link to={lp(questionHref(q.question))} lang={scriptLanguage(q.question)} className={deskLinkClass}>
                      {q.question}
                    </Link>
                  </td>
                  <td className={cell}>{q.count}</td>
                  <td className={cell}>
                    <time dateTime={q.first.iso}>{q.first.text}</time>
                  </td>
                  <td className={cell}>
                    <time dateTime={q.last.iso}>{q.last.text}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </div>
      )}

      <h2 className="mb-3 text-xl font-bold">
        {unhelpfulCaption} <span className="font-normal">({unhelpful.length})</span>
      </h2>
      {unhelpful.length === 0 ? (
        <p>{t("editorial.assistant.unhelpful.empty")}</p>
      ) : (
        <TableRegion caption={unhelpfulCaption}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("editorial.assistant.column.question")}
              </th>
              <th scope="col" className={cell}>
                {t("editorial.assistant.column.lang")}
              </th>
              <th scope="col" className={cell}>
                {t("editorial.assistant.column.count")}
              </th>
              <th scope="col" className={cell}>
                {t("editorial.assistant.column.last")}
              </th>
              <th scope="col" className={cell}>
                {t("editorial.assistant.column.reasons")}
              </th>
            </tr>
          </thead>
          <tbody>
            {unhelpful.map((q) => (
              <tr key={`${q.lang} ${q.question}`}>
                <td className={cell}>
                  {/* Asked again in the language it was asked in: that is the answer the visitor saw. */}
                  <Link to={localePath(q.lang, questionHref(q.question))} lang={scriptLanguage(q.question)} className={deskLinkClass}>
                    {q.question}
                  </Link>
                </td>
                <td className={cell} lang={q.lang}>
                  {LANGUAGE_NAMES[q.lang]}
                </td>
                <td className={cell}>{q.count}</td>
                <td className={cell}>
                  <time dateTime={q.last.iso}>{q.last.text}</time>
                </td>
                <td className={cell}>
                  {q.reasons.length ? (
                    <ul className="list-disc space-y-1 pl-5">
                      {q.reasons.map((r) => (
                        <li key={r} lang={scriptLanguage(r)}>
                          {r}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-700">{t("editorial.assistant.noReason")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </DeskPage>
  );
}
