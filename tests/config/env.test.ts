import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, parseEnv } from "../../config/env";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Source files of the server, the portal and the API (the sample-content scripts aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return rel === path.join("api", "seed") ? [] : sources(rel);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

describe("the environment schema (config/env.ts)", () => {
  it("documents every variable in .env.example", () => {
    const listed = new Set([...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(ENV_NAMES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(ENV_NAMES as string[]).includes(name))).toEqual([]);
  });

  it("documents every variable in the README's configuration table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("| variable | default | meaning |"), readme.indexOf("## The production server"));
    const named = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(ENV_NAMES.filter((name) => !named.has(name))).toEqual([]);
  });

  it("covers every variable the server, the portal and the API read", () => {
    const read_ = new Set<string>();
    for (const file of [...sources("api"), ...sources("app"), ...sources("server"), "server.ts"]) {
      for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read_.add(m[1]);
    }
    expect([...read_].filter((name) => !(ENV_NAMES as string[]).includes(name))).toEqual([]);
  });

  it("is never written at run time: generated secrets travel as values", () => {
    const writes: string[] = [];
    for (const file of [...sources("api"), ...sources("app"), ...sources("server"), "server.ts"]) {
      const text = read(file);
      if (/process\.env\.[A-Z_]+\s*(\?\?|\|\||&&)?=(?!=)|Object\.assign\(process\.env|process\.env\[[^\]]+\]\s*=(?!=)/.test(text))
        writes.push(file);
    }
    expect(writes).toEqual([]);
  });

  it("gives defaults for a fresh machine with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.AUTH_RATE_LIMIT_ACCOUNT).toBe(10);
    expect(env.COMMENT_REPORT_REVIEW_THRESHOLD).toBe(3);
    expect(env.API_WRITE_RATE_LIMIT_USER).toBe(60);
    expect(env.SEED_ON_START).toBe(true);
    expect(env.PORTAL_API_SECRET).toBeUndefined();
  });

  it("turns EDITORIAL_FOUR_EYES on unless it says false, 0 or no, and refuses anything else", () => {
    expect(parseEnv({}).EDITORIAL_FOUR_EYES).toBe(true);
    for (const on of ["", "true", "1", "yes"]) expect(parseEnv({ EDITORIAL_FOUR_EYES: on }).EDITORIAL_FOUR_EYES, on).toBe(true);
    for (const off of ["false", "0", "no"]) expect(parseEnv({ EDITORIAL_FOUR_EYES: off }).EDITORIAL_FOUR_EYES, off).toBe(false);
    expect(() => parseEnv({ EDITORIAL_FOUR_EYES: "off" })).toThrow(/EDITORIAL_FOUR_EYES: .*\(got "off"\)/);
  });

  it("takes REDIS_URL as redis://, rediss:// or a unix socket, and refuses other forms", () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: " " }).REDIS_URL).toBeUndefined();
    for (const url of [
      "redis://127.0.0.1:6379",
      "redis://:secret@redis:6379/2",
      "rediss://cache.example:6380",
      "unix:///run/redis/redis.sock?db=1",
    ]) {
      expect(parseEnv({ REDIS_URL: url }).REDIS_URL).toBe(url);
    }
    for (const url of ["http://redis:6379", "localhost:6379", "unix://relative.sock"]) {
      expect(() => parseEnv({ REDIS_URL: url }), url).toThrow(/REDIS_URL/);
    }
  });

  it("refuses a bad value with a readable start-up error naming the variable and the value", () => {
    const bad = () => parseEnv({ AUTH_RATE_LIMIT_IP: "lots", API_BASE_URL: "not a url" });
    expect(bad).toThrow(/^Invalid environment configuration:\n/);
    expect(bad).toThrow(/\n {2}AUTH_RATE_LIMIT_IP: Expected number.*\(got "lots"\)/);
    expect(bad).toThrow(/\n {2}API_BASE_URL: Invalid url \(got "not a url"\)/);
  });
});
