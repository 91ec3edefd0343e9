import { createHash } from "node:crypto";

/**
 * Feed readers poll: a feed is cached like a public page and answers 304 when the reader already
 * has it, by ETag (If-None-Match) or by date (If-Modified-Since). The ETag is of the body, so it
 * changes exactly when the feed does.
 */
const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

export function conditionalXml(request: Request, body: string, lastModified: Date, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  // HTTP dates have whole seconds.
  const modified = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  const headers = { ETag: etag, "Last-Modified": modified.toUTCString(), "Cache-Control": CACHE_CONTROL, Vary: "Accept-Encoding" };
  const ifNoneMatch = request.headers.get("if-none-match");
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  // If-None-Match wins when both are sent (RFC 9110 §13.2.2).
  const fresh = ifNoneMatch !== null ? matchesEtag(ifNoneMatch, etag) : !Number.isNaN(since) && modified.getTime() <= since;
  if (fresh) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": contentType } });
}
