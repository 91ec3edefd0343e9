import { Fragment, useEffect, useRef, type InputHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { isMessageKey, useLanguage, useT, type Language, type Translate } from "~/i18n";
import { useActionData } from "react-router";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { readMessageRef } from "~/i18n/message-ref";

/**
 * A form message in the page's language: a dictionary key ("newsletter.error.required"), with
 * parameters when the server passed a reference to a sentence it knows (app/forms/known-messages.ts),
 * is translated; anything else (an upstream message we do not know) is shown as it came, with the
 * language it is written in.
 */
export function message(t: Translate, text: string): { text: string; lang: Language | null } {
  const ref = readMessageRef(text);
  if (isMessageKey(ref.key)) return { text: t(ref.key, ref.params), lang: null };
  return { text, lang: scriptLanguage(text) };
}

/**
 * The language text typed by people (comments, names, titles) or sent by the API without a
 * `lang` is most likely in: Hindi when it is written in Devanagari, else English.
 */
export function scriptLanguage(text: string): Language {
  return /[\u0900-\u097F]/.test(text) ? "hi" : "en";
}

/** A form message (see message), marked with its language when that is not the page's. */
export function Message({ text }: { text: string }) {
  const t = useT();
  const page = useLanguage();
  const shown = message(t, text);
  return shown.lang && shown.lang !== page ? <span lang={shown.lang}>{shown.text}</span> : <>{shown.text}</>;
}

/**
 * A translated sentence with elements in it, in the order the language puts them:
 * `richText(t(key), { terms: <Link…/> })` for a sentence like "… the {terms} and …".
 */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}

/** GOV.UK error message: by the field, starting with a visually hidden "Error:". */
export function ErrorMessage({ id, errors }: { id: string; errors?: string[] | null }) {
  const t = useT();
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="mt-1 font-semibold text-red-700">
      <span className="sr-only">{t("forms.errorPrefix")} </span>
      <Message text={errors[0]} />
    </p>
  );
}

/**
 * GOV.UK error summary: listed at the top of a failed form, each entry links to its field;
 * takes focus when it appears so screen-reader and keyboard users land on it.
 */
/**
 * A summary link moves focus to its field and shows the field's label (as GOV.UK Frontend does),
 * without changing the address: a new hash would be a navigation to the router, which drops the
 * answer that holds the errors (and a form keyed on it would lose the focused field).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field.closest("fieldset")?.querySelector("legend");
  (label ?? field).scrollIntoView();
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ errors, id }: { id?: string; errors: Array<{ fieldId: string; message: string }> }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => e.message).join("|");
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="alert"
      aria-labelledby={id ? `${id}-title` : undefined}
      className="mb-4 border-4 border-red-700 bg-white p-3 text-slate-900 focus:outline-3 focus:outline-amber-500"
    >
      <h2 id={id ? `${id}-title` : undefined} className="font-bold">
        {t("forms.errorSummary")}
      </h2>
      <ul className="mt-1">
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a href={`#${e.fieldId}`} onClick={(event) => focusField(event, e.fieldId)} className="font-semibold text-red-700 underline">
              <Message text={e.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
  labelClassName?: string;
}

/** A labelled input with aria-invalid and aria-describedby pointing at its hint and error. */
export function TextField({ id, label, errors, hint, labelClassName, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors && errors.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClassName ?? "block font-semibold"}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} errors={errors} />
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={className ?? `mt-1 w-full rounded border-2 px-3 py-2 text-slate-900 ${invalid ? "border-red-700" : "border-slate-600"}`}
        {...input}
      />
    </div>
  );
}

/**
 * A field for bots only: hidden from people and assistive technology; a filled one is refused
 * with an honest message (app/forms/honeypot.ts). Text browsers (lynx, w3m) ignore `hidden`
 * and CSS alike, so every form places it last, after its button, and its label tells a person
 * who does meet it what it is for.
 */
export function Honeypot({ name = HONEYPOT_FIELD }: { name?: string }) {
  const t = useT();
  // A refused post comes back with the message that the field is now empty: with JavaScript the
  // form is not re-rendered from the server, so empty it here when an answer arrives. Only then:
  // at hydration the field keeps what it holds, or a bot that filled it before the scripts ran
  // would post an empty honeypot.
  const input = useRef<HTMLInputElement>(null);
  const answer = useActionData();
  const answered = useRef(answer);
  useEffect(() => {
    if (answered.current === answer) return;
    answered.current = answer;
    if (input.current) input.current.value = "";
  }, [answer]);
  return (
    <div hidden className="hidden">
      <label>
        {t("form.honeypot")}
        <input ref={input} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
