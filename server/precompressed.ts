/**
 * Serves the build's hashed assets in the copy compressed at build time (scripts/vite-precompress.ts):
 * Brotli when the browser accepts it, else gzip, else the file as it is (express.static after this).
 * Nothing is compressed per request, and the compression middleware leaves these answers alone
 * because they already carry a Content-Encoding.
 */
import { existsSync, readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
};
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

export function precompressedAssets(dir: string): RequestHandler {
  // The build does not change while the server runs: list its compressed copies once.
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serve = express.static(dir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = CONTENT_TYPES[/\.(\w+)$/.exec(name)?.[1] ?? ""];
    if (!type || name.includes("/") || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    // Brotli whenever it is accepted at all (browsers list gzip first but prefer neither).
    const encoding = (["br", "gzip"] as const).find((e) => req.acceptsEncodings(e) && files.has(name + SUFFIX[e]));
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${SUFFIX[encoding]}`;
    serve(req, res, next);
  };
}
