/**
 * Vitest setup (vitest.config.ts): a test fails when anything calls console.error while it runs,
 * as the Playwright fixtures fail a page that logs one. The message is still printed. A test
 * that expects an error log spies on console.error itself (vi.spyOn), which replaces this one.
 */
import { afterEach, beforeEach } from "vitest";

const original = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" "));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length) throw new Error(`console.error was called during the test:\n${logged.join("\n").slice(0, 2000)}`);
});
