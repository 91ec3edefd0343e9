/**
 * Start-up refuses configuration that would defeat the per-address limits: the real server.ts
 * as `npm start` runs it, with a separate API (API_BASE_URL) so nothing else is needed.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkCommentLimits, checkStartup } from "../../server/startup-checks";

/** The comment and write limits' defaults (config/env.ts). */
const LIMITS = {
  COMMENT_RATE_LIMIT_MAX: 30,
  COMMENT_RATE_LIMIT_WINDOW_MS: 60_000,
  API_WRITE_RATE_LIMIT_USER: 60,
  API_WRITE_RATE_LIMIT_WINDOW_S: 60,
};

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SESSION_SECRET: "startup-test-secret-0123456789",
      LOG_LEVEL: "info",
      ...env,
    },
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
    const { errors, warnings } = checkStartup({
      ...LIMITS,
      API_BASE_URL: undefined,
      PORTAL_API_SECRET: undefined,
      TRUST_PROXY: "1",
      PUBLIC_ORIGIN: undefined,
      PORT: 3000,
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is not set: links in e-mails .* http:\/\/localhost:3000/)]);
  });

  it("a separate API (API_BASE_URL) sends the mails, so the portal does not warn about PUBLIC_ORIGIN", () => {
    const { warnings } = checkStartup({
      ...LIMITS,
      API_BASE_URL: "http://api.internal",
      PORTAL_API_SECRET: "s".repeat(32),
      TRUST_PROXY: "1",
      PUBLIC_ORIGIN: undefined,
      PORT: 3000,
    });
    expect(warnings).toEqual([]);
  });

  it("a hop count or an address list is accepted without a warning", () => {
    for (const TRUST_PROXY of ["1", "2", "10.0.0.0/8, 127.0.0.1", undefined]) {
      expect(
        checkStartup({
          ...LIMITS,
          API_BASE_URL: undefined,
          PORTAL_API_SECRET: undefined,
          TRUST_PROXY,
          PUBLIC_ORIGIN: "https://portal.example",
          PORT: 3000,
        }),
      ).toEqual({ errors: [], warnings: [] });
    }
  });
});

describe("start-up check of the stacked comment limits (decision 0124)", () => {
  const embedded = (limits: Partial<typeof LIMITS>) => checkCommentLimits({ ...LIMITS, API_BASE_URL: undefined, ...limits });

  it("with the embedded API and a comment limit looser than the write limit, the server refuses to start with one clear message", async () => {
    const server = startServer({ COMMENT_RATE_LIMIT_MAX: "100", PUBLIC_ORIGIN: "https://portal.example" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^COMMENT_RATE_LIMIT_MAX=100 per 60 s is looser than API_WRITE_RATE_LIMIT_USER=60 per 60 s, .*never apply: lower COMMENT_RATE_LIMIT_MAX/,
    );
  });

  it("the defaults pass: 30 new comments a minute within 60 comment calls a minute", () => {
    expect(embedded({})).toEqual([]);
  });

  it("refuses a comment limit that allows more per unit of time than the write limit, whatever the windows", () => {
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 61 })).toEqual([
      expect.stringMatching(/^COMMENT_RATE_LIMIT_MAX=61 per 60 s is looser than API_WRITE_RATE_LIMIT_USER=60 per 60 s/),
    ]);
    // 10 per 10 s is one a second; 30 per 60 s half that.
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 10, COMMENT_RATE_LIMIT_WINDOW_MS: 10_000, API_WRITE_RATE_LIMIT_USER: 30 })).toEqual([
      expect.stringMatching(/^COMMENT_RATE_LIMIT_MAX=10 per 10 s is looser than API_WRITE_RATE_LIMIT_USER=30 per 60 s/),
    ]);
    expect(embedded({ COMMENT_RATE_LIMIT_WINDOW_MS: 1500, API_WRITE_RATE_LIMIT_WINDOW_S: 3600 })).toEqual([
      expect.stringMatching(/^COMMENT_RATE_LIMIT_MAX=30 per 1\.5 s is looser/),
    ]);
  });

  it("accepts a comment limit as tight as the write limit or tighter, over any windows", () => {
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 60 })).toEqual([]);
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 60, COMMENT_RATE_LIMIT_WINDOW_MS: 120_000 })).toEqual([]);
    expect(
      embedded({
        COMMENT_RATE_LIMIT_MAX: 5,
        COMMENT_RATE_LIMIT_WINDOW_MS: 10_000,
        API_WRITE_RATE_LIMIT_USER: 600,
        API_WRITE_RATE_LIMIT_WINDOW_S: 600,
      }),
    ).toEqual([]);
  });

  it("refuses both limits off (no per-user limit on new comments), and accepts either one off", () => {
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 0, API_WRITE_RATE_LIMIT_USER: 0 })).toEqual([
      expect.stringMatching(
        /^COMMENT_RATE_LIMIT_MAX=0 and API_WRITE_RATE_LIMIT_USER=0 leave new comments without any per-user limit .*set at least one of them above 0/,
      ),
    ]);
    expect(embedded({ COMMENT_RATE_LIMIT_MAX: 0 })).toEqual([]);
    expect(embedded({ API_WRITE_RATE_LIMIT_USER: 0 })).toEqual([]);
  });

  it("with API_BASE_URL the limits are the other process's and are not checked here", () => {
    expect(
      checkCommentLimits({ ...LIMITS, API_BASE_URL: "http://api.internal", COMMENT_RATE_LIMIT_MAX: 0, API_WRITE_RATE_LIMIT_USER: 0 }),
    ).toEqual([]);
    expect(
      checkStartup({
        ...LIMITS,
        COMMENT_RATE_LIMIT_MAX: 1000,
        API_BASE_URL: "http://api.internal",
        PORTAL_API_SECRET: "s".repeat(32),
        TRUST_PROXY: "1",
        PUBLIC_ORIGIN: undefined,
        PORT: 3000,
      }).errors,
    ).toEqual([]);
  });
});
