// A static mirror of the published portal, for the gateway to serve when every replica is down
// (docs/decisions/0127-static-mirror.md, deploy/nginx-mirror.conf):
//
//   npm run mirror -- --out DIR [--base URL] [--concurrency 6] [--timeout 15000] [--listing-pages 50]
//
// It reads sitemap.xml (the index and its files), fetches every address they list from a running
// portal as an anonymous reader, follows the links of each page that stay on the site (robots.txt
// obeyed; of the addresses with a query only a listing's `?page=N`), and fetches every file the
// pages reference (stylesheets, scripts and what they import, images, icons, feeds). Each answer
// is stored as nginx finds it: a page at DIR/<path>/index.html (`?page=N`: index.page-N.html),
// any other file at DIR/<path>. DIR/.mirror-manifest.json keeps each address's file, hash and
// ETag: the next run asks with If-None-Match, rewrites only what changed, and removes the files
// of pages no longer published. DIR/__mirror/ holds the "service temporarily unavailable" pages
// (English and Hindi) the gateway answers forms and dynamic pages with.
//
// Plain Node (20+), no dependency: it runs from a checkout or any node image. Exit status 1 when
// an address failed (its old copy, if any, is kept, and nothing is removed in that run).
//
// The work is in scripts/mirror/: addresses.mjs (robots.txt, where an address is stored),
// links.mjs (what a page, stylesheet or script refers to), fetch.mjs (requests, the work pool),
// storage.mjs (files, hashes, the manifest, the lock), unavailable.mjs (the unavailable pages) and
// crawl.mjs (the run). This file is the command, and what the tests import.
import { parseArgs } from "node:util";

import { mirror } from "./mirror/crawl.mjs";

export { fileFor, OWN_DIR, robotsDisallows, UNAVAILABLE_FILES } from "./mirror/addresses.mjs";
export { mirror, summary } from "./mirror/crawl.mjs";
export { cssReferences, htmlReferences, scriptReferences } from "./mirror/links.mjs";
export { contentHash, MANIFEST_FILE, readManifest } from "./mirror/storage.mjs";
export { UNAVAILABLE_TEXT, unavailablePage } from "./mirror/unavailable.mjs";

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      base: { type: "string", default: process.env.MIRROR_BASE ?? `http://127.0.0.1:${process.env.PORT ?? 3000}` },
      concurrency: { type: "string", default: "6" },
      timeout: { type: "string", default: "15000" },
      retries: { type: "string", default: "3" },
      "listing-pages": { type: "string", default: "50" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.out) {
    console.log(
      "npm run mirror -- --out DIR [--base URL] [--concurrency N] [--timeout MS] [--retries N] [--listing-pages N|all]\n" +
        "  --base           the running portal (default http://127.0.0.1:$PORT, or MIRROR_BASE)\n" +
        "  --concurrency    requests at once (default 6)\n" +
        "  --timeout        milliseconds for one answer (default 15000)\n" +
        "  --retries        tries again after a timeout, 429 or 502-504 (default 3)\n" +
        "  --listing-pages  the listing pages kept: ?page=N up to this N (default 50; all)",
    );
    process.exit(values.out ? 0 : 2);
  }
  const number = (name, text) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number above 0, not ${text}`);
    return n;
  };
  const report = await mirror({
    out: values.out,
    base: values.base,
    concurrency: number("concurrency", values.concurrency),
    timeoutMs: number("timeout", values.timeout),
    retries: Number(values.retries),
    listingPages: values["listing-pages"] === "all" ? Infinity : number("listing-pages", values["listing-pages"]),
    log: (line) => console.log(line),
  });
  process.exitCode = report.failed.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`mirror: ${error.message}`);
    process.exit(1);
  });
}
