import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress";
import { shellChunk } from "./scripts/vite-shell-chunk";

const isVitest = Boolean(process.env.VITEST);

// The build's date, shown as "Last updated" on application pages (app/chrome/last-updated.ts).
// Kept in the environment so the client and server builds of one run agree; SOURCE_DATE_EPOCH
// makes it reproducible.
const buildDate = (process.env.BUILD_DATE ??= process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString()
  : new Date().toISOString());

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
  },
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  plugins: isVitest ? [] : [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    // Inline tiny assets would need a CSP exception; keep everything as files.
    assetsInlineLimit: 0,
    // The browser bundle is held to a budget (JS < 100 kB gzip per page, `npm run bench`):
    // two terser passes take ~3.5 kB more off it than esbuild's minifier. The server is not minified.
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 } },
          rollupOptions: { output: { manualChunks: shellChunk() } },
        }),
  },
}));
