import { defineConfig, devices } from "@playwright/test";
import { findChromium, NO_BROWSER_HELP } from "./scripts/find-browser.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3123);
const chromium = findChromium();
if (!chromium) throw new Error(NO_BROWSER_HELP);
const executablePath = chromium.path;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // npm test reads the counts from the JSON report (scripts/test-all.mjs).
  reporter: [
    ["list"],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["json"] as const] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The offline service worker (public/sw.js) would take navigations out of page.route's reach
    // and keep pages between tests; e2e/offline.spec.ts allows it for its own journeys.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    // Only the journeys tagged ALSO_WITHOUT_JS (e2e/fixtures): those whose behaviour differs without JavaScript.
    { name: "no-js", grep: /@nojs/, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
