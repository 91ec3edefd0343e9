import type { SubmissionResult } from "@conform-to/react";

/**
 * Turns a Conform result into the GOV.UK error summary entries (in the order the fields
 * appear) and the per-field messages. Form-level errors point at the first field.
 */
export function formErrors(result: SubmissionResult<string[]> | undefined, fields: Array<[name: string, id: string]>) {
  const errors = (result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const byField = (name: string) => errors[name] ?? undefined;
  const summary: Array<{ fieldId: string; message: string }> = [];
  for (const message of errors[""] ?? []) summary.push({ fieldId: fields[0]?.[1] ?? "main-content", message });
  for (const [name, id] of fields) {
    const first = errors[name]?.[0];
    if (first) summary.push({ fieldId: id, message: first });
  }
  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const value = (name: string) => (typeof initial[name] === "string" ? (initial[name] as string) : undefined);
  return { summary, byField, value, formError: errors[""]?.[0] };
}
