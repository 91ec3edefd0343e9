import "./messages";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ErrorSummary, TextField } from "~/components/forms";
import type { HistoryRow } from "~/editorial/history.server";
import { useLocalePath, useT } from "~/i18n";
import { DeskPage, DeskPager, deskLinkClass } from "./DeskPage";
import { HistoryTable } from "./HistoryTable";

export interface AuditPageProps {
  itemId: string;
  itemError: boolean;
  /** Only approvals by an item's own author (four eyes off, decision 0123). */
  selfApproved: boolean;
  page: number;
  pages: number;
  rows: HistoryRow[];
}

/** The audit log: a GET form to narrow it to one submission or to self-approvals, the entries, page links. */
export function AuditPage({ itemId, itemError, selfApproved, page, pages, rows }: AuditPageProps) {
  const t = useT();
  const lp = useLocalePath();
  const errors = itemError ? ["editorial.audit.itemError"] : null;
  const filters = { ...(itemId ? { item_id: itemId } : {}), ...(selfApproved ? { self_approved: "true" } : {}) };
  const href = (p: number) => lp(`/editorial/audit?${new URLSearchParams({ ...filters, page: String(p) })}`);
  return (
    <DeskPage title={t("editorial.audit.title")}>
      <ErrorSummary id="audit-errors" errors={itemError ? [{ fieldId: "audit-item", message: "editorial.audit.itemError" }] : []} />
      <Form method="get" action={lp("/editorial/audit")} className="mb-6 flex flex-wrap items-end gap-4">
        <div className="w-64">
          <TextField
            id="audit-item"
            name="item_id"
            inputMode="numeric"
            label={t("editorial.audit.filter")}
            hint={t("editorial.audit.filterHint")}
            errors={errors}
            defaultValue={itemId}
          />
        </div>
        <div className="flex items-center gap-2 py-2">
          <input
            id="audit-self-approved"
            type="checkbox"
            name="self_approved"
            value="true"
            defaultChecked={selfApproved}
            className="h-5 w-5"
          />
          <label htmlFor="audit-self-approved">{t("editorial.audit.selfApprovedOnly")}</label>
        </div>
        <SubmitButton variant="secondary">{t("editorial.audit.apply")}</SubmitButton>
        {itemId || selfApproved ? (
          <Link to={lp("/editorial/audit")} className={`${deskLinkClass} py-2`}>
            {t("editorial.audit.all")}
          </Link>
        ) : null}
      </Form>
      {itemError ? null : <HistoryTable rows={rows} caption={t("editorial.audit.title")} withItem />}
      <DeskPager page={page} pages={pages} href={href} />
    </DeskPage>
  );
}
