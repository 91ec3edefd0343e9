import fs from "node:fs";
import { BackgroundWork } from "../../../api/core/background";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitConsultationFeedback, submitSiteFeedback, type CampaignsDeps } from "../../../api/campaigns/service";
import type { Db } from "../../../api/db";
import { seedSample } from "../../../api/seed";
import { moderate as cli, openCliDatabase } from "../../support/moderate-cli";

let cliDatabase: Awaited<ReturnType<typeof openCliDatabase>>;
let db: Db;
let deps: CampaignsDeps;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "campaigns-cli-"));

beforeAll(async () => {
  cliDatabase = await openCliDatabase();
  db = cliDatabase.db;
  await seedSample(db);
  deps = {
    db,
    dataDir: dir,
    now: () => new Date(),
    origin: "http://portal.test",
    mailer: { kind: "outbox", send: async () => undefined },
    background: new BackgroundWork(),
  };
});
afterAll(async () => {
  await cliDatabase?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run moderate: consultations and site feedback", () => {
  it("consultation-export prints the consultation's feedback as CSV, or writes it to --out", async () => {
    const ref = await submitConsultationFeedback(deps, "public-consultation-feedback", "en", {
      name: "Meera N",
      organisation: "",
      email: "meera@example.test",
      comments: { "human-oversight": "-2 officers per district" },
    });
    const printed = await cli("consultation-export", "public-consultation-feedback");
    expect(printed.code).toBe(0);
    expect(printed.text).toContain(`${ref},`);
    expect(printed.text).toContain("'-2 officers per district");
    const file = path.join(dir, "export.csv");
    const written = await cli("consultation-export", "public-consultation-feedback", "--out", file);
    expect(written.code).toBe(0);
    expect(written.text).toBe(`Wrote 1 submission(s) to ${file}`);
    expect(fs.readFileSync(file, "utf8")).toContain(ref);
  });

  it("consultation-export names an unknown consultation and shows the usage without a slug", async () => {
    expect(await cli("consultation-export", "cyberguard-ai-hackathon")).toEqual({
      code: 1,
      text: 'No consultation "cyberguard-ai-hackathon"',
    });
    const bare = await cli("consultation-export");
    expect(bare.code).toBe(2);
    expect(bare.text).toMatch(/Usage/);
  });

  it("feedback-list lists site feedback with its reference, newest first", async () => {
    const first = await submitSiteFeedback(deps, "en", { category: "technical", message: "Search is slow on 2G", page: "/search" });
    const second = await submitSiteFeedback(deps, "hi", {
      name: "Ravi",
      email: "ravi@example.test",
      category: "content",
      message: "धन्यवाद",
    });
    const { code, text } = await cli("feedback-list");
    expect(code).toBe(0);
    expect(text.indexOf(second)).toBeGreaterThan(-1);
    expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));
    expect(text).toContain("/search");
    expect(text).toContain("<ravi@example.test>");
  });
});
