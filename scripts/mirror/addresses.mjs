// Addresses and the files that hold them (scripts/mirror.mjs): robots.txt rules, and where an
// address is stored in the mirror's folder.

/** The mirror's own files (the unavailable pages), never a portal address. */
export const OWN_DIR = "__mirror";
export const UNAVAILABLE_FILES = { en: `${OWN_DIR}/unavailable.en.html`, hi: `${OWN_DIR}/unavailable.hi.html` };
/** Vite's content-hashed file names: the same name is the same bytes, never fetched twice. */
export const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
export const PAGE_QUERY = /^page=([1-9][0-9]{0,5})$/;

/** The robots.txt Disallow prefixes that apply to every crawler (`User-agent: *`). */
export function robotsDisallows(text) {
  const rules = [];
  let applies = false;
  let inAgents = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    if (/^user-agent$/i.test(field)) {
      applies = inAgents ? applies || value === "*" : value === "*";
      inAgents = true;
    } else {
      inAgents = false;
      if (applies && /^disallow$/i.test(field) && value) rules.push(value);
    }
  }
  return rules;
}

/**
 * Where an address is stored, relative to DIR, or why it is not. `html`: a page, stored as its
 * folder's index.html (`?page=N`: index.page-N.html); anything else under its own path.
 * @returns {{ file: string } | { skip: string }}
 */
export function fileFor(address, html) {
  const at = address.indexOf("?");
  const pathname = at === -1 ? address : address.slice(0, at);
  const query = at === -1 ? "" : address.slice(at + 1);
  const segments = [];
  for (const raw of pathname.split("/").slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { skip: "an address that does not decode" };
    }
    if (/[/\\\0]/.test(segment) || segment.startsWith(".")) return { skip: "an address no file can safely hold" };
    segments.push(segment);
  }
  if (segments.length && segments[segments.length - 1] === "") segments.pop();
  if (segments.some((s) => s === "")) return { skip: "an address no file can safely hold" };
  if (segments[0] === OWN_DIR) return { skip: "the mirror's own folder" };
  const page = PAGE_QUERY.exec(query);
  if (query && !(html && page)) return { skip: "a query string (only a listing's ?page=N is kept)" };
  if (html) return { file: [...segments, page ? `index.page-${page[1]}.html` : "index.html"].join("/") };
  if (segments.length === 0 || pathname.endsWith("/")) return { skip: "a file without a name" };
  return { file: segments.join("/") };
}
