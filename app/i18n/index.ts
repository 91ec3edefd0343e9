import { useLocation } from "react-router";
import { DEFAULT_LANGUAGE, languageOfPath, localePath, type Language } from "./languages";
import type { CoreDictionary, Dictionary } from "./dictionaries/en";

export * from "./languages";

export type { Dictionary };
export type MessageKey = keyof Dictionary;

/**
 * The dictionaries this process has. The server has every language (app/i18n/all.server.ts,
 * loaded by entry.server); the browser only the page's, fetched before hydration
 * (entry.client.tsx), so no page carries the text of a language it is not in.
 */
const dictionaries: Partial<Record<Language, Record<string, string>>> = {};

export function provideDictionary(lang: Language, dictionary: CoreDictionary) {
  Object.assign((dictionaries[lang] ??= {}), dictionary);
}

/**
 * An area whose text comes with its pages' own code rather than in the page-wide chunk (both
 * languages: it is small, and the module runs before entry.client knows it has the dictionary).
 */
export function provideMessages(messages: Record<Language, Record<string, string>>) {
  for (const lang of Object.keys(messages) as Language[]) Object.assign((dictionaries[lang] ??= {}), messages[lang]);
}

/** Whether a text is a dictionary key (schema messages are keys; upstream messages are not). */
export function isMessageKey(text: string): text is MessageKey {
  // Any of them: in the browser an area travelling with the page may have provided both of its
  // languages before the page's own dictionary arrived.
  return Object.values(dictionaries).some((dictionary) => Object.hasOwn(dictionary, text));
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: Language = DEFAULT_LANGUAGE): Translate {
  const dict = dictionaries[lang];
  if (!dict) throw new Error(`No ${lang} dictionary in this process (see provideDictionary)`);
  return (key, params) => {
    const text = dict[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  };
}

/** The language of the page: its address says it (also on error pages, where loaders failed). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Makes a site-absolute address one in the page's language: `lp("/articles/all")`. */
export function useLocalePath(): (to: string) => string {
  const lang = useLanguage();
  return (to) => localePath(lang, to);
}

export function useT(): Translate {
  return translator(useLanguage());
}

/** The language of a request (loaders, actions): its address says it, never a cookie or header. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
