/**
 * The form of a kind as data: which control each field of the contract's schema gets. Derived on
 * the server from the schema (fields.server.ts) and handed to the page, so neither zod nor the
 * schemas reach the browser bundle.
 */

export type Control =
  | "text"
  | "textarea"
  | "markdown"
  | "select"
  | "checkboxes"
  | "number"
  | "date"
  | "time"
  | "url"
  | "email"
  | "tags"
  | "image"
  | "pdf"
  | "hidden";

export interface FieldSpec {
  name: string;
  control: Control;
  /** Required for a submission (a draft needs only the title). */
  required: boolean;
  max?: number;
  options?: readonly string[];
}

/** The form's values as typed (strings, and arrays for checkboxes), keyed by field name. */
export type FormValues = Record<string, string | string[] | undefined>;

/**
 * The typed values to send back with the form: files (not strings) and the form's machinery left
 * out. Also in the browser, for a post whose answer was lost (app/authoring/routes/editor.tsx).
 */
export function typedValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const name of new Set(formData.keys())) {
    if (name === AUTHORING_HONEYPOT || name === "intent" || name === "autosave") continue;
    const all = formData.getAll(name).filter((v): v is string => typeof v === "string");
    if (all.length === 0) continue;
    values[name] = all.length > 1 || name === "sectors" ? all : all[0];
  }
  return values;
}

/** Field name → the element id of its control (the error summary links to it). */
export function fieldId(name: string) {
  return `field-${name.replace(/_/g, "-")}`;
}

/** Organisation pages have a real `website` field, the name of the other forms' honeypot. */
export const AUTHORING_HONEYPOT = "homepage";
