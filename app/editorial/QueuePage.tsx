import "./messages";
import { Form, Link } from "react-router";
import { AUTHORING_KIND_IDS, QUEUE_STATUSES } from "../../contract/authoring-constants";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField } from "~/components/forms/fields";
import { scriptLanguage } from "~/components/forms";
import type { QueueData } from "~/editorial/queue.server";
import { useLocalePath, useT } from "~/i18n";
import { DeskPage, DeskPager, deskLinkClass } from "./DeskPage";
import { KIND_LABELS, STATUS_LABELS } from "./labels";

const cell = "border-b border-slate-300 px-3 py-2 align-top";

/** The queue: a GET form of filters (works without JavaScript), then the submissions as a table. */
export function QueuePage({ status, kind, assigned, page, pages, total, items }: QueueData) {
  const t = useT();
  const lp = useLocalePath();
  const filters = { status, ...(kind ? { kind } : {}), ...(assigned === "me" ? { assigned } : {}) };
  const href = (p: number) => lp(`/editorial?${new URLSearchParams({ ...filters, page: String(p) })}`);
  return (
    <DeskPage title={t("editorial.queue.title")}>
      <Form
        method="get"
        action={lp("/editorial")}
        className="mb-6 flex flex-wrap items-end gap-4"
        aria-label={t("editorial.queue.filters")}
      >
        <SelectField
          id="queue-status"
          name="status"
          label={t("editorial.queue.status")}
          defaultValue={status}
          options={QUEUE_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
        />
        <SelectField
          id="queue-kind"
          name="kind"
          label={t("editorial.queue.kind")}
          defaultValue={kind ?? ""}
          placeholder={t("editorial.queue.anyKind")}
          options={AUTHORING_KIND_IDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
        />
        <SelectField
          id="queue-assigned"
          name="assigned"
          label={t("editorial.assign.label")}
          defaultValue={assigned}
          options={[
            { value: "anyone", label: t("editorial.assign.anyone") },
            { value: "me", label: t("editorial.assign.me") },
          ]}
        />
        <SubmitButton variant="secondary">{t("editorial.queue.apply")}</SubmitButton>
      </Form>
      {items.length === 0 ? (
        <p>{t("editorial.queue.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="mb-2 text-left font-semibold">
              {t("editorial.queue.caption", { status: t(STATUS_LABELS[status]), count: total })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("editorial.queue.col.title")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.queue.col.kind")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.queue.col.status")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.item.contributor")}
                </th>
                <th scope="col" className={cell}>
                  {t("editorial.assign.label")}
                </th>
                <th scope="col" className={cell}>
                  {t(status === "scheduled" ? "editorial.schedule.queue.when" : "editorial.queue.col.updated")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={cell}>
                    <Link to={lp(`/editorial/items/${item.id}`)} className={deskLinkClass} lang={scriptLanguage(item.title)}>
                      {item.title}
                    </Link>
                  </td>
                  <td className={cell}>{t(KIND_LABELS[item.kind])}</td>
                  <td className={cell}>{t(STATUS_LABELS[item.status])}</td>
                  <td className={cell} lang={scriptLanguage(item.author)}>
                    {item.author}
                  </td>
                  <td className={cell} lang={item.assignee ? scriptLanguage(item.assignee) : undefined}>
                    {item.assignee ?? t("editorial.assign.nobody")}
                  </td>
                  <td className={cell}>
                    {status === "scheduled" ? (
                      item.schedules.map((s) => (
                        <p key={s.action}>
                          {t(s.action === "publish" ? "editorial.schedule.queue.online" : "editorial.schedule.queue.offline")}{" "}
                          <time dateTime={s.atIso}>{s.at}</time>
                        </p>
                      ))
                    ) : (
                      <time dateTime={item.updatedIso}>{item.updated}</time>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager page={page} pages={pages} href={href} />
    </DeskPage>
  );
}
