/// <reference types="vitest/config" />
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
  },
  plugins: isVitest
    ? []
    : [tailwindcss(), remix({ ...remixConfig, buildDirectory: process.env.BUILD_DIR || "build" })],
  build: {
    // Inline tiny assets would need a CSP exception; keep everything as files.
    assetsInlineLimit: 0,
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
