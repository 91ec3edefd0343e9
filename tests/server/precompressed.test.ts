import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { getBuild } from "./helpers";

/** The raw answer (no decoding), as a browser's network layer receives it. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("build assets compressed at build time", () => {
  let api: RealApi;
  let portal: Portal;
  let assetsDir: string;
  let script: string;

  beforeAll(async () => {
    await getBuild();
    assetsDir = path.resolve(process.env.BUILD_DIR || "build", "client/assets");
    // The largest script (the shared chunk; its name follows whatever module Rollup names it after),
    // leaving out Remix's route manifest, which is compressed per request (see below).
    script = readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js") && !name.startsWith("manifest-"))
      .sort((a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size)[0];
    api = await startRealApi();
    portal = await startPortalAt(api.url);
  });
  afterAll(async () => {
    await portal?.close(1000);
    await api?.close();
  });

  it("the build writes a gzip and a Brotli copy of every script and stylesheet", () => {
    const names = new Set(readdirSync(assetsDir));
    // Remix writes its manifest-*.js after the browser build; it is compressed per request.
    const sources = [...names].filter((name) => /\.(js|css)$/.test(name) && !name.startsWith("manifest-"));
    expect(sources.length).toBeGreaterThan(10);
    for (const name of sources) {
      expect(names.has(`${name}.gz`), name).toBe(true);
      expect(names.has(`${name}.br`), name).toBe(true);
    }
  });

  it("sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, and the same bytes either way", async () => {
    const original = readFileSync(path.join(assetsDir, script));
    const br = await rawGet(`${portal.url}/assets/${script}`, "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gzip = await rawGet(`${portal.url}/assets/${script}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    // Zopfli's stream is smaller than zlib's at its best level would make on the fly.
    expect(gzip.body.length).toBeLessThan(original.length / 2);
  });

  it("sends the file as it is when no compression is accepted", async () => {
    const original = readFileSync(path.join(assetsDir, script));
    for (const accept of ["identity", "gzip;q=0, br;q=0"]) {
      const plain = await rawGet(`${portal.url}/assets/${script}`, accept);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it("answers 404 for an asset that does not exist, and never serves a compressed copy by its own name as a script", async () => {
    expect((await rawGet(`${portal.url}/assets/missing-0000.js`, "br")).status).toBe(404);
    const copy = await rawGet(`${portal.url}/assets/${script}.br`, "br");
    expect(copy.headers["content-type"]).not.toMatch(/javascript/);
  });
});
