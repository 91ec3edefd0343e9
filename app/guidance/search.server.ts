/**
 * The guidance pages in site search. The API's search covers collections only, so the portal
 * matches the search text against the five pages' titles, excerpts and section headings itself:
 * a tiny index built from the same cached page texts the pages show (docs/decisions/0092).
 */
import { localePath, requestLanguage, type Language } from "~/i18n";
import { parseQueryData, QUERY_PARAM } from "~/search/query";
import { type UpstreamArgs } from "~/upstream/core.server";
import { guidanceText, type GuidanceText } from "./content.server";
import { GUIDANCE_PAGES } from "./pages";

export interface GuidanceMatch {
  href: string;
  title: string;
  excerpt: string | null;
  lang: Language;
}

export interface GuidanceEntry extends GuidanceMatch {
  headings: string[];
}

function words(text: string): string[] {
  return text
    .normalize("NFC")
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 1);
}

/**
 * Pages whose title, excerpt or headings contain every word of the search (as the start of a
 * word, so "committee" finds "committees"), those with more words in the title first.
 */
export function matchGuidance(entries: GuidanceEntry[], searchText: string): GuidanceMatch[] {
  const wanted = [...new Set(words(searchText))];
  if (wanted.length === 0) return [];
  const hits = (text: string, w: string) => words(text).some((x) => x.startsWith(w));
  return entries
    .map((e) => {
      const fields = [e.title, e.excerpt ?? "", ...e.headings];
      const all = wanted.every((w) => fields.some((f) => hits(f, w)));
      return { e, all, inTitle: wanted.filter((w) => hits(e.title, w)).length };
    })
    .filter((r) => r.all)
    .sort((a, b) => b.inTitle - a.inTitle)
    .map(({ e: { href, title, excerpt, lang } }) => ({ href, title, excerpt, lang }));
}

function entry(path: string, text: GuidanceText, lang: Language): GuidanceEntry {
  return {
    href: localePath(lang, path),
    title: text.title,
    excerpt: text.excerpt,
    lang: text.lang,
    headings: text.toc.map((t) => t.text),
  };
}

/** Matching guidance pages; a page the upstream cannot give now is left out, never an error. */
export async function searchGuidance(args: UpstreamArgs, searchText: string): Promise<GuidanceMatch[]> {
  if (!searchText.trim()) return [];
  const lang = requestLanguage(args.request);
  const texts = await Promise.all(GUIDANCE_PAGES.map((p) => guidanceText(args, p).catch(() => null)));
  const entries = GUIDANCE_PAGES.flatMap((p, i) => {
    const text = texts[i];
    return text ? [entry(p.path, text, lang)] : [];
  });
  return matchGuidance(entries, searchText);
}

/**
 * The guidance pages for the site search page: on the first page of a plain text search only
 * (a search narrowed to content types or tags is not asking for them).
 */
export async function guidanceForSearchPage(args: UpstreamArgs): Promise<GuidanceMatch[]> {
  const raw = new URL(args.request.url).searchParams.get(QUERY_PARAM);
  if (raw === null) return [];
  const parsed = parseQueryData(raw);
  if (!parsed.ok) return [];
  const { searchText, nextIndex, collectionTypes, tags, tagName } = parsed.query;
  if (nextIndex > 0 || collectionTypes.length > 0 || tags.length > 0 || tagName !== null) return [];
  return searchGuidance(args, searchText);
}
