import "~/editorial/messages";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { scriptLanguage } from "~/components/forms";
import { Notice } from "~/components/forms/Notice";
import { SelectField } from "~/components/forms/fields";
import { formatDate } from "~/content/format";
import { DeskPage, deskLinkClass } from "~/editorial/DeskPage";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { localePath, useLanguage, useLocalePath, useT, type MessageKey } from "~/i18n";
import { PAGE_FEEDBACK_LIMITS } from "../../contract/page-feedback-constants";
import type { FeedbackReportData } from "./report.server";
import { TableRegion } from "~/components/TableRegion";

const cell = "border-b border-slate-300 px-3 py-2 align-top";
const field = "block rounded border-2 border-slate-600 bg-white px-3 py-2 text-slate-900";
type Report = FeedbackReportData["report"];
export type FeedbackList = "pages" | "comments" | "searches" | "questions";

/** The two lists counted per day: searches that found nothing, questions the assistant could not answer. */
const MISS_LISTS = [
  {
    list: "searches",
    heading: "editorial.feedback.searches.heading",
    empty: "editorial.feedback.searches.empty",
    column: "editorial.feedback.column.search",
  },
  {
    list: "questions",
    heading: "editorial.feedback.questions.heading",
    empty: "editorial.feedback.questions.empty",
    column: "editorial.feedback.column.question",
  },
] as const satisfies ReadonlyArray<{ list: FeedbackList; heading: MessageKey; empty: MessageKey; column: MessageKey }>;

/** A table that scrolls on its own on a narrow screen: a named region a keyboard can reach. */
function Table({ caption, columns, children }: { caption: string; columns: MessageKey[]; children: ReactNode }) {
  const t = useT();
  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={cell}>
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </TableRegion>
  );
}

/** One list: its heading with the count, the table or the empty sentence, and its CSV link. */
function Section({
  list,
  heading,
  empty,
  count,
  csv,
  children,
}: {
  list: FeedbackList;
  heading: MessageKey;
  empty: MessageKey;
  count: number;
  csv: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`feedback-${list}`} className="mb-10">
      <h2 id={`feedback-${list}`} className="mb-3 text-xl font-bold">
        {t(heading)} <span className="font-normal">({count})</span>
      </h2>
      {count === 0 ? <p>{t(empty)}</p> : children}
      {count > 0 ? (
        <p className="mt-3">
          <a href={csv} className={deskLinkClass} download>
            {t("editorial.feedback.csv", { list: t(heading) })}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function Filters({ report }: { report: Report }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Form
      method="get"
      action={lp("/editorial/feedback")}
      className="mb-8 flex flex-wrap items-end gap-4"
      aria-label={t("editorial.feedback.filters")}
    >
      {(
        [
          ["from", "editorial.feedback.from"],
          ["to", "editorial.feedback.to"],
        ] as const
      ).map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`feedback-${name}`} className="block font-semibold">
            {t(label)}
          </label>
          <p id={`feedback-${name}-hint`} className="text-sm text-slate-700">
            {t("editorial.feedback.dateHint")}
          </p>
          <input
            id={`feedback-${name}`}
            name={name}
            type="date"
            defaultValue={report[name]}
            aria-describedby={`feedback-${name}-hint`}
            className={field}
          />
        </div>
      ))}
      <SelectField
        id="feedback-lang"
        name="lang"
        label={t("editorial.feedback.lang")}
        defaultValue={report.language ?? ""}
        placeholder={t("editorial.feedback.lang.all")}
        options={(["en", "hi"] as const).map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang], lang }))}
      />
      <button type="submit" className="rounded bg-blue-900 px-4 py-2 font-bold text-white hover:bg-blue-800">
        {t("editorial.feedback.apply")}
      </button>
    </Form>
  );
}

