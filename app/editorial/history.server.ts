import type { AuditEntry } from "../../contract/authoring";
import { formatDateTime, isoDate } from "~/content/format";
import type { Language } from "~/i18n";

/** An audit entry as the desk's tables show it: the time already in the page's language. */
export function historyRow(entry: AuditEntry, lang: Language) {
  return {
    id: entry.id,
    itemId: entry.item_id,
    at: formatDateTime(entry.at, lang),
    atIso: isoDate(entry.at),
    who: entry.actor?.name ?? null,
    action: entry.action,
    from: entry.from_status,
    to: entry.to_status,
    note: entry.note,
    /** Approved by its own author with four eyes off (decision 0123). */
    selfApproved: entry.self_approved,
  };
}
export type HistoryRow = ReturnType<typeof historyRow>;
