/**
 * React 18's server renderer puts NUL bytes into pages (decision 0119): when a character of
 * several bytes does not fit the end of its 2 kB buffer, `writeStringChunk` in
 * react-dom-server writes the whole buffer, unwritten zeros included ("एप्लिके\0शन"). Browsers
 * hide them; text browsers, screen readers, search engines and anyone copying the text do not.
 * React 19 fixes it, at about 30 kB more JavaScript for every first visit. A NUL is never part of
 * a UTF-8 character, and HTML has no use for one in text, so every NUL byte of the document goes.
 */
export function withoutNul(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = document.indexOf(0);
  if (at === -1) return document;
  const out = Buffer.allocUnsafe(document.length);
  let length = 0;
  let from = 0;
  for (; at !== -1; at = document.indexOf(0, from)) {
    length += document.copy(out, length, from, at);
    from = at + 1;
  }
  length += document.copy(out, length, from);
  return out.subarray(0, length);
}
