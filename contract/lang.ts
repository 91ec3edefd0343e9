import { z } from "zod";

/**
 * The languages content is served in. English is the source of every item; Hindi comes from
 * translations (docs/decisions/0083-translations.md). An answer's `lang` is the language its
 * text is actually in: asked for Hindi, an item without a published translation is English.
 */
export const LANGS = ["en", "hi"] as const;
export const Lang = z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;
export const DEFAULT_LANG: Lang = "en";

/** The `?lang=` query parameter every content call accepts (default English). */
export const LangQuery = z.object({ lang: Lang.default(DEFAULT_LANG) });

/**
 * The `lang` field of answers. Defaults to English on parse so that an upstream without
 * translations (which sends no `lang`) still parses.
 */
export const AnswerLang = Lang.default(DEFAULT_LANG);
