/**
 * Each sample item's own illustration: the theme's motif (public/images/content/<theme>.svg)
 * framed by a pattern and palette chosen from a hash of the slug, with the type and title
 * written on it, so no two items of a type look alike. Pure and deterministic; the files under
 * public/sample/images/ are written by api/seed/media/make-media.ts and committed.
 */
import { COLLECTION_TYPES } from "../../../contract/collection-types";
import { rng } from "../random";

/** FNV-1a: a stable 32-bit hash, the same on every machine and Node version. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32, ../random.ts) for layouts and sample data. */
export function seeded(seed: string): () => number {
  return rng(hash32(seed));
}

const typeKey = (typeId: number) => COLLECTION_TYPES.find((t) => t.id === typeId)?.key ?? `type-${typeId}`;

/** Where an item's illustration is served from (public/ is the site root). */
export const illustrationUrl = (typeId: number, slug: string) => `/sample/images/${typeKey(typeId)}/${slug}.svg`;
/**
 * Its 1200×630 WebP rendition, for og:image (social sites do not read SVG). Cards and the
 * 140×140 thumbnails use the SVG itself: about 2 kB and sharp at any size.
 */
export const shareImageUrl = (typeId: number, slug: string) => `/sample/images/${typeKey(typeId)}/${slug}.webp`;

const PALETTES = [
  ["#1A237E", "#FF9933", "#138808"],
  ["#0D47A1", "#FFB74D", "#2E7D32"],
  ["#283593", "#F57C00", "#00796B"],
  ["#4A148C", "#FF9933", "#1B5E20"],
  ["#004D40", "#FFA000", "#1A237E"],
  ["#3E2723", "#FF7043", "#33691E"],
] as const;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Breaks a title into at most `max` lines of about `width` characters, at word boundaries. */
function lines(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > max) {
    out.length = max;
    out[max - 1] = out[max - 1].replace(/\s*\S*$/, "") + "…";
  }
  return out;
}

/** The motif of a theme SVG without its outer <svg>, <title> and background rectangle. */
export function motifOf(themeSvg: string): string {
  return themeSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/^<rect width="1200" height="630"[^>]*\/>/, "");
}

export interface IllustrationInput {
  typeId: number;
  slug: string;
  title: string;
  /** The motif drawn in the middle (see motifOf). */
  motif: string;
}

export function illustrationSvg({ typeId, slug, title, motif }: IllustrationInput): string {
  const rand = seeded(`${typeId}/${slug}`);
  const [ink, accent, leaf] = PALETTES[hash32(slug) % PALETTES.length];
  const shapes: string[] = [];
  const count = 5 + Math.floor(rand() * 5);
  for (let i = 0; i < count; i++) {
    const x = Math.round(rand() * 1200);
    const y = Math.round(rand() * 460);
    const size = Math.round(20 + rand() * 90);
    const fill = [ink, accent, leaf][i % 3];
    shapes.push(
      rand() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity=".16"/>`
        : `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" rx="${Math.round(size / 4)}" fill="${fill}" opacity=".14" transform="rotate(${Math.round(rand() * 90 - 45)} ${x} ${y})"/>`,
    );
  }
  const label = escapeXml(`${COLLECTION_TYPES.find((t) => t.id === typeId)?.name ?? "Item"} · sample`.toUpperCase());
  const titleLines = lines(title, 52, 2)
    .map((l, i) => `<text x="48" y="${548 + i * 40}" font-size="32" font-weight="700" fill="#FFFFFF">${escapeXml(l)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" font-family="DejaVu Sans, Arial, Helvetica, sans-serif">` +
    `<title>${escapeXml(title)} (sample illustration)</title>` +
    `<rect width="1200" height="630" fill="#F5F5F7"/>${shapes.join("")}` +
    `<g transform="translate(${120 + Math.round(rand() * 120)} 10) scale(.7)">${motif}</g>` +
    `<rect y="480" width="1200" height="150" fill="${ink}"/><rect y="480" width="1200" height="8" fill="${accent}"/>` +
    `<text x="48" y="516" font-size="20" font-weight="700" fill="${accent}" letter-spacing="2">${label}</text>` +
    titleLines +
    `</svg>\n`
  );
}
