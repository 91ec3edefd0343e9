/**
 * Production runs the bundled server (build/server.js) with plain node, no tsx: it embeds the
 * API, serves pages, and stops cleanly on SIGTERM. The browser-test step explains itself when
 * there is no Chromium.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { findChromium, NO_BROWSER_HELP } from "../../scripts/find-browser.mjs";

describe("the production build", () => {
  let child: ChildProcess | undefined;
  beforeAll(() => void buildIfNeeded());
  // Also after a timeout, when the test's own finally never runs.
  afterAll(() => void (child?.exitCode === null && child.kill("SIGKILL")));

  it("build/server.js runs with plain node, through a linked release folder too, embeds the API, serves a page without loading the image library and stops on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-prod-"));
    // Started as a linked release folder starts it (/srv/current → a release): the module's
    // address is the real file's, which the start-up check must still take for itself.
    const release = path.join(dataDir, "current");
    symlinkSync(path.resolve("build"), release);
    const server = spawn(process.execPath, [path.join(release, "server.js")], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SESSION_SECRET: "production-build-secret-0123456789",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    try {
      let out = "";
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on("data", (c: Buffer) => {
          out += c;
          const found = /portal listening on (http:\/\/[\d.:]+)/.exec(out);
          if (found) resolve(found[1]);
        });
        server.once("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const page = await fetch(`${url}/articles/all`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('id="main-content"');
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // libvips (sharp) is mapped at the first image upload, not at start: about 6 MB of RSS.
      if (existsSync(`/proc/${server.pid}/maps`)) expect(readFileSync(`/proc/${server.pid}/maps`, "utf8")).not.toMatch(/libvips/);
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("without a Chromium the browser tests say in one line how to get one", () => {
    expect(findChromium({ CHROME_PATH: "/nonexistent/chromium" })).toBeUndefined();
    const r = spawnSync(process.execPath, ["scripts/find-browser.mjs"], {
      env: { ...process.env, CHROME_PATH: "/nonexistent/chromium" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(NO_BROWSER_HELP);
    expect(NO_BROWSER_HELP).toMatch(/CHROME_PATH.*apt-get install -y chromium.*npx playwright install chromium/);
  });
});
