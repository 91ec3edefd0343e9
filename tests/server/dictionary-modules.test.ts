import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dictionaryModules } from "../../server/dictionary-modules";

describe("the dictionaries' modules of the built client", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "assets/entry.client-Ab12.js"),
    'const d={en:()=>t(()=>import("./en-B5f8ArK4.js"),[]),hi:()=>t(()=>import("./hi-B4-jL3bb.js"),[])};import("./other-X.js")',
  );

  it("are found in the entry module, as addresses beside it", () => {
    expect(dictionaryModules(dir, "/assets/entry.client-Ab12.js")).toEqual({ en: "/assets/en-B5f8ArK4.js", hi: "/assets/hi-B4-jL3bb.js" });
  });

  it("are none when the entry cannot be read (the dev server's entry is a source file)", () => {
    expect(dictionaryModules(dir, "/app/entry.client.tsx")).toEqual({});
  });
});
