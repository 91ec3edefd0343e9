/**
 * The assistant widget's own JavaScript (docs/product/assistant.md#the-assistant): the modules the browser fetches on demand
 * for the panel (AssistantPanel and what it imports that the page has not already loaded),
 * measured like a page's first visit (gzip on the wire) and reported on its own row, so the
 * pages' first-visit figures show that they do not carry it.
 * Called by bench/run.ts; alone: tsx bench/assistant-widget.ts --base http://127.0.0.1:3000
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { pageWeight, wireBytes, type PageWeight } from "./server";

/**
 * The widget's modules: the panel chunk and the chunks its dynamic import preloads with it.
 * Vite writes `import("./AssistantPanel-….js"), __vite__mapDeps([3, 1, 4])`, the numbers
 * indexing one list of files per chunk: `m.f || (m.f = ["assets/…", …])`.
 */
async function widgetModules(baseUrl: string, page: PageWeight): Promise<string[]> {
  for (const file of page.files.js) {
    const code = await (await fetch(baseUrl + file)).text();
    const call = /import\("\.\/(AssistantPanel-[\w-]+\.js)"\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?/.exec(code);
    if (!call) continue;
    const deps = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
    const all: string[] = deps ? JSON.parse(deps) : [];
    const picked = (call[2] ?? "")
      .split(",")
      .filter(Boolean)
      .map((i) => all[Number(i)]);
    return [...new Set([`assets/${call[1]}`, ...picked])].map((f) => `/${f}`);
  }
  throw new Error(`no module of ${page.path} loads the assistant's panel`);
}

/** The widget's on-demand JavaScript beyond what `page` (the home page's first visit) already has. */
export async function widgetWeight(baseUrl: string, page: PageWeight): Promise<PageWeight> {
  const files = (await widgetModules(baseUrl, page)).filter((f) => !page.files.js.includes(f));
  const answers = await Promise.all(files.map((f) => wireBytes(baseUrl + f)));
  const js = answers.reduce((sum, a) => sum + a.bytes, 0);
  return {
    path: "(loaded on demand)",
    html: 0,
    css: 0,
    js,
    images: 0,
    allImages: 0,
    total: js,
    htmlEncoding: answers[0]?.encoding ?? "identity",
    files: { css: [], js: files, images: [] },
    missing: files.filter((_, i) => answers[i].status !== 200).map((f, i) => `${f} (${answers[i].status})`),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { base: { type: "string", default: "http://127.0.0.1:3000" } } });
  const home = await pageWeight(values.base!, "/");
  const widget = await widgetWeight(values.base!, home);
  console.log(
    `home first visit JS ${(home.js / 1000).toFixed(1)} kB; assistant widget on demand ${(widget.js / 1000).toFixed(1)} kB (${widget.files.js.join(", ")})`,
  );
}
