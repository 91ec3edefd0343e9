export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
  if (slug) return slug;
  // Names without Latin letters or digits (e.g. Devanagari) still need a stable, distinct slug.
  let hash = 0;
  for (const ch of text) hash = (Math.imul(hash, 31) + ch.codePointAt(0)!) >>> 0;
  return `tag-${hash.toString(36)}`;
}
