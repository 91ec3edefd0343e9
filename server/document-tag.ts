import { createHash } from "node:crypto";

/**
 * The weak ETag of a document: the SHA-1 of its bytes with every copy of the nonce left out. The
 * one tag of a page, whether it is sent as rendered (server/request-adapter.ts) or from the page
 * cache (server/page-cache.ts), so a reader who revalidates gets a 304 from either.
 * Hashed piece by piece between the copies, found as bytes (the nonce is ASCII, and no byte of
 * a multi-byte UTF-8 character is), so the page is never turned into a string.
 */
export function documentTag(body: Buffer, nonce: string) {
  const hash = createHash("sha1");
  let from = 0;
  if (nonce) {
    const needle = Buffer.from(nonce);
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
      hash.update(body.subarray(from, at));
      from = at + needle.length;
    }
  }
  hash.update(body.subarray(from));
  return `W/"${hash.digest("base64url")}"`;
}
