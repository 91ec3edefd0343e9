import type { ContentReview, Lang } from "../../contract";
import type { MailMessage } from "../mail";
import { portalLink } from "../mail/templates";

/**
 * The weekly digest of reviews due (docs/product/editorial.md#review-dates-and-owners). Users have
 * no language of their own and the desk is used in both, so the mail is in English and then in
 * Hindi, each part with links to the pages in its language.
 */

interface Texts {
  subject: (count: number) => string;
  hello: (name: string) => string;
  intro: (count: number) => string;
  overdue: string;
  reviewBy: (day: string) => string;
  more: (count: number) => string;
  desk: string;
  stop: string;
  footer: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: (count) => `Reviews due: ${count} ${count === 1 ? "item" : "items"}`,
    hello: (name) => `Hello ${name},`,
    intro: (count) =>
      `${count === 1 ? "This published item you own is" : `These ${count} published items you own are`} overdue or due for review within two weeks.`,
    overdue: "Overdue",
    reviewBy: (day) => `review by ${day}`,
    more: (count) => `and ${count} more`,
    desk: "See them on the desk",
    stop: "Stop this weekly e-mail",
    footer: "You get this e-mail because you own published items on the IndiaAI editorial desk.",
  },
  hi: {
    subject: (count) => `बाकी समीक्षाएँ: ${count}`,
    hello: (name) => `नमस्ते ${name},`,
    intro: (count) => `आपकी ज़िम्मेदारी वाली ${count} प्रकाशित सामग्री की समीक्षा की तिथि बीत गई है या दो सप्ताह में है।`,
    overdue: "तिथि बीत गई",
    reviewBy: (day) => `समीक्षा की तिथि ${day}`,
    more: (count) => `और ${count} अन्य`,
    desk: "इन्हें डेस्क पर देखें",
    stop: "यह साप्ताहिक ई-मेल बंद करें",
    footer: "आपको यह ई-मेल इसलिए मिला है क्योंकि IndiaAI के संपादकीय डेस्क पर कुछ प्रकाशित सामग्री आपकी ज़िम्मेदारी है।",
  },
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** One owner's digest: the items (the first of `total`), each linked, overdue ones marked. */
export function reviewDigestMail(input: {
  to: string;
  name: string;
  origin: string;
  items: ContentReview[];
  total: number;
  unsubscribeUrl: string;
}): MailMessage {
  const text: string[] = [];
  const html: string[] = [];
  for (const lang of ["en", "hi"] as const) {
    const t = TEXTS[lang];
    const desk = portalLink(input.origin, lang, "/editorial/reviews?owner=me");
    text.push(t.hello(input.name), "", t.intro(input.total), "");
    html.push(`<div lang="${lang}">`, `<p>${escapeHtml(t.hello(input.name))}</p>`, `<p>${escapeHtml(t.intro(input.total))}</p>`, "<ul>");
    for (const item of input.items) {
      const url = portalLink(input.origin, lang, item.url);
      const when = `${item.overdue ? `${t.overdue}: ` : ""}${t.reviewBy(item.review_by ?? "")}`;
      text.push(`- ${item.title} (${when})`, `  ${url}`);
      html.push(
        `<li><a href="${escapeHtml(url)}">${escapeHtml(item.title)}</a> (${item.overdue ? `<strong>${escapeHtml(t.overdue)}</strong>: ` : ""}${escapeHtml(t.reviewBy(item.review_by ?? ""))})</li>`,
      );
    }
    html.push("</ul>");
    const rest = input.total - input.items.length;
    if (rest > 0) text.push(`  ${t.more(rest)}`);
    text.push(`${t.desk}: ${desk}`, `${t.stop}: ${input.unsubscribeUrl}`, t.footer, "", "");
    html.push(
      `<p>${rest > 0 ? `${escapeHtml(t.more(rest))} · ` : ""}<a href="${escapeHtml(desk)}">${escapeHtml(t.desk)}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.stop)}</a></p>`,
      `<p><small>${escapeHtml(t.footer)}</small></p>`,
      "</div>",
    );
  }
  return {
    to: input.to,
    subject: `${TEXTS.en.subject(input.total)} / ${TEXTS.hi.subject(input.total)}`,
    text: text.join("\n").trimEnd(),
    html: `<!doctype html><html lang="en"><body>${html.join("\n")}</body></html>`,
  };
}
