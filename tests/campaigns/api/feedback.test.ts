import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CampaignResponse } from "../../../contract";
import { b64, samples, startCampaignsApi } from "./fixtures";

let ctx: Awaited<ReturnType<typeof startCampaignsApi>>;
const SLUG = "public-consultation-feedback";
const url = `/api/web/campaigns/${SLUG}/feedback`;
const valid = {
  name: "Asha Rao",
  organisation: "Civic Lab",
  email: "asha@example.test",
  comments: { scope: "Include vendors' systems.", transparency: "" },
};

beforeAll(async () => {
  ctx = await startCampaignsApi();
});
afterAll(async () => {
  await ctx?.close();
});

/** The mail sent to `to`, once it has gone out (acknowledgements go out after the answer). */
const mailTo = (to: string) =>
  vi.waitFor(() => {
    const mail = ctx.mails.find((m) => m.to === to);
    expect(mail).toBeDefined();
    return mail!;
  });

describe("consultation feedback", () => {
  it("stores feedback with a PDF attachment, answers a PC reference and mails it in the page's language", async () => {
    ctx.clock.now = new Date();
    const res = await ctx.api.post(`${url}?lang=hi`, {
      ...valid,
      email: "ASHA+hi@Example.test",
      attachment: { filename: "C:\\Users\\asha\\notes.pdf", content_base64: b64(samples.pdf) },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.reference).toMatch(/^PC-\d{4}-\d{6}$/);
    const row = await ctx.api.db.selectFrom("consultation_feedback").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row.email).toBe("asha+hi@example.test");
    expect(row.attachment_name).toBe("notes.pdf");
    expect(row.attachment_type).toBe("pdf");
    expect(fs.readFileSync(path.join(ctx.dataDir, row.attachment_path!))).toEqual(samples.pdf);
    const mail = await mailTo("asha+hi@example.test");
    expect(mail.subject).toContain(res.body.data.reference);
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).toContain("/hi/public-consultation-feedback");
    // Hindi through and through: no English word but the reference and the link.
    const prose = mail.text
      .split("\n")
      .filter((line) => !line.startsWith("http"))
      .join("\n");
    expect(`${mail.subject}\n${prose}`.replace(/PC-\d{4}-\d{6}/g, "").replace("Asha Rao", "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("recognises DOCX and ODT by their bytes, and refuses a PNG named .pdf with 415", async () => {
    ctx.clock.now = new Date();
    for (const [name, bytes] of [
      ["a.docx", samples.docx],
      ["a.odt", samples.odt],
    ] as const) {
      expect((await ctx.api.post(url, { ...valid, attachment: { filename: name, content_base64: b64(bytes) } })).status).toBe(201);
    }
    const res = await ctx.api.post(url, { ...valid, attachment: { filename: "photo.pdf", content_base64: b64(samples.png) } });
    expect(res.status).toBe(415);
    expect(res.body.errors.attachment[0]).toMatch(/PDF, DOCX or ODT/);
  });

  it("refuses an attachment over 5 MB with 413", async () => {
    ctx.clock.now = new Date();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await ctx.api.post(url, { ...valid, attachment: { filename: "big.pdf", content_base64: b64(big) } });
    expect([413, 422]).toContain(res.status);
    expect(JSON.stringify(res.body)).toMatch(/5 MB/);
  });

  it("needs a name, a valid e-mail and a comment on at least one known section", async () => {
    ctx.clock.now = new Date();
    const noComment = await ctx.api.post(url, { ...valid, comments: { scope: "  " } });
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors.comments[0]).toMatch(/at least one section/);
    const bad = await ctx.api.post(url, { ...valid, name: "", email: "not-an-email" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["name", "email"]));
    expect((await ctx.api.post(url, { ...valid, comments: { nosuch: "x" } })).status).toBe(422);
  });

  it("refuses feedback once the consultation has closed, and before it opens, with 409", async () => {
    const c = CampaignResponse.parse((await ctx.api.get(`/api/web/campaigns/${SLUG}`)).body).data;
    ctx.clock.now = new Date(Date.parse(c.closes_at) + 1000);
    const closed = await ctx.api.post(url, valid);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/);
    ctx.clock.now = new Date(Date.parse(c.opens_at) - 1000);
    expect((await ctx.api.post(url, valid)).status).toBe(409);
    ctx.clock.now = new Date();
  });

  it("takes feedback only on consultations (404 for a hackathon)", async () => {
    expect((await ctx.api.post("/api/web/campaigns/cyberguard-ai-hackathon/feedback", valid)).status).toBe(404);
  });

  it("exports a consultation's feedback as CSV to moderators only, quoted and safe from formulas", async () => {
    ctx.clock.now = new Date();
    const sent = await ctx.api.post(url, {
      ...valid,
      name: '=HYPERLINK("http://evil")',
      organisation: 'Lab, "North"',
      comments: { scope: "+1 line one\nline two", "grievance-redress": "@sum" },
    });
    expect(sent.status).toBe(201);
    expect((await ctx.api.get(`/api/moderation/campaigns/${SLUG}/feedback.csv`)).status).toBe(401);
    const user = await ctx.api.createUser();
    expect((await ctx.api.get(`/api/moderation/campaigns/${SLUG}/feedback.csv`, { token: user.token })).status).toBe(403);
    const res = await ctx.api.get(`/api/moderation/campaigns/${SLUG}/feedback.csv`, { token: await ctx.moderatorToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = String(res.body);
    expect(csv.split("\r\n")[0]).toBe(
      "reference,submitted_at,name,organisation,email,language,1. Scope,2. Human oversight,3. Transparency,4. Grievance redress,attachment_name,attachment_type,attachment_bytes,attachment_path",
    );
    expect(csv).toContain(sent.body.data.reference);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"Lab, ""North"""`);
    expect(csv).toContain(`"'+1 line one\nline two"`);
    expect(csv).toContain(`"'@sum"`);
    expect(
      (await ctx.api.get("/api/moderation/campaigns/cyberguard-ai-hackathon/feedback.csv", { token: await ctx.moderatorToken() })).status,
    ).toBe(404);
  });
});

describe("site feedback", () => {
  it("answers with the reference while the mail server is slow, and acknowledges once it is back", async () => {
    const release = ctx.holdMail();
    try {
      const res = await ctx.api.post("/api/web/feedback", {
        name: "Meera",
        email: "meera.slow@example.test",
        category: "content",
        message: "Useful page.",
        page: "",
      });
      expect(res.status).toBe(201);
      expect(ctx.mails.some((m) => m.to === "meera.slow@example.test")).toBe(false);
    } finally {
      release();
    }
    const mail = await mailTo("meera.slow@example.test");
    expect(mail.subject).toMatch(/FB-\d{4}-\d{6}/);
  });

  it("stores feedback with an FB reference and acknowledges by e-mail only when an address is given", async () => {
    const before = ctx.mails.length;
    const anonymous = await ctx.api.post("/api/web/feedback", {
      category: "accessibility",
      message: "The menu is hard to use with a keyboard.",
      page: "/news/all",
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.data.reference).toMatch(/^FB-\d{4}-\d{6}$/);
    expect(ctx.mails.length).toBe(before);
    const named = await ctx.api.post("/api/web/feedback?lang=hi", {
      name: "Ravi",
      email: "ravi@example.test",
      category: "content",
      message: "बहुत उपयोगी",
      page: "",
    });
    expect(named.status).toBe(201);
    const mail = await mailTo("ravi@example.test");
    expect(mail.subject).toContain(named.body.data.reference);
    const list = await ctx.api.get("/api/moderation/feedback", { token: await ctx.moderatorToken() });
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: { reference: string }) => f.reference)).toEqual(
      expect.arrayContaining([anonymous.body.data.reference, named.body.data.reference]),
    );
  });

  it("refuses an empty message, an unknown category, a bad e-mail or a page off the site with 422", async () => {
    for (const body of [
      { category: "content", message: " " },
      { category: "praise", message: "Hi" },
      { category: "content", message: "Hi", email: "nope" },
      { category: "content", message: "Hi", page: "https://elsewhere.example/" },
    ]) {
      expect((await ctx.api.post("/api/web/feedback", body)).status).toBe(422);
    }
  });

  it("lists site feedback to moderators only", async () => {
    expect((await ctx.api.get("/api/moderation/feedback")).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("limits consultation and site feedback per address", async () => {
    const limited = await startCampaignsApi({ perAddress: 2, perUser: 2, windowMs: 60_000 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.api.post("/api/web/feedback", { category: "other", message: `note ${i}` })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const consultation = [];
      for (let i = 0; i < 3; i++) consultation.push((await limited.api.post(url, valid)).status);
      expect(consultation).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
