// The Chromium the browser tests and Lighthouse launch: CHROME_PATH when set, else the system's
// Chromium or Chrome, else Playwright's own download when `npx playwright install chromium` ran.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

/** The one line printed when there is none. */
export const NO_BROWSER_HELP =
  "No Chromium found for the browser tests: set CHROME_PATH, or install one (`apt-get install -y chromium` on Debian/Ubuntu, or `npx playwright install chromium` with internet access).";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ path: string, source: string } | undefined}
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? { path: env.CHROME_PATH, source: "CHROME_PATH" } : undefined;
  const system = SYSTEM_BROWSERS.find((p) => existsSync(p));
  if (system) return { path: system, source: "system" };
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own, source: "playwright" };
  } catch {
    // playwright-core not installed or no browser registry: nothing more to try.
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (!found) {
    console.error(NO_BROWSER_HELP);
    process.exit(1);
  }
  console.log(found.path);
}
