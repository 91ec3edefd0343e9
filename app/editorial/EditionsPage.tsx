import "./messages";
import { Form, Link, useNavigation } from "react-router";
import { ErrorSummary, scriptLanguage } from "~/components/forms";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField } from "~/components/forms/fields";
import { useLocalePath, useT } from "~/i18n";
import { ChangeNoteFields } from "./ChangeNoteFields";
import { DeskPage, deskLinkClass } from "./DeskPage";
import { EditionDiff } from "./EditionDiff";
import { EditionsTable } from "./EditionsTable";
import type { DiffView, EditionRow, RestoreFailure } from "./editions.server";

export interface EditionsPageProps {
  item: { id: number; title: string };
  editions: EditionRow[];
  compare: { from: number; to: number };
  diff: DiffView | null;
  restored: number | null;
  failure: RestoreFailure | null;
}

const sectionTitle = "mb-3 text-2xl font-bold";

/** An item's editions: the list, two compared word by word, and an earlier one put back online. */
export function EditionsPage({ item, editions, compare, diff, restored, failure }: EditionsPageProps) {
  const t = useT();
  const lp = useLocalePath();
  const notice = restored && !failure ? t("editorial.editions.restore.done", { number: restored }) : null;
  const option = (e: EditionRow) => ({ value: String(e.number), label: t("editorial.editions.number", { number: e.number }) });
  const options = editions.map(option);
  const earlier = editions.filter((e) => !e.current).map(option);
  return (
    <DeskPage
      title={
        <>
          {t("editorial.editions.heading")}: <span lang={scriptLanguage(item.title)}>{item.title}</span>
        </>
      }
      notice={notice}
    >
      <p className="mb-6">
        <Link to={lp(`/editorial/items/${item.id}`)} className={deskLinkClass}>
          {t("editorial.editions.back")}
        </Link>
      </p>
      <p className="mb-6 max-w-3xl">{t("editorial.editions.intro")}</p>
      <EditionsTable rows={editions} />
      {editions.length >= 2 ? (
        <section aria-labelledby="compare-heading" className="mt-8">
          <h2 id="compare-heading" className={sectionTitle}>
            {t("editorial.editions.compare.heading")}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-4">
            {(["from", "to"] as const).map((end) => (
              <SelectField
                key={end}
                id={`compare-${end}`}
                name={end}
                label={t(end === "from" ? "editorial.editions.compare.from" : "editorial.editions.compare.to")}
                defaultValue={String(compare[end])}
                options={options}
              />
            ))}
            <SubmitButton variant="secondary">{t("editorial.editions.compare.submit")}</SubmitButton>
          </Form>
        </section>
      ) : null}
      {diff ? <EditionDiff diff={diff} /> : null}
      {earlier.length ? <RestoreForm options={earlier} failure={failure} /> : null}
    </DeskPage>
  );
}

function RestoreForm({ options, failure }: { options: Array<{ value: string; label: string }>; failure: RestoreFailure | null }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const errors = failure?.noteError
    ? [{ fieldId: "restore-note", message: failure.noteError }]
    : failure?.formError
      ? [{ fieldId: "restore-heading", message: failure.formError }]
      : [];
  return (
    <section aria-labelledby="restore-heading" className="mt-10 border-t-4 border-slate-300 pt-6">
      <h2 id="restore-heading" tabIndex={-1} className={sectionTitle}>
        {t("editorial.editions.restore.heading")}
      </h2>
      <ErrorSummary id="restore-errors" errors={errors} />
      <p className="mb-4 max-w-3xl text-slate-700">{t("editorial.editions.restore.hint")}</p>
      <Form method="post" className="max-w-3xl space-y-4 rounded border border-slate-300 p-4">
        <SelectField
          id="restore-number"
          name="number"
          required
          label={t("editorial.editions.restore.edition")}
          placeholder={t("editorial.editions.restore.choose")}
          options={options}
        />
        <ChangeNoteFields idPrefix="restore" noteError={failure?.noteError ?? null} />
        <SubmitButton busy={busy}>{t("editorial.editions.restore.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
