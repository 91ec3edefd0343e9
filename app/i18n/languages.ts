/**
 * The portal's languages and how they appear in addresses: English at the root, every other
 * language under its own prefix (`/hi`, `/hi/articles/all`). Pure functions, shared by the
 * server, the browser and app/routes.ts (which mirrors every route under each prefix).
 */
export const LANGUAGE_CODES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** Languages served under an address prefix (`/hi/…`): every one but the default. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE);

/** Each language's name in itself, for the switcher (GIGW: labelled in its own language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** BCP 47 locale for Intl formatting: Indian English and Hindi, both with Indian digit grouping. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language an address is in: its first segment when that names a prefixed language. */
export function languageOfPath(pathname: string): Language {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The address without its language prefix: `/hi/articles/all` → `/articles/all`, `/hi` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const lang = languageOfPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A site-absolute address in a language: `("hi", "/articles/all?page=2")` →
 * `/hi/articles/all?page=2`. Anything that is not site-absolute (external links, `#…`, `//host`)
 * is returned unchanged, and an address already in a language is moved to the asked one.
 */
export function localePath(lang: Language, to: string): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const tail = cut === -1 ? "" : to.slice(cut);
  const bare = pathWithoutLanguage(path);
  if (lang === DEFAULT_LANGUAGE) return bare + tail;
  return (bare === "/" ? `/${lang}` : `/${lang}${bare}`) + tail;
}

/**
 * The language a piece of API content is actually in (its `lang` field; English when absent):
 * asked for Hindi, an item not yet translated comes back in English.
 */
export function textLanguage(content: object): Language {
  const lang = (content as { lang?: unknown }).lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
