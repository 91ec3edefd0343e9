import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, translator, type Language } from "../../app/i18n";
import { AREAS } from "../../app/i18n/areas";
import { dictionary as en } from "../../app/i18n/dictionaries/en";
import { dictionary as hi } from "../../app/i18n/dictionaries/hi";

const DICTIONARIES = { en, hi };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Hindi text a reader sees must be Hindi: mostly Devanagari letters, placeholders and names aside. */
const HINDI_EXCEPTIONS = new Set(["home.heading", "language.switch"]);
function mostlyDevanagari(text: string) {
  const letters = text.replace(/\{\w+\}/g, "").match(/\p{L}|\p{M}/gu) ?? [];
  const devanagari = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return letters.length === 0 || devanagari.length / letters.length >= 0.5;
}

describe("the dictionary", () => {
  it("has, in every area, the same keys in Hindi as in English, with the same placeholders", () => {
    for (const [name, area] of Object.entries(AREAS)) {
      expect(Object.keys(area.hi).sort(), name).toEqual(Object.keys(area.en).sort());
      for (const [key, text] of Object.entries(area.en)) {
        expect(placeholders((area.hi as Record<string, string>)[key] ?? ""), `hi ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("gives each key one area, so no area silently overrides another's text", () => {
    const seen = new Map<string, string>();
    for (const [name, area] of Object.entries(AREAS)) {
      for (const key of Object.keys(area.en)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it("has no empty text, and Hindi text that is written in Devanagari", () => {
    for (const lang of LANGUAGE_CODES) {
      const empty = Object.entries(DICTIONARIES[lang]).filter(([, text]) => text.trim() === "");
      expect(empty, lang).toEqual([]);
    }
    const notHindi = Object.entries(DICTIONARIES.hi).filter(([key, text]) => !HINDI_EXCEPTIONS.has(key) && !mostlyDevanagari(text));
    expect(notHindi).toEqual([]);
  });

  it("has no entry that the portal never shows", () => {
    const sources = readSources(path.resolve(__dirname, "../../app")).filter((f) => !f.includes(`${path.sep}i18n${path.sep}`));
    const code = sources.map((f) => readFileSync(f, "utf8")).join("\n");
    const everyKey = Object.values(AREAS).flatMap((area) => Object.keys(area.en));
    const unused = everyKey.filter((key) => !code.includes(`"${key}"`) && !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it("brings an area's text along wherever a key of an area outside the page-wide chunk is named", () => {
    // Such an area's text reaches the browser only through its messages module (provideMessages):
    // a module naming one of its keys without importing it would hydrate with the bare key.
    const app = path.resolve(__dirname, "../../app");
    const sources = readSources(app).filter((f) => !f.includes(`${path.sep}i18n${path.sep}`));
    const travelling = new Map<string, string>();
    for (const [area, { en: text }] of Object.entries(AREAS)) {
      for (const key of Object.keys(text)) if (!(key in DICTIONARIES.en)) travelling.set(key, area);
    }
    // An area's messages module: the one that provides its text.
    const moduleOf = new Map<string, string>();
    for (const file of sources) {
      const code = readFileSync(file, "utf8");
      const area = code.includes("provideMessages(") ? /i18n\/messages\/(\w+)\.en"/.exec(code)?.[1] : undefined;
      if (area) moduleOf.set(area, file.replace(/\.tsx?$/, ""));
    }
    const imports = (file: string, code: string) =>
      [...code.matchAll(/^import (?:[^"]+ from )?"([^"]+)";/gm)].map(([, spec]) =>
        spec.startsWith("~/") ? path.join(app, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : spec,
      );
    // What a module brings along: its imports, and theirs (the browser loads them all with it).
    const bySpec = new Map(sources.map((f) => [f.replace(/\.tsx?$/, ""), f]));
    const reach = new Map<string, Set<string>>();
    const reached = (file: string): Set<string> => {
      const known = reach.get(file);
      if (known) return known;
      const out = new Set<string>([file.replace(/\.tsx?$/, "")]);
      reach.set(file, out);
      for (const spec of imports(file, readFileSync(file, "utf8"))) {
        const target = bySpec.get(spec) ?? bySpec.get(path.join(spec, "index"));
        if (target) for (const m of reached(target)) out.add(m);
      }
      return out;
    };
    const missing: string[] = [];
    for (const file of sources.filter((f) => !f.endsWith(".server.ts"))) {
      const code = readFileSync(file, "utf8");
      const areas = new Set(
        [...code.matchAll(/["'`]([a-zA-Z]+\.[\w.]+)["'`]/g)].map((m) => travelling.get(m[1])).filter((a) => a !== undefined),
      );
      for (const area of areas) {
        const module = moduleOf.get(area);
        if (module && reached(file).has(module)) continue;
        missing.push(`${path.relative(app, file)} names ${area} text without importing its messages module`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("translates with the page's language and fills placeholders in both", () => {
    const t = (lang: Language) => translator(lang);
    expect(t("en")("site.homeLink", { product: "IndiaAI" })).toBe("IndiaAI home");
    expect(t("hi")("site.homeLink", { product: "IndiaAI" })).toBe("IndiaAI मुखपृष्ठ");
  });
});

function readSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readSources(full);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}
