/**
 * Interface text in the wrong language. Runs in the browser (Playwright's page.evaluate): walks
 * the rendered page's text and the attributes people hear (alt, aria-label, title, placeholder,
 * button values), skips anything inside an element whose `lang` is not the page's (content
 * honestly marked as English) and reports Latin-script words in a Hindi page.
 *
 * Allowed in Hindi text: all-capital acronyms (AI, GPU, DPDP), e-mail addresses and web
 * addresses, and the names in ALLOWED_NAMES (brand names written in Latin script). Attributes,
 * the title and meta descriptions cannot carry a `lang`: in them, words of the page's text marked
 * as English (an item not yet translated) are allowed, in attributes only its names (a commenter's).
 */
export const ALLOWED_NAMES = ["IndiaAI"];

export interface Untranslated {
  where: string;
  text: string;
}

export function findUntranslated(allowedNames: string[]): Untranslated[] {
  const pageLang = document.documentElement.lang;
  const found: { where: string; text: string }[] = [];
  const allowed = new Set(allowedNames);
  const latinWords = (text: string) =>
    text
      .split(/\s+/)
      .filter((w) => !/@|^https?:|^www\.|\.(in|org|com|example)\b/i.test(w))
      .flatMap((w) => w.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
      .filter((w) => !allowed.has(w) && !/^[A-Z0-9-]+s?$/.test(w));
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" && el.className ? `.${el.className.split(/\s+/)[0]}` : "";
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const inPageLanguage = (el: Element | null) => {
    const marked = el?.closest("[lang]");
    return !marked || marked.getAttribute("lang") === pageLang;
  };
  const hidden = (el: Element) => el.closest("script, style, noscript, template, [hidden], [translate='no']") !== null;
  // One walk over the page's text, node by node. Text marked as another language (an item not yet
  // translated) gives the words the title, meta descriptions and attributes may use below; read per
  // node, as an element's textContent would run a title and the summary under it into one word.
  const marked = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el) continue;
    if (!inPageLanguage(el)) {
      for (const word of (node.textContent ?? "").toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []) marked.add(word);
      continue;
    }
    if (hidden(el)) continue;
    const words = latinWords(node.textContent ?? "");
    if (words.length) found.push({ where: describe(el), text: words.join(" ") });
  }
  const unmarked = (words: string[]) => words.filter((w) => !marked.has(w.toLowerCase()));
  const heard = ["alt", "aria-label", "title", "placeholder", "aria-placeholder", "aria-roledescription"];
  for (const el of document.querySelectorAll("*")) {
    if (hidden(el) || !inPageLanguage(el)) continue;
    for (const name of heard) {
      const value = el.getAttribute(name);
      // Only names (capitalised words of the English-marked text) may be heard in an attribute.
      const words = value ? latinWords(value).filter((w) => !/^[A-Z]/.test(w) || !marked.has(w.toLowerCase())) : [];
      if (words.length) found.push({ where: `${describe(el)}[${name}]`, text: words.join(" ") });
    }
    if (el instanceof HTMLInputElement && ["submit", "button"].includes(el.type)) {
      const words = latinWords(el.value);
      if (words.length) found.push({ where: `${describe(el)}[value]`, text: words.join(" ") });
    }
  }
  const title = unmarked(latinWords(document.title));
  if (title.length) found.push({ where: "title", text: title.join(" ") });
  for (const meta of document.querySelectorAll("meta[name='description'], meta[property='og:title'], meta[property='og:description']")) {
    const words = unmarked(latinWords(meta.getAttribute("content") ?? ""));
    if (words.length) found.push({ where: `meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}`, text: words.join(" ") });
  }
  return found;
}
