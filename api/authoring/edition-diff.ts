import { diffWords } from "diff";
import type { AuthoringFields, DiffPart } from "../../contract";

/**
 * The word-level difference between two editions' fields (jsdiff's diffWords), field by field,
 * only the fields that differ. A diff that takes too long (two long, unrelated bodies) is shown
 * as the old text removed and the new one added, so a request never holds the API for long.
 */

const DIFF_TIMEOUT_MS = 500;

/** The text of a field as an editor reads it: lists joined with commas, numbers and flags as written. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(String).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export function diffText(before: string, after: string): DiffPart[] {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { value: before, added: false, removed: true },
    { value: after, added: true, removed: false },
  ];
  return changes
    .filter((change) => change.value !== "")
    .map((change) => ({ change: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

/** Title first, then the fields in the order the newer edition has them. */
export function diffFields(before: AuthoringFields, after: AuthoringFields) {
  const names = [...new Set(["title", ...Object.keys(after), ...Object.keys(before)])];
  return names
    .map((field) => ({ field, before: textOf(before[field]), after: textOf(after[field]) }))
    .filter(({ before: a, after: b }) => a !== b)
    .map(({ field, before: a, after: b }) => ({ field, parts: diffText(a, b) }));
}
