/**
 * Vite plugin: after the browser build, writes a gzip (zopfli) and a Brotli copy next to every
 * JavaScript, CSS and SVG file in assets/, so the server sends them without compressing per
 * request (server/precompressed.ts). Zopfli makes a standard gzip stream ~3 % smaller than
 * zlib's best level, which is what the per-page JavaScript budget is measured in.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

export const PRECOMPRESSED = /\.(js|css|svg)$/;

/** Add to the browser build only (vite.config.ts). */
export function precompress(): Plugin {
  let assetsDir = "";
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      if (!assetsDir) return;
      const started = Date.now();
      const files = readdirSync(assetsDir).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assetsDir, name);
          const body = readFileSync(file);
          writeFileSync(`${file}.gz`, await gzipAsync(body, { numiterations: 15 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
        }),
      );
      this.info?.(`precompressed ${files.length} files in ${Date.now() - started} ms`);
    },
  };
}
