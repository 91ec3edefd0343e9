import { ErrorMessage, TextField } from "~/components/forms";
import { SelectField, TextAreaField } from "~/components/forms/fields";
import { fieldId, type FieldSpec } from "~/authoring/fields";
import { placeName } from "~/content/place-names";
import { FIELD_HINTS, OPTION_LABELS } from "~/authoring/labels";
import { formatNumber } from "~/content/number";
import { useLanguage, useT, type MessageKey } from "~/i18n";
import { MarkdownHelp } from "./MarkdownHelp";

/** Hints a field gets from its control when its name has none of its own. */
const CONTROL_HINTS: Partial<Record<FieldSpec["control"], MessageKey>> = {
  url: "authoring.hint.url",
  date: "authoring.hint.date",
  time: "authoring.hint.time",
};

export interface FieldProps {
  spec: FieldSpec;
  label: string;
  value: string | string[] | undefined;
  errors: string[] | undefined;
}

/** One field of a kind's form, with the control its spec names and the GOV.UK wiring. */
export function Field({ spec, label, value, errors }: FieldProps) {
  const t = useT();
  const lang = useLanguage();
  const id = fieldId(spec.name);
  const single = Array.isArray(value) ? value[0] : value;
  const hintKey = FIELD_HINTS[spec.name] ?? CONTROL_HINTS[spec.control];
  const maxHint = spec.max && spec.control !== "url" ? t("authoring.hint.max", { max: formatNumber(spec.max, lang) }) : null;
  const hint = [hintKey ? t(hintKey) : null, maxHint].filter(Boolean).join(" ") || undefined;
  const common = { id, name: spec.name, label, hint, errors, defaultValue: single ?? "" };
  const optionText = (option: string) => (OPTION_LABELS[option] ? t(OPTION_LABELS[option]) : placeName(option, lang));

  switch (spec.control) {
    case "markdown":
      return (
        <div>
          <TextAreaField {...common} rows={16} />
          <MarkdownHelp />
        </div>
      );
    case "textarea":
      return <TextAreaField {...common} rows={spec.name === "summary" ? 4 : 10} />;
    case "select":
      return (
        <SelectField
          {...common}
          placeholder={t("authoring.choose")}
          options={(spec.options ?? []).map((o) => ({ value: o, label: optionText(o) }))}
        />
      );
    case "checkboxes":
      return (
        <Checkboxes
          spec={spec}
          label={label}
          values={Array.isArray(value) ? value : value ? [value] : []}
          errors={errors}
          optionText={optionText}
        />
      );
    case "number":
      return <TextField {...common} inputMode="decimal" autoComplete="off" />;
    case "date":
      return <TextField {...common} type="date" />;
    case "time":
      return <TextField {...common} type="time" />;
    case "url":
      return <TextField {...common} type="url" inputMode="url" autoComplete="url" />;
    case "email":
      return <TextField {...common} type="email" autoComplete="email" />;
    default:
      return <TextField {...common} autoComplete="off" />;
  }
}

/** Repeated checkboxes in a fieldset whose legend is the label (several sectors). */
function Checkboxes({
  spec,
  label,
  values,
  errors,
  optionText,
}: {
  spec: FieldSpec;
  label: string;
  values: string[];
  errors?: string[];
  optionText: (o: string) => string;
}) {
  const id = fieldId(spec.name);
  const invalid = Boolean(errors?.length);
  return (
    <fieldset aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="font-semibold">{label}</legend>
      <ErrorMessage id={`${id}-error`} errors={errors} />
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {(spec.options ?? []).map((option, i) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={spec.name}
              value={option}
              id={i === 0 ? id : `${id}-${option}`}
              defaultChecked={values.includes(option)}
              aria-invalid={invalid || undefined}
              className="h-5 w-5"
            />
            {optionText(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