/**
 * The desk's "What readers tell us" (docs/product/editorial.md#what-readers-tell-us): per page the
 * views and yes/no answers, the comments, and per day the searches that found nothing and the
 * questions the assistant could not answer; each list also as CSV. A GET form filters it.
 */
export function FeedbackReport({ report, badDates, keepDays }: FeedbackReportData) {
  const t = useT();
  const lp = useLocalePath();
  const language = useLanguage();
  const day = (value: string) => formatDate(`${value}T06:30:00Z`, language);
  const csv = (list: FeedbackList) => {
    const params = new URLSearchParams({ list, from: report.from, to: report.to, ...(report.language ? { lang: report.language } : {}) });
    return lp(`/editorial/feedback.csv?${params}`);
  };
  const langCell = (lang: "en" | "hi") => (
    <td className={cell} lang={lang}>
      {LANGUAGE_NAMES[lang]}
    </td>
  );
  return (
    <DeskPage title={t("editorial.feedback.title")}>
      <p className="mb-4 max-w-3xl">{t("editorial.feedback.intro", { from: day(report.from), to: day(report.to), days: keepDays })}</p>
      {badDates ? <Notice tone="error">{t("editorial.feedback.badDates", { days: PAGE_FEEDBACK_LIMITS.rangeMaxDays })}</Notice> : null}
      <Filters report={report} />

      <Section
        list="pages"
        heading="editorial.feedback.pages.heading"
        empty="editorial.feedback.pages.empty"
        count={report.pages.length}
        csv={csv("pages")}
      >
        <p className="mb-2 text-sm text-slate-700">{t("editorial.feedback.pages.viewsNote")}</p>
        <Table
          caption={t("editorial.feedback.pages.heading")}
          columns={[
            "editorial.feedback.column.page",
            "editorial.feedback.column.views",
            "editorial.feedback.column.yes",
            "editorial.feedback.column.no",
            "editorial.feedback.column.comments",
          ]}
        >
          {report.pages.map((page) => (
            <tr key={page.path}>
              <td className={cell}>
                <Link to={localePath(report.language ?? language, page.path)} className={deskLinkClass}>
                  {page.path}
                </Link>
              </td>
              <td className={cell}>{page.views}</td>
              <td className={cell}>{page.yes}</td>
              <td className={cell}>{page.no}</td>
              <td className={cell}>{page.comments}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section
        list="comments"
        heading="editorial.feedback.comments.heading"
        empty="editorial.feedback.comments.empty"
        count={report.comments.length}
        csv={csv("comments")}
      >
        <Table
          caption={t("editorial.feedback.comments.heading")}
          columns={[
            "editorial.feedback.column.day",
            "editorial.feedback.column.page",
            "editorial.feedback.column.lang",
            "editorial.feedback.column.comment",
          ]}
        >
          {report.comments.map((c, i) => (
            <tr key={`${c.path} ${c.day} ${i}`}>
              <td className={cell}>
                <time dateTime={c.day}>{day(c.day)}</time>
              </td>
              <td className={cell}>{c.path}</td>
              {langCell(c.lang)}
              <td className={cell} lang={scriptLanguage(c.comment)}>
                {c.comment}
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      {MISS_LISTS.map(({ list, heading, empty, column }) => (
        <Section key={list} list={list} heading={heading} empty={empty} count={report[list].length} csv={csv(list)}>
          <Table
            caption={t(heading)}
            columns={["editorial.feedback.column.day", column, "editorial.feedback.column.lang", "editorial.feedback.column.count"]}
          >
            {report[list].map((row) => (
              <tr key={`${row.day} ${row.lang} ${row.text}`}>
                <td className={cell}>
                  <time dateTime={row.day}>{day(row.day)}</time>
                </td>
                <td className={cell} lang={scriptLanguage(row.text)}>
                  {row.text}
                </td>
                {langCell(row.lang)}
                <td className={cell}>{row.count}</td>
              </tr>
            ))}
          </Table>
        </Section>
      ))}
    </DeskPage>
  );
}
