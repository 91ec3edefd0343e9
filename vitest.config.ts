import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Vitest settings (vite.config.ts carries the build). With TEST_DB=postgres the global setup
 * starts one embedded PostgreSQL; each API test file gets its own database in it.
 */
export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "api/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/api/global-setup.ts"],
    // Every language's dictionary, as on the server (app/entry.server.tsx).
    setupFiles: ["tests/support/fail-on-console-error.ts", "app/i18n/all.server.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores, for tests that keep a core busy. Most of
    // ours wait on a server, a database or a timer: on 2 cores, 3 workers took the SQLite pass from
    // 235 s to 143 s and the PostgreSQL pass from 101 s to 65 s (docs/testing.md).
    maxWorkers: os.availableParallelism() + 1,
    // tests/faults/gc-pressure.ts forces collections to catch timers that a GC could drop.
    execArgv: ["--expose-gc"],
    // Workers share a busy machine: the overload guard (server/overload.ts) would refuse pages at
    // random. Its own tests set it up themselves (tests/server/overload*.test.ts).
    env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" },
  },
});
