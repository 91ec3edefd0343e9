import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignListResponse, CampaignResponse } from "../../../contract";
import { startCampaignsApi } from "./fixtures";

let ctx: Awaited<ReturnType<typeof startCampaignsApi>>;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await startCampaignsApi();
});
afterAll(async () => {
  await ctx?.close();
});

async function campaign(slug: string, lang = "en") {
  const res = await ctx.api.get(`/api/web/campaigns/${slug}?lang=${lang}`);
  expect(res.status).toBe(200);
  return CampaignResponse.parse(res.body).data;
}

describe("campaign pages", () => {
  it("a freshly seeded site has open, closing-soon, upcoming and closed calls of every kind", async () => {
    ctx.clock.now = new Date();
    const res = await ctx.api.get("/api/web/campaigns");
    expect(res.status).toBe(200);
    const list = CampaignListResponse.parse(res.body).data;
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(["open", "closing-soon", "upcoming", "closed"]));
    expect(new Set(list.map((c) => c.kind))).toEqual(
      new Set(["fellowship", "hackathon", "expression-of-interest", "call-for-partners", "consultation"]),
    );
    expect(list.filter((c) => c.kind === "hackathon").map((c) => c.slug)).toContain("cyberguard-ai-hackathon");
  });

  it("lists open calls first, then upcoming ones, then closed ones", async () => {
    ctx.clock.now = new Date();
    const list = CampaignListResponse.parse((await ctx.api.get("/api/web/campaigns")).body).data;
    const rank = { "closing-soon": 0, open: 0, upcoming: 1, closed: 2 } as const;
    const ranks = list.map((c) => rank[c.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("computes the status from the dates and the clock on every request, never storing it", async () => {
    const c = await campaign("indiaai-fellowship");
    const opens = Date.parse(c.opens_at);
    const closes = Date.parse(c.closes_at);
    const at = async (t: number) => {
      ctx.clock.now = new Date(t);
      return (await campaign("indiaai-fellowship")).status;
    };
    expect(await at(opens - 1000)).toBe("upcoming");
    expect(await at(opens)).toBe("open");
    expect(await at(closes - 8 * DAY)).toBe("open");
    expect(await at(closes - 7 * DAY)).toBe("closing-soon");
    expect(await at(closes)).toBe("closing-soon");
    expect(await at(closes + 1000)).toBe("closed");
  });

  it("gives a campaign its dates, eligibility, steps and apply link; a consultation its sections and no link", async () => {
    const hack = await campaign("cyberguard-ai-hackathon");
    expect(hack.kind).toBe("hackathon");
    expect(hack.eligibility).toMatch(/Teams of two to five/);
    expect(hack.how_to_apply.length).toBeGreaterThan(1);
    expect(hack.apply_url).toMatch(/^https:\/\//);
    expect(hack.sections).toEqual([]);
    const consultation = await campaign("public-consultation-feedback");
    expect(consultation.kind).toBe("consultation");
    expect(consultation.apply_url).toBeNull();
    expect(consultation.sections.map((s) => s.id)).toEqual(["scope", "human-oversight", "transparency", "grievance-redress"]);
  });

  it("answers in Hindi when asked, eligibility, steps and sections included", async () => {
    const c = await campaign("public-consultation-feedback", "hi");
    expect(c.lang).toBe("hi");
    for (const text of [c.title, c.eligibility, ...c.how_to_apply, ...c.sections.map((s) => s.title)])
      expect(text).toMatch(/[\u0900-\u097F]/);
    const list = CampaignListResponse.parse((await ctx.api.get("/api/web/campaigns?lang=hi")).body).data;
    expect(list.every((x) => x.lang === "hi")).toBe(true);
  });

  it("refuses an unknown campaign with 404, a plain page with 404, and a bad language or slug with 422", async () => {
    expect((await ctx.api.get("/api/web/campaigns/no-such-call")).status).toBe(404);
    expect((await ctx.api.get("/api/web/campaigns/about-us")).status).toBe(404);
    expect((await ctx.api.get("/api/web/campaigns?lang=fr")).status).toBe(422);
    expect((await ctx.api.get("/api/web/campaigns/Bad%20Slug")).status).toBe(422);
  });

  it("keeps serving campaign pages as pages (the portal's page route still finds them)", async () => {
    const res = await ctx.api.get("/api/web/pages/cyberguard-ai-hackathon");
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe("campaign");
  });
});
