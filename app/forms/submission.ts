/**
 * The parse step of every form action (CONVENTIONS "Actions follow one pipeline"): Conform +
 * zod, over form data that cannot trip Conform up.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
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

/**
 * Conform's parseWithZod, safe against any field names a client sends. The contract's English
 * messages become references the page shows in its language (Conform's reply keeps these arrays).
 */
export function parseSubmission<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
  const submission = parseWithZod<Schema>(withoutPrototypeNames(formData), { schema });
  if (submission.status === "error") referKnownMessages(submission.error);
  return submission;
}
