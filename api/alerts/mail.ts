import type { AlertFrequency, Lang } from "../../contract";
import type { MailMessage } from "../mail";
import type { NewItem } from "./new-items";

/** One saved search's part of a digest. */
export interface DigestSection {
  name: string;
  items: NewItem[];
  /** New items in all, of which `items` are the first. */
  total: number;
  searchUrl: string;
  unsubscribeUrl: string;
}

interface Texts {
  subject: (count: number, frequency: AlertFrequency) => string;
  hello: (name: string) => string;
  intro: (frequency: AlertFrequency) => string;
  count: (count: number) => string;
  more: (count: number) => string;
  seeAll: string;
  stop: string;
  footer: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: (count, frequency) =>
      `${count} new ${count === 1 ? "item" : "items"} for your saved searches (${frequency === "daily" ? "daily" : "weekly"} alert)`,
    hello: (name) => `Hello ${name},`,
    intro: (frequency) => `Here is what was published on IndiaAI since your last ${frequency === "daily" ? "daily" : "weekly"} alert.`,
    count: (count) => `${count} new ${count === 1 ? "item" : "items"}`,
    more: (count) => `and ${count} more`,
    seeAll: "See all results",
    stop: "Stop these alerts",
    footer: "You get this e-mail because you saved these searches on IndiaAI with alerts on. Change or delete them on your profile page.",
  },
  hi: {
    subject: (count, frequency) => `आपकी सहेजी गई खोजों के लिए ${count} नई सामग्री (${frequency === "daily" ? "दैनिक" : "साप्ताहिक"} सूचना)`,
    hello: (name) => `नमस्ते ${name},`,
    intro: (frequency) => `आपकी पिछली ${frequency === "daily" ? "दैनिक" : "साप्ताहिक"} सूचना के बाद IndiaAI पर यह प्रकाशित हुआ है।`,
    count: (count) => `${count} नई सामग्री`,
    more: (count) => `और ${count} अन्य`,
    seeAll: "सभी परिणाम देखें",
    stop: "ये सूचनाएँ बंद करें",
    footer: "आपको यह ई-मेल इसलिए मिला है क्योंकि आपने IndiaAI पर ये खोजें सूचनाओं के साथ सहेजी हैं। इन्हें अपने प्रोफ़ाइल पृष्ठ पर बदलें या हटाएँ।",
  },
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * The digest e-mail: one section per saved search, each with its items' absolute links, a link
 * to all its results and its own unsubscribe link. The mail-wide List-Unsubscribe header is the
 * first section's (one header, one target, per RFC 8058); the others stop from their links.
 */
export function digestMail(input: {
  to: string;
  name: string;
  lang: Lang;
  frequency: AlertFrequency;
  sections: DigestSection[];
}): MailMessage {
  const t = TEXTS[input.lang];
  const count = input.sections.reduce((sum, s) => sum + s.total, 0);
  const text = [t.hello(input.name), "", t.intro(input.frequency), ""];
  const html = [`<p>${escapeHtml(t.hello(input.name))}</p>`, `<p>${escapeHtml(t.intro(input.frequency))}</p>`];
  for (const section of input.sections) {
    text.push(`== ${section.name} (${t.count(section.total)}) ==`);
    html.push(`<h2>${escapeHtml(section.name)} <small>(${escapeHtml(t.count(section.total))})</small></h2>`, "<ul>");
    for (const item of section.items) {
      text.push(`- ${item.title}`, `  ${item.url}`);
      const lang = item.lang === input.lang ? "" : ` lang="${item.lang}"`;
      html.push(`<li><a href="${escapeHtml(item.url)}"${lang}>${escapeHtml(item.title)}</a></li>`);
    }
    html.push("</ul>");
    const rest = section.total - section.items.length;
    if (rest > 0) text.push(`  ${t.more(rest)}`);
    text.push(`${t.seeAll}: ${section.searchUrl}`, `${t.stop}: ${section.unsubscribeUrl}`, "");
    html.push(
      `<p>${rest > 0 ? `${escapeHtml(t.more(rest))} · ` : ""}<a href="${escapeHtml(section.searchUrl)}">${escapeHtml(t.seeAll)}</a> · <a href="${escapeHtml(section.unsubscribeUrl)}">${escapeHtml(t.stop)}</a></p>`,
    );
  }
  text.push(t.footer);
  html.push(`<p><small>${escapeHtml(t.footer)}</small></p>`);
  return {
    to: input.to,
    subject: t.subject(count, input.frequency),
    text: text.join("\n"),
    html: `<!doctype html><html lang="${input.lang}"><body>${html.join("\n")}</body></html>`,
  };
}
