import { Form, Link } from "react-router";
import type { SavedSearch } from "../../contract/saved-searches";
import { Notice } from "~/components/forms/Notice";
import { TextField, scriptLanguage } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import { AlertSelect, useAlertLabel } from "./AlertSelect";

const NOTICES = { created: "alerts.notice.created", updated: "alerts.notice.updated", deleted: "alerts.notice.deleted" } as const;
export type AlertNotice = keyof typeof NOTICES;

/** The notice a saved-search action left in /profile's `alerts` parameter, if any. */
export function alertNotice(value: string | null): AlertNotice | null {
  return value && Object.hasOwn(NOTICES, value) ? (value as AlertNotice) : null;
}

/** One saved search's change form (name, alert) and its delete form, inside a disclosure. */
export function EditSavedSearch({
  search,
  errors = {},
  open = false,
}: {
  search: Pick<SavedSearch, "id" | "name" | "alert">;
  errors?: Record<string, string[] | undefined>;
  open?: boolean;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <details open={open || undefined} className="mt-2">
      <summary className="cursor-pointer text-blue-800 underline">
        {t("alerts.profile.change")}
        <span className="sr-only">: {search.name}</span>
      </summary>
      <Form method="post" action={lp("/saved-searches")} className="mt-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={search.id} />
        <TextField
          id={`saved-${search.id}-name`}
          name="name"
          label={t("alerts.field.name")}
          defaultValue={search.name}
          maxLength={120}
          errors={errors.name}
        />
        <AlertSelect id={`saved-${search.id}-alert`} value={search.alert} errors={errors.alert} />
        <button type="submit" className="mt-3 rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t("alerts.profile.update")}
        </button>
      </Form>
      <Form method="post" action={lp("/saved-searches")} className="mt-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={search.id} />
        <button type="submit" className="font-semibold text-red-700 underline">
          {t("alerts.profile.delete")}
          <span className="sr-only">: {search.name}</span>
        </button>
      </Form>
    </details>
  );
}

/** /profile's saved searches: each runs from its name, shows its alert, and can be changed. */
export function SavedSearchList({
  searches,
  notice,
}: {
  searches: Array<SavedSearch & { href: string }> | null;
  notice: AlertNotice | null;
}) {
  const t = useT();
  const lp = useLocalePath();
  const alertLabel = useAlertLabel();
  return (
    <section id="saved-searches" aria-labelledby="saved-searches-heading" className="mb-6">
      <h2 id="saved-searches-heading" className="mb-2 text-xl font-bold">
        {t("alerts.profile.heading")}
      </h2>
      {notice ? <Notice tone="success">{t(NOTICES[notice])}</Notice> : null}
      {searches === null ? (
        <p>{t("alerts.profile.unavailable")}</p>
      ) : searches.length === 0 ? (
        <p>{t("alerts.profile.none")}</p>
      ) : (
        <ul className="space-y-4">
          {searches.map((search) => (
            <li key={search.id} className="border-l-4 border-slate-300 pl-3">
              <Link to={lp(search.href)} lang={scriptLanguage(search.name)} className="font-semibold text-blue-800 underline">
                {search.name}
              </Link>
              <p>{t("alerts.profile.alertIs", { alert: alertLabel(search.alert) })}</p>
              <EditSavedSearch search={search} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
