import { useLocation } from "@remix-run/react";
import { DEFAULT_LANGUAGE, languageOfPath, localePath, type Language } from "./languages";
import { account } from "./messages/account";
import { assessment } from "./messages/assessment";
import { chrome } from "./messages/chrome";
import { comments } from "./messages/comments";
import { content } from "./messages/content";
import { contributions } from "./messages/contributions";
import { forms } from "./messages/forms";
import { guidance } from "./messages/guidance";
import { search } from "./messages/search";

export * from "./languages";

/** Every area's messages; a key belongs to exactly one area (tests/portal/dictionary.test.ts). */
export const AREAS = { chrome, content, search, account, comments, contributions, forms, guidance, assessment };

type Areas = typeof AREAS;
export type MessageKey = { [A in keyof Areas]: keyof Areas[A]["en"] & string }[keyof Areas];
export type Dictionary = Record<MessageKey, string>;

function merged(lang: Language): Dictionary {
  return Object.assign({}, ...Object.values(AREAS).map((area) => area[lang])) as Dictionary;
}
export const DICTIONARIES: Record<Language, Dictionary> = { en: merged("en"), hi: merged("hi") };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: Language = DEFAULT_LANGUAGE): Translate {
  const dict = DICTIONARIES[lang];
  return (key, params) => {
    const text = dict[key];
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
