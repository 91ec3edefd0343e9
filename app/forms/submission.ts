/**
 * The parse step of every form action (CONVENTIONS "Actions follow one pipeline"): Conform +
 * zod, over form data that cannot trip Conform up.
 */
import { parseWithZod } from "@conform-to/zod";
import { z, type ZodTypeAny } from "zod";
import { referKnownMessages } from "./known-messages";

export { HONEYPOT_FILLED, isBot } from "./honeypot";

/**
 * Field names that are also Object.prototype members (`toString`, `hasOwnProperty`,
 * `__proto__` …) make Conform's error bookkeeping throw (`_issues.concat is not a function`),
 * which would turn any crafted post into a 500. No form of ours uses such a name.
 */
function isPrototypeName(name: string): boolean {
  return name in Object.prototype || name === "__proto__";
}

function withoutPrototypeNames(formData: FormData): FormData {
  let clean: FormData | null = null;
  for (const name of new Set(formData.keys())) {
    if (!isPrototypeName(name.split(/[.[]/, 1)[0])) continue;
    clean ??= copy(formData);
    clean.delete(name);
  }
  return clean ?? formData;
}

function copy(formData: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of formData.entries()) out.append(name, value);
  return out;
}

/** The top-level field names of a form's schema, through refinements and defaults; null when it is not an object. */
function fieldNames(schema: ZodTypeAny): Set<string> | null {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape as object));
  if (schema instanceof z.ZodEffects) return fieldNames(schema.innerType());
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return fieldNames(schema._def.innerType);
  if (schema instanceof z.ZodPipeline) return fieldNames(schema._def.in);
  return null;
}

/**
 * Only the form's own fields: Conform's reply sends the submitted values back with the
 * errors, and a post padded with fields the form does not have would come back as large
 * (docs/product/limits.md#request-size-limits: 789 kB of made-up fields got 1.48 MB back).
 */
function withOnlyFieldsOf(schema: ZodTypeAny, formData: FormData): FormData {
  const names = fieldNames(schema);
  if (!names) return formData;
  const own = (name: string) => names.has(name.split(/[.[]/, 1)[0]);
  for (const name of formData.keys()) {
    if (own(name)) continue;
    const out = new FormData();
    for (const [key, value] of formData.entries()) if (own(key)) out.append(key, value);
    return out;
  }
  return formData;
}

/**
 * Conform's parseWithZod, safe against any field names a client sends, over the form's own fields. The contract's English
 * messages become references the page shows in its language (Conform's reply keeps these arrays).
 */
export function parseSubmission<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
  const submission = parseWithZod<Schema>(withOnlyFieldsOf(schema, withoutPrototypeNames(formData)), { schema });
  if (submission.status === "error") referKnownMessages(submission.error);
  return submission;
}
