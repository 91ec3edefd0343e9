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
  // One pass over the entries: asking the form for each name's values would be quadratic.
  const all = new Map<string, string[]>();
  for (const [name, value] of formData) {
    if (name === AUTHORING_HONEYPOT || name === "intent" || name === "autosave" || typeof value !== "string") continue;
    const values = all.get(name);
    if (values) values.push(value);
    else all.set(name, [value]);
  }
  const values: FormValues = {};
  for (const [name, list] of all) values[name] = list.length > 1 || name === "sectors" ? list : list[0];
  return values;
}

/** Field name → the element id of its control (the error summary links to it). */
export function fieldId(name: string) {
  return `field-${name.replace(/_/g, "-")}`;
}

/** Organisation pages have a real `website` field, the name of the other forms' honeypot. */
export const AUTHORING_HONEYPOT = "homepage";
