// The "service temporarily unavailable" pages (English and Hindi) the gateway answers forms and
// dynamic pages with (scripts/mirror.mjs, deploy/nginx-mirror.conf).
import { existsSync } from "node:fs";
import path from "node:path";

import { UNAVAILABLE_FILES } from "./addresses.mjs";
import { sha256, writeAtomically } from "./storage.mjs";

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The words of the unavailable page; every language's page says it in both. */
export const UNAVAILABLE_TEXT = {
  en: {
    title: "Service temporarily unavailable",
    heading: "This service is temporarily unavailable",
    text: "This service is temporarily unavailable. Please try again later.",
    more: "The portal's pages can still be read. Search, sign-in and forms will work again shortly: if you were sending a form, please send it again later.",
    retry: "Try again",
    home: "Go back to home",
    skip: "Skip to main content",
    footerHelp: "Help and accessibility",
    lastUpdated: "Last updated:",
    links: [
      ["/help", "Help"],
      ["/accessibility-statement", "Accessibility statement"],
      ["/screen-reader-access", "Screen reader access"],
      ["/contact-us", "Contact details"],
      ["/site-map", "Site map"],
      ["/website-policies", "All website policies"],
    ],
    language: "English",
  },
  hi: {
    title: "सेवा अस्थायी रूप से उपलब्ध नहीं",
    heading: "यह सेवा अस्थायी रूप से उपलब्ध नहीं है",
    text: "यह सेवा अस्थायी रूप से उपलब्ध नहीं है। कृपया बाद में पुनः प्रयास करें।",
    more: "पोर्टल के पृष्ठ अब भी पढ़े जा सकते हैं। खोज, साइन इन और फ़ॉर्म शीघ्र ही फिर से काम करेंगे: यदि आप कोई फ़ॉर्म भेज रहे थे, तो कृपया उसे बाद में फिर से भेजें।",
    retry: "पुनः प्रयास करें",
    home: "मुखपृष्ठ पर जाएँ",
    skip: "मुख्य सामग्री पर जाएँ",
    footerHelp: "सहायता और सुगम्यता",
    lastUpdated: "अंतिम अद्यतन:",
    links: [
      ["/help", "सहायता"],
      ["/accessibility-statement", "सुगम्यता विवरण"],
      ["/screen-reader-access", "स्क्रीन रीडर एक्सेस"],
      ["/contact-us", "संपर्क विवरण"],
      ["/site-map", "साइट मैप"],
      ["/website-policies", "सभी वेबसाइट नीतियां"],
    ],
    language: "हिन्दी",
  },
};

const localePath = (lang, p) => (lang === "en" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);
const button =
  "inline-block rounded bg-blue-900 px-5 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
const footerLink = "text-white underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-400";
const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};
const DATE_MARK = "@@MIRROR-DATE@@";

/**
 * The "service temporarily unavailable" page in `lang` (the other language follows, marked with
 * its own `lang`): the portal's stylesheets, a skip link, the language switch, help and contact
 * links, and "Last updated" (GIGW). No script. `date` (YYYY-MM-DD) is left as a mark when absent,
 * so two runs can compare the page without it.
 */
export function unavailablePage(lang, { stylesheets = [], siteName = {}, date } = {}) {
  const other = lang === "en" ? "hi" : "en";
  const t = UNAVAILABLE_TEXT[lang];
  const o = UNAVAILABLE_TEXT[other];
  const name = siteName[lang] || siteName.en || "IndiaAI Portal";
  const when = date
    ? `<time datetime="${date}">${Number(date.slice(8, 10))} ${MONTHS[lang][Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}</time>`
    : DATE_MARK;
  const links = t.links
    .map(([href, label]) => `<li><a href="${localePath(lang, href)}" class="${footerLink}">${escapeHtml(label)}</a></li>`)
    .join("");
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | ${escapeHtml(name)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
<a href="#main-content" class="skip-link">${escapeHtml(t.skip)}</a>
<header class="border-b border-slate-200 bg-white">
<div class="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
<a href="${localePath(lang, "/")}" class="mr-2 flex items-center gap-2 text-xl font-extrabold text-blue-900">${escapeHtml(name)}</a>
<a href="${localePath(other, "/")}" lang="${other}" hreflang="${other}" class="whitespace-nowrap rounded px-3 py-2 font-semibold text-blue-800 underline underline-offset-2 hover:no-underline">${escapeHtml(o.language)}</a>
</div>
</header>
<main id="main-content" tabindex="-1" class="mx-auto w-full max-w-2xl flex-1 px-4 py-12 text-center focus:outline-none">
<p class="text-6xl font-extrabold text-blue-900" aria-hidden="true">503</p>
<h1 class="mt-4 text-3xl font-bold text-slate-900">${escapeHtml(t.heading)}</h1>
<p class="mt-3 text-lg text-slate-700">${escapeHtml(t.text)}</p>
<p class="mt-3 text-slate-700">${escapeHtml(t.more)}</p>
<section lang="${other}" aria-labelledby="unavailable-${other}" class="mt-8 border-t border-slate-200 pt-6">
<h2 id="unavailable-${other}" class="text-xl font-bold text-slate-900">${escapeHtml(o.heading)}</h2>
<p class="mt-2 text-slate-700">${escapeHtml(o.text)}</p>
<p class="mt-2 text-slate-700">${escapeHtml(o.more)}</p>
</section>
<p class="mt-8 flex flex-wrap justify-center gap-4"><a href="" class="${button}">${escapeHtml(t.retry)}</a> <a href="${localePath(lang, "/")}" class="${button}">${escapeHtml(t.home)}</a></p>
</main>
<footer class="mt-12 bg-blue-950 pb-16 text-white" aria-label="${lang === "en" ? "Site footer" : "साइट फ़ुटर"}">
<div class="mx-auto max-w-7xl px-4 py-10">
<nav aria-labelledby="footer-help"><h2 id="footer-help" class="mb-2 text-sm font-bold uppercase tracking-wide text-amber-300">${escapeHtml(t.footerHelp)}</h2>
<ul class="space-y-1.5">${links}</ul></nav>
<p class="mt-6 text-sm">${escapeHtml(t.lastUpdated)} ${when}</p>
</div>
</footer>
</body>
</html>
`;
}

/** Writes the unavailable pages into `out`, only when their text or stylesheets changed. */
export async function writeUnavailablePages(out, chrome, previous, manifest, report) {
  const unchangedHtml = { en: unavailablePage("en", chrome), hi: unavailablePage("hi", chrome) };
  const unavailableHash = sha256(unchangedHtml.en + unchangedHtml.hi);
  const filesThere = existsSync(path.join(out, UNAVAILABLE_FILES.en)) && existsSync(path.join(out, UNAVAILABLE_FILES.hi));
  if (previous.unavailable?.hash === unavailableHash && filesThere) {
    report.unchanged.push(...Object.values(UNAVAILABLE_FILES).map((f) => `/${f}`));
  } else {
    const date = new Date().toISOString().slice(0, 10);
    for (const lang of /** @type {const} */ (["en", "hi"])) {
      await writeAtomically(path.join(out, UNAVAILABLE_FILES[lang]), unavailablePage(lang, { ...chrome, date }));
      report.written.push(`/${UNAVAILABLE_FILES[lang]}`);
    }
    manifest.unavailable = { hash: unavailableHash, date };
  }
}
