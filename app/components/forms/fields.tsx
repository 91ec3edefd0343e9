import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { ErrorMessage } from "./index";

/**
 * A textarea and a select with the same GOV.UK wiring as TextField (./index.tsx): a
 * visible label, a hint, the error message by the field, aria-invalid and aria-describedby.
 */

function describedBy(id: string, hint: ReactNode, invalid: boolean) {
  return [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

const control = (invalid: boolean) =>
  `mt-1 w-full rounded border-2 px-3 py-2 text-slate-900 focus:outline-3 focus:outline-offset-1 focus:outline-amber-500 ${invalid ? "border-red-700" : "border-slate-600"}`;

/** The label, hint and error message above a control, in the order GOV.UK gives them. */
function FieldFrame({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[] | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={`${id}-error`} errors={errors} />
      {children}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
}

export function TextAreaField({ id, label, errors, hint, ...textarea }: TextAreaFieldProps) {
  const invalid = Boolean(errors && errors.length);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <textarea
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, hint, invalid)}
        className={control(invalid)}
        {...textarea}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
  /** `lang` marks a label in another language than the page's: a person's name, say. */
  options: Array<{ value: string; label: string; lang?: string }>;
  /** The first option, with an empty value ("Choose…", "Any"); without it the first of `options` is chosen. */
  placeholder?: string;
}

export function SelectField({ id, label, errors, hint, options, placeholder, ...select }: SelectFieldProps) {
  const invalid = Boolean(errors && errors.length);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <select
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, hint, invalid)}
        className={`${control(invalid)} bg-white sm:w-auto`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
