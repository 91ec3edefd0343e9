/**
 * One area's interface text is two files side by side, `<area>.en.ts` and `<area>.hi.ts`, kept in
 * step: the Hindi object is typed `Messages<typeof en>`, so a missing or extra key is a type error
 * (tests/portal/dictionary.test.ts checks it again, with the placeholders). Two files, not one,
 * so each language's bundle (app/i18n/dictionaries/) carries only its own text.
 * {name} placeholders are filled by t(key, { name }) and must appear in both languages.
 */
export type Messages<E> = { readonly [K in keyof E]: string };
