import type { ReactNode, TextareaHTMLAttributes } from "react";
import { ErrorMessage } from "~/components/forms";

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[] | null;
}

/** A labelled textarea wired like TextField: hint and error named by aria-describedby. */
export function TextAreaField({ id, label, hint, errors, ...textarea }: Props) {
  const invalid = Boolean(errors && errors.length);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">{label}</label>
      {hint ? <p id={`${id}-hint`} className="text-sm text-slate-700">{hint}</p> : null}
      <ErrorMessage id={`${id}-error`} errors={errors} />
      <textarea
        id={id}
        rows={5}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`mt-1 w-full rounded border-2 px-3 py-2 text-slate-900 ${invalid ? "border-red-700" : "border-slate-600"}`}
        {...textarea}
      />
    </div>
  );
}
