import { useRouteLoaderData } from "@remix-run/react";
import { en, type Dictionary, type MessageKey } from "./en";

/** Languages with a complete dictionary. Add "hi": hi here when a Hindi dictionary exists. */
export const LANGUAGES = { en } satisfies Record<string, Dictionary>;
export type Language = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: Language = "en";
export type { MessageKey };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: Language = DEFAULT_LANGUAGE): Translate {
  const dict: Dictionary = LANGUAGES[lang] ?? LANGUAGES[DEFAULT_LANGUAGE];
  return (key, params) => {
    const text = dict[key] ?? en[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  };
}

/** The language chosen in the root loader (falls back to English, e.g. on error pages). */
export function useLanguage(): Language {
  const data = useRouteLoaderData("root") as { lang?: unknown } | undefined;
  return isLanguage(data?.lang) ? data.lang : DEFAULT_LANGUAGE;
}

export function useT(): Translate {
  return translator(useLanguage());
}

/** Language of a request: the `lang` cookie when it names a known language, else the default. */
export function languageFromRequest(request: Request): Language {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookie);
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}
