import { ALERT_FREQUENCIES, type AlertFrequency } from "../../contract/saved-searches-constants";
import { ErrorMessage } from "~/components/forms";
import { useT } from "~/i18n";

const LABELS = { none: "alerts.alert.none", daily: "alerts.alert.daily", weekly: "alerts.alert.weekly" } as const;

export function useAlertLabel() {
  const t = useT();
  return (alert: AlertFrequency) => t(LABELS[alert]);
}

/** How often a saved search mails its new items: radio buttons in a fieldset, no script needed. */
export function AlertSelect({ id, value, errors }: { id: string; value: AlertFrequency; errors?: string[] }) {
  const t = useT();
  const label = useAlertLabel();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={invalid ? `${id}-error` : undefined} className="mt-3">
      <legend className="font-semibold">{t("alerts.field.alert")}</legend>
      <ErrorMessage id={`${id}-error`} errors={errors} />
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {ALERT_FREQUENCIES.map((alert) => (
          <label key={alert} className="inline-flex items-center gap-2">
            <input type="radio" name="alert" value={alert} defaultChecked={alert === value} />
            {label(alert)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
