/**
 * One area's interface text, English and Hindi side by side so they are kept in step. The Hindi
 * half must have exactly the English keys (a missing or extra key is a type error, and
 * tests/portal/dictionary.test.ts checks it again at run time).
 * {name} placeholders are filled by t(key, { name }) and must appear in both languages.
 */
export function defineMessages<const E extends Record<string, string>>(
  en: E,
  hi: { readonly [K in keyof E]: string },
): { en: E; hi: Record<keyof E, string> } {
  return { en, hi };
}
