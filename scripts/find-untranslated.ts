// Lists interface text in the wrong language on rendered pages (JavaScript off), for developers:
//   npx tsx scripts/find-untranslated.ts http://localhost:3000/hi http://localhost:3000/hi/signin
// The e2e suite runs the same check (e2e/hindi.spec.ts).
import { chromium } from "@playwright/test";
import { findChromium } from "./find-browser.mjs";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";

const browser = await chromium.launch({ executablePath: findChromium()?.path, args: ["--no-sandbox"] });
const context = await browser.newContext({ javaScriptEnabled: false });
// tsx keeps function names with a helper that does not exist in the page.
await context.addInitScript("window.__name = (f) => f");
const page = await context.newPage();
let total = 0;
for (const url of process.argv.slice(2)) {
  const response = await page.goto(url);
  const found = await page.evaluate(findUntranslated, ALLOWED_NAMES);
  total += found.length;
  console.log(`${url} (${response?.status()}): ${found.length ? "" : "nothing untranslated"}`);
  for (const f of found) console.log(`  ${f.where}: ${f.text}`);
}
await browser.close();
process.exitCode = total ? 1 : 0;
