/**
 * CSV for editors' spreadsheets (RFC 4180 quoting; the same rules as the consultation export,
 * api/campaigns/csv.ts, which the portal cannot import). A cell that starts with = + - @ (or a tab
 * or carriage return) would run as a formula when opened: it is prefixed with an apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: a byte-order mark first, so spreadsheets read Hindi as UTF-8. */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
