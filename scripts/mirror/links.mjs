// What a page, stylesheet or script refers to (scripts/mirror.mjs): the links a reader follows
// and the files an answer loads.

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'", "#x2F": "/", "#47": "/" };
export const unescapeAttribute = (value) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#x2F|#47);/gi, (m, name) => ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? m);

export function attributesOf(tag) {
  const attributes = {};
  for (const [, name, , dq, sq, bare] of tag.matchAll(/([^\s"'<>/=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[name.toLowerCase()] = unescapeAttribute(dq ?? sq ?? bare ?? "");
  }
  return attributes;
}

const srcsetUrls = (value) =>
  value
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * The addresses a page refers to: `pages` (links a reader follows: anchors, canonical and language
 * alternates, feeds) and `files` (what the page loads: stylesheets, scripts and the modules its
 * scripts import, images, icons). Script bodies are not searched for links: what the page's data
 * names is not a link of the page.
 */
export function htmlReferences(html) {
  const pages = [];
  const files = [];
  // The hydration script imports the page's route modules and names React Router's manifest,
  // which lists every route's module: a page still open from before an outage loads them.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/i.test(attributes) && body.includes("/assets/")) files.push(...scriptReferences(body));
  }
  const scanned = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>").replace(/<!--[\s\S]*?-->/g, "");
  for (const [tag, name] of scanned.matchAll(
    /<(a|area|link|img|source|script|video|audio|track|iframe|meta|object|embed|input)\b[^>]*>/gi,
  )) {
    const a = attributesOf(tag.slice(name.length + 1, -1));
    switch (name.toLowerCase()) {
      case "a":
      case "area":
      case "iframe":
        if (a.href) pages.push(a.href);
        if (a.src) pages.push(a.src);
        break;
      case "link": {
        const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
        if (!a.href) break;
        if (rel.includes("alternate") || rel.includes("canonical")) pages.push(a.href);
        else if (
          rel.some((r) => ["stylesheet", "icon", "apple-touch-icon", "preload", "modulepreload", "manifest", "mask-icon"].includes(r))
        )
          files.push(a.href);
        if (a.imagesrcset) files.push(...srcsetUrls(a.imagesrcset));
        break;
      }
      case "meta":
        if (/^(og:image|og:image:url|og:image:secure_url|twitter:image|og:video|og:audio)$/i.test(a.property ?? a.name ?? "") && a.content)
          files.push(a.content);
        break;
      case "input":
        if ((a.type ?? "").toLowerCase() === "image" && a.src) files.push(a.src);
        break;
      case "object":
        if (a.data) files.push(a.data);
        break;
      default:
        for (const key of ["src", "poster"]) if (a[key]) files.push(a[key]);
        if (a.srcset) files.push(...srcsetUrls(a.srcset));
    }
  }
  return { pages, files };
}

/** What a stylesheet loads: url(…) and @import. */
export function cssReferences(css) {
  const found = [];
  for (const [, , url] of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)) if (!url.startsWith("data:")) found.push(url.trim());
  for (const [, url] of css.matchAll(/@import\s+['"]([^'"]+)['"]/gi)) found.push(url);
  return found;
}

/**
 * What a built script imports: Vite's relative chunk names ("./x-hash.js"), its preload lists
 * ("assets/x-hash.js", from the site's root) and absolute ones ("/assets/…").
 */
export function scriptReferences(js) {
  const found = [];
  for (const [, url] of js.matchAll(
    /["'`]((?:\.\.?\/|\/?assets\/)[^"'`\s?#]+\.(?:m?js|css|woff2?|ttf|otf|svg|png|jpe?g|gif|webp|avif|ico|json|wasm))["'`]/g,
  )) {
    found.push(url.startsWith("assets/") ? `/${url}` : url);
  }
  return found;
}

/** Whether an answer names other addresses: pages, stylesheets, scripts and the sitemap. */
export function refersToOthers(address, type) {
  return (
    type.startsWith("text/html") ||
    type.includes("css") ||
    type.includes("javascript") ||
    (/xml/.test(type) && /^\/(sitemap\.xml|sitemap\/)/.test(address))
  );
}

/**
 * From a home page (`lang`'s), what the unavailable pages borrow into `chrome`: the site's name in
 * that language and, from the English one, the stylesheets.
 */
export function homeChrome(lang, html, chrome) {
  // The home page's title is the site's title in that language.
  const title = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title) chrome.siteName[lang] = unescapeAttribute(title.trim());
  if (lang === "en") {
    chrome.stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => attributesOf(tag.slice(5, -1)))
      .filter((a) => (a.rel ?? "").split(/\s+/).includes("stylesheet") && !a.media && a.href)
      .map((a) => a.href);
  }
}
