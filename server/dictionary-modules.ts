import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES, type Language } from "../app/i18n/languages";

/**
 * Where the built client keeps each language's dictionary: the chunks app/entry.client.tsx
 * imports on demand (`import("./en-….js")`), read once from the entry module the build names.
 * A page links its language's one as a modulepreload, so the browser fetches it beside the
 * entry instead of after running it. Empty when the entry cannot be read (the dev server).
 */
export function dictionaryModules(clientDir: string, entryModule: string): Partial<Record<Language, string>> {
  let source: string;
  try {
    source = readFileSync(path.join(clientDir, entryModule), "utf8");
  } catch {
    return {};
  }
  const found: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGE_CODES) {
    const chunk = new RegExp(`import\\("\\./(${lang}-[\\w-]+\\.js)"\\)`).exec(source)?.[1];
    if (chunk) found[lang] = path.posix.join(path.posix.dirname(entryModule), chunk);
  }
  return found;
}
