import type { PageUpdates } from "../../contract/editions";
import type { Language } from "~/i18n";
import { formatDate, isoDate } from "./format";

/**
 * A detail page's "Last updated" and change notes (docs/product/editorial.md#editions-and-history),
 * dates in the page's language. Content that never went through the desk has no editions: its
 * row's own last change is the date.
 */
export function updatesView(updates: PageUpdates, rowUpdatedAt: string, lang: Language) {
  const last = updates.last_updated ?? rowUpdatedAt;
  return {
    lastUpdated: formatDate(last, lang),
    lastUpdatedIso: isoDate(last),
    notes: updates.notes.map((n) => ({ date: formatDate(n.at, lang), iso: isoDate(n.at), note: n.note, first: n.first })),
  };
}
export type UpdatesView = ReturnType<typeof updatesView>;
