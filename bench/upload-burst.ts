/**
 * Eight 40-megapixel PNGs uploaded at once (an outside tester's burst took the server from 186
 * to 895 MB, still 795 MB 30 s later): the server's RSS before, its peak while they are
 * processed (sampled every 100 ms from inside it, bench/probe.mjs), right after, and 30 s later.
 *   npx tsx bench/upload-burst.ts [--count 8] [--after 30] [--env NAME=VALUE]
 */
import { parseArgs } from "node:util";
import sharp from "sharp";
import { signedInCookie, startBenchServer } from "./server";

const { values } = parseArgs({
  options: { count: { type: "string", default: "8" }, after: { type: "string", default: "30" }, env: { type: "string", multiple: true } },
});
const count = Number(values.count);
const env: Record<string, string> = {};
for (const pair of values.env ?? []) {
  const [name, ...rest] = pair.split("=");
  env[name] = rest.join("=");
}
const mb = (bytes: number) => Math.round(bytes / 1e6);

/** 8000 × 5000: the pixel limit, in a small file (flat colours compress well). */
async function fortyMegapixelPng(): Promise<Buffer> {
  const svg = Buffer.from('<svg width="8000" height="5000"><circle cx="4000" cy="2500" r="2000" fill="orange"/></svg>');
  return sharp({ create: { width: 8000, height: 5000, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([{ input: svg }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const server = await startBenchServer({ synthetic: 0, env });
  try {
    const { token } = await signedInCookie(server.sqlitePath, "Burst Uploader");
    const png = await fortyMegapixelPng();
    // Settled: one small request so the API's routes are loaded, then a quiet moment.
    await fetch(`${server.baseUrl}/api/healthz`);
    const before = await server.probe();
    let peak = before.rss;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await server.probe()).rss);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const form = new FormData();
        form.append("purpose", "image");
        form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), `burst-${i}.png`);
        const res = await fetch(`${server.baseUrl}/api/web/media`, {
          method: "POST",
          body: form,
          headers: { Authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    sampling = false;
    await sampler;
    const right = await server.probe();
    await new Promise((resolve) => setTimeout(resolve, Number(values.after) * 1000));
    const later = await server.probe();
    console.log(
      `${count} × ${Math.round(png.length / 1000)} kB PNG of 8000 × 5000 at once${
        Object.keys(env).length
          ? ` (${Object.entries(env)
              .map(([k, v]) => `${k}=${v}`)
              .join(" ")})`
          : ""
      }: ` +
        `answers ${statuses.join(" ")} in ${seconds} s; RSS ${mb(before.rss)} MB before, peak ${mb(peak)} MB, ${mb(right.rss)} MB right after, ${mb(later.rss)} MB ${values.after} s later`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
