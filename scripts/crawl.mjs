// A snapshot of what readers get from every route and sample item, to compare two builds (the
// framework upgrade of docs/decisions/0117-react-router-7.md, docs/upgrading.md): `node scripts/crawl.mjs BASE_URL BUILD_DIR OUT.json`
// walks every route address without parameters (from the server build) and every address of
// the sitemap, in each language, and keeps per address: the status, the redirect, <title>,
// <h1>, canonical, hreflang links and the main landmark's text. `node scripts/crawl.mjs --diff A.json B.json`
// prints what differs.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const text = (html) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const first = (html, re) => re.exec(html)?.[1] ?? null;

async function routePaths(buildDir) {
  const build = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);
  const routes = Object.values(build.routes);
  const full = (route) => {
    const parent = route.parentId ? routes.find((r) => r.id === route.parentId) : undefined;
    return [parent ? full(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  return [...new Set(routes.map((r) => `/${full(r)}`.replace(/\/+/g, "/")).filter((p) => !p.includes(":") && !p.includes("*")))];
}

async function sitemapPaths(base) {
  const paths = new Set();
  const visit = async (url) => {
    const xml = await (await fetch(url)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const at = new URL(loc.replace(/&amp;/g, "&"));
      if (at.pathname.startsWith("/sitemap")) await visit(new URL(at.pathname + at.search, base));
      else paths.add(at.pathname + at.search);
    }
  };
  await visit(new URL("/sitemap.xml", base));
  return [...paths];
}

async function snapshot(base, buildDir) {
  const paths = [...new Set([...(await routePaths(buildDir)), ...(await sitemapPaths(base))])].sort();
  const pages = {};
  for (const p of paths) {
    const response = await fetch(new URL(p, base), { redirect: "manual", headers: { "User-Agent": "portal-crawl" } });
    // The two builds are served from two ports: addresses are kept without the origin. Builds
    // before decision 0119 carry React 18's NUL bytes in long Hindi pages, at places that vary
    // with the page: they are left out, so such a build compares with a newer one.
    const html = /text\/html/.test(response.headers.get("content-type") ?? "")
      ? (await response.text()).replaceAll(new URL(base).origin, "").replaceAll("\0", "")
      : "";
    if (!html) await response.arrayBuffer();
    pages[p] = {
      status: response.status,
      location: response.headers.get("location")?.replace(new URL(base).origin, "") ?? null,
      title: first(html, /<title>([\s\S]*?)<\/title>/),
      h1: html ? text(first(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/) ?? "") : null,
      canonical: first(html, /<link rel="canonical" href="([^"]*)"/),
      hreflang: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map(([, l, h]) => `${l} ${h}`),
      main: html ? text(first(html, /<main\b[^>]*>([\s\S]*?)<\/main>/) ?? "") : null,
    };
  }
  return pages;
}

function diff(a, b) {
  let differences = 0;
  for (const p of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    for (const key of ["status", "location", "title", "h1", "canonical", "hreflang", "main"]) {
      const before = JSON.stringify(a[p]?.[key]);
      const after = JSON.stringify(b[p]?.[key]);
      if (before === after) continue;
      differences++;
      console.log(`${p} ${key}:\n  before ${before?.slice(0, 300)}\n  after  ${after?.slice(0, 300)}`);
    }
  }
  console.log(`${Object.keys(a).length} and ${Object.keys(b).length} addresses, ${differences} differences`);
}

if (process.argv[2] === "--diff") {
  diff(JSON.parse(readFileSync(process.argv[3], "utf8")), JSON.parse(readFileSync(process.argv[4], "utf8")));
} else {
  const [base, buildDir, out] = process.argv.slice(2);
  const pages = await snapshot(base, buildDir);
  writeFileSync(out, JSON.stringify(pages, null, 1));
  console.log(`${Object.keys(pages).length} addresses written to ${out}`);
}
