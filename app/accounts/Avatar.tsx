/** A round avatar: the image, or the first 2 letters of the name on a placeholder (docs/product/chrome.md#profile-menu). */
const SIZES = { 32: "h-8 w-8 text-sm", 64: "h-16 w-16 text-2xl" } as const;

export function Avatar({ name, url, size = 32 }: { name: string; url: string | null; size?: keyof typeof SIZES }) {
  const placeholder = isPlaceholderImage(url);
  // Classes, not style attributes: the CSP allows no inline styles.
  const box = SIZES[size];
  if (!placeholder) {
    return <img src={url!} alt="" width={size} height={size} className={`${box} rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center rounded-full bg-blue-900 font-bold text-white`}>
      {initials(name)}
    </span>
  );
}

/**
 * The first 2 letters of a name, as a reader sees letters: "सुनीता" → "सुनी" (a consonant with
 * its vowel sign is one letter), "asha" → "AS"; "?" for an empty name.
 */
export function initials(name: string): string {
  const compact = name.replace(/\s+/g, "");
  const letters: string[] = [];
  for (const letter of graphemes(compact)) {
    letters.push(letter);
    if (letters.length === 2) break;
  }
  return letters.join("").toUpperCase() || "?";
}

/** Made once: a segmenter is costly to build, and every signed-in page and comment shows initials. */
let segmenter: Intl.Segmenter | undefined;
function* graphemes(text: string): Iterable<string> {
  if (typeof Intl.Segmenter !== "function") return yield* text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const s of segmenter.segment(text)) yield s.segment;
}

/** Profile images at placeholder paths show initials instead (docs/product/chrome.md#profile-menu). */
export function isPlaceholderImage(url: string | null): boolean {
  return !url || /placeholder|default-avatar|avatar-default/i.test(url);
}
