/**
 * The notice on a page served from the page cache because its re-render failed (the content API
 * down or failing: stale-if-error, decision 0125): "This page may be out of date. Last checked
 * <time>." in the page's language. The server writes it into the stored HTML
 * (server/stale-if-error.ts), so it shows without JavaScript and needs no script. A page rendered
 * from upstream data the API could not renew carries it too, with the time that data was fetched;
 * one rendered with defaults because a call failed says the content service cannot be reached
 * (server/request-adapter.ts).
 *
 * It goes last in <body>: React 18 hydrates the document and leaves extra nodes at the end of
 * <body> alone, where anything earlier would fail hydration and make it render the page again
 * without the notice. `.stale-notice` (app/styles/app.css) shows it first, as the body is a
 * flex column. Imports stay relative: the server bundle carries this module too.
 */
import { LOCALES, type Language } from "../i18n/languages";
import { en } from "../i18n/messages/chrome.en";
import { hi } from "../i18n/messages/chrome.hi";

const NOTICE: Record<Language, string> = { en: en["stale.notice"], hi: hi["stale.notice"] };
const UNREACHABLE: Record<Language, string> = { en: en["unavailable.text"], hi: hi["unavailable.text"] };
const formats = new Map<Language, Intl.DateTimeFormat>();

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "24 Nov 2026, 14:05 IST": the time the copy was made, in India's time zone. */
export function checkedTime(lang: Language, at: number): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
      timeZoneName: "short",
    });
    formats.set(lang, format);
  }
  return format.format(new Date(at));
}

/**
 * The notice's HTML for a copy made at `checkedAt` (ms since the epoch); without a time, for a
 * page some of whose data is missing: "We can’t reach the content service right now…".
 */
export function staleNoticeHtml(lang: Language, checkedAt?: number): string {
  if (checkedAt === undefined)
    return `<div class="stale-notice" role="status" data-stale-notice=""><p>${escapeHtml(UNREACHABLE[lang])}</p></div>`;
  const time = `<time datetime="${new Date(checkedAt).toISOString()}">${escapeHtml(checkedTime(lang, checkedAt))}</time>`;
  const [before, after = ""] = NOTICE[lang].split("{time}");
  return `<div class="stale-notice" role="status" data-stale-notice=""><p>${escapeHtml(before)}${time}${escapeHtml(after)}</p></div>`;
}

/** The document with the notice as the last element of its body. */
export function withStaleNotice(html: string, lang: Language, checkedAt?: number): string {
  const notice = staleNoticeHtml(lang, checkedAt);
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html + notice : html.slice(0, end) + notice + html.slice(end);
}
