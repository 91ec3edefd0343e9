/**
 * Reference numbers people quote back: PC-2026-000123 for consultation feedback, FB-… for site
 * feedback. Derived from the row's id and year, so they are unique without a column of their own.
 */
export type ReferencePrefix = "PC" | "FB";

export function referenceOf(prefix: ReferencePrefix, id: number, createdAt: string): string {
  return `${prefix}-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}
