import { Form } from "react-router";
import type { AlertFrequency } from "../../contract/saved-searches-constants";
import { useChrome } from "~/chrome/use-chrome";
import { TextField } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import { AlertSelect } from "./AlertSelect";

export interface SaveSearchValues {
  queryData: string;
  name: string;
  alert: AlertFrequency;
}

/**
 * "Save this search" under the results: a plain POST to /saved-searches with the page's
 * queryData. Anonymous visitors get the same form; the action sends them to sign in and back.
 */
export function SaveSearchForm({
  values,
  signedIn,
  errors = {},
  returnTo,
}: {
  values: SaveSearchValues;
  signedIn: boolean;
  errors?: Record<string, string[] | undefined>;
  returnTo: string;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section aria-labelledby="save-search-heading" className="mt-8 max-w-xl rounded border border-slate-400 p-4">
      <h2 id="save-search-heading" className="text-lg font-bold">
        {t("alerts.save.heading")}
      </h2>
      <p className="mt-1">{t("alerts.save.intro")}</p>
      <Form method="post" action={lp("/saved-searches")} className="mt-3">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="queryData" value={values.queryData} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextField
          id="save-search-name"
          name="name"
          label={t("alerts.field.name")}
          defaultValue={values.name}
          maxLength={120}
          errors={errors.name}
        />
        <AlertSelect id="save-search-alert" value={values.alert} errors={errors.alert} />
        {!signedIn ? <p className="mt-3 text-sm text-slate-700">{t("alerts.save.anonymous")}</p> : null}
        <button type="submit" className="mt-4 rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t("alerts.save.button")}
        </button>
      </Form>
    </section>
  );
}

/**
 * The search page's block: the results' query (as the loader serialised it, so the browser
 * bundle need not carry the query's schema), named after itself, no alerts until chosen.
 */
export function SaveSearchBlock({ save, href }: { save: { queryData: string; name: string }; href: string }) {
  const lp = useLocalePath();
  const signedIn = Boolean(useChrome().user);
  return <SaveSearchForm values={{ ...save, alert: "none" }} signedIn={signedIn} returnTo={lp(href)} />;
}
