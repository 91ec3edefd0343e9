/**
 * Start-up refuses configuration that would defeat the per-address limits: the real server.ts
 * as `npm start` runs it, with a separate API (API_BASE_URL) so nothing else is needed.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkStartup } from "../../server/startup-checks";

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "startup-test-secret-0123456789", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c));
  child.stderr.on("data", (c: Buffer) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = () =>
    new Promise<void>((resolve, reject) => {
      if (stdout.includes("portal listening")) return resolve();
      child.stdout.on("data", () => stdout.includes("portal listening") && resolve());
      void exited.then((code) => reject(new Error(`exited with ${code}\n${stderr}`)));
    });
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

describe("start-up checks", () => {
  it("with API_BASE_URL and no PORTAL_API_SECRET the server refuses to start with one clear message", async () => {
    const server = startServer({ API_BASE_URL: "http://127.0.0.1:9" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^PORTAL_API_SECRET is not set: with API_BASE_URL/);
  });

  it("TRUST_PROXY=true starts with a warning that says to use a hop count or addresses", async () => {
    const server = startServer({ API_BASE_URL: "http://127.0.0.1:9", PORTAL_API_SECRET: "shared-secret", TRUST_PROXY: "true" });
    try {
      await server.listening();
      const warning = server
        .output()
        .stdout.split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => /TRUST_PROXY=true/.test(l.msg));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/number of proxies .* or their addresses/);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("without PUBLIC_ORIGIN the server warns that mailed links point at localhost", () => {
    const { errors, warnings } = checkStartup({ API_BASE_URL: undefined, PORTAL_API_SECRET: undefined, TRUST_PROXY: "1", PUBLIC_ORIGIN: undefined, PORT: 3000 });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is not set: links in e-mails .* http:\/\/localhost:3000/)]);
  });

  it("a separate API (API_BASE_URL) sends the mails, so the portal does not warn about PUBLIC_ORIGIN", () => {
    const { warnings } = checkStartup({ API_BASE_URL: "http://api.internal", PORTAL_API_SECRET: "s".repeat(32), TRUST_PROXY: "1", PUBLIC_ORIGIN: undefined, PORT: 3000 });
    expect(warnings).toEqual([]);
  });

  it("a hop count or an address list is accepted without a warning", () => {
    for (const TRUST_PROXY of ["1", "2", "10.0.0.0/8, 127.0.0.1", undefined]) {
      expect(checkStartup({ API_BASE_URL: undefined, PORTAL_API_SECRET: undefined, TRUST_PROXY, PUBLIC_ORIGIN: "https://portal.example", PORT: 3000 })).toEqual({ errors: [], warnings: [] });
    }
  });
});
