import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepAbandoned } from "../../api/assessment/service";
import { AssessmentResultResponse, QuestionnaireResponse } from "../../contract";
import { startTestApi, type TestApi } from "../api/harness";

let api: TestApi;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

async function oldRow(id: string, updatedDaysAgo: number, submitted = false) {
  const at = daysAgo(updatedDaysAgo);
  await api.db
    .insertInto("assessments")
    .values({
      id,
      version: "2026-11",
      user_id: null,
      answers: "{}",
      share_id: null,
      created_at: at,
      updated_at: at,
      submitted_at: submitted ? at : null,
    })
    .execute();
}

beforeAll(async () => {
  api = await startTestApi({ seed: false, writeLimits: { perAddress: 1000, perUser: 1000 } });
  // Before any draft is created, so the first creation's cleanup meets them.
  await oldRow("abandonedDraft91DaysAgo", 91);
  await oldRow("recentDraft89DaysAgoxxx", 89);
  await oldRow("finishedLongAgo200Daysx", 200, true);
});
afterAll(async () => {
  await api?.close();
});

async function draft(token?: string): Promise<string> {
  const res = await api.post("/api/web/assessment", {}, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}
const save = (id: string, answers: Record<string, unknown>, submit?: boolean) =>
  api.post(`/api/web/assessment/${id}/answers`, { answers, submit });

describe("the assessment API", () => {
  it("removes drafts abandoned for 90 days when drafts are created, and keeps finished ones", async () => {
    await draft();
    const left = await api.db.selectFrom("assessments").select("id").execute();
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain("abandonedDraft91DaysAgo");
    expect(ids).toContain("recentDraft89DaysAgoxxx");
    expect(ids).toContain("finishedLongAgo200Daysx");
    // The sweep itself, on a clock two days later: the 89-day draft is now abandoned too.
    expect(await sweepAbandoned(api.db, Date.now() + 2 * DAY, true)).toBe(1);
  });

  it("gives the questionnaire in English and in Hindi, and refuses another language", async () => {
    const en = QuestionnaireResponse.parse((await api.get("/api/web/assessment/questions")).body).data;
    const hi = QuestionnaireResponse.parse((await api.get("/api/web/assessment/questions?lang=hi")).body).data;
    expect(en.questions.map((q) => q.id)).toEqual(hi.questions.map((q) => q.id));
    expect(en.sections[2]).toEqual({ id: "safety", title: "Safety and reliability", part: "C" });
    expect(hi.sections[2].title).toBe("सुरक्षा और विश्वसनीयता");
    expect((await api.get("/api/web/assessment/questions?lang=fr")).status).toBe(422);
    expect((await api.get("/api/web/assessment/questions?version=1999")).status).toBe(404);
  });

  it("starts a draft under an unguessable id that keeps its version and its answers", async () => {
    const id = await draft();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const saved = await save(id, { sector: "health", "system-type": ["generative", "vision"], autonomy: "automatic" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      version: "2026-11",
      answers: { sector: "health", "system-type": ["generative", "vision"], autonomy: "automatic" },
    });
    const cleared = await save(id, { sector: null });
    expect(cleared.body.data.answers).not.toHaveProperty("sector");
  });

  it("refuses answers to questions that do not exist, unknown choices and wrong shapes, naming each", async () => {
    const id = await draft();
    const res = await save(id, {
      nope: "yes",
      autonomy: "sometimes",
      "system-type": "generative",
      "safety-documentation": ["na", "limits"],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "answers.autonomy",
      "answers.nope",
      "answers.safety-documentation",
      "answers.system-type",
    ]);
    expect((await api.get(`/api/web/assessment/${id}`)).body.data.answers).toEqual({});
  });

  it("answers malformed ids with 422 and unknown ones with 404", async () => {
    expect((await api.get("/api/web/assessment/short")).status).toBe(422);
    expect((await api.get("/api/web/assessment/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await save("AAAAAAAAAAAAAAAAAAAAAA", { sector: "health" })).status).toBe(404);
    expect((await api.get("/api/web/shared-assessment/not-a-share-id/result")).status).toBe(422);
  });

  it("scores the result, in the language asked, with gaps, requirements and every answer", async () => {
    const id = await draft();
    await save(
      id,
      {
        autonomy: "automatic",
        reversibility: "irreversible",
        duration: "permanent",
        rights: "high",
        health: "high",
        livelihood: "high",
        vulnerable: "mainly",
        scale: "more",
        "accountability-owner": "no",
      },
      true,
    );
    const res = await api.get(`/api/web/assessment/${id}/result?lang=hi`);
    expect(res.status).toBe(200);
    const result = AssessmentResultResponse.parse(res.body).data;
    expect(result.impact).toMatchObject({ raw: 24, current: 24, mitigated: false });
    expect(result.submitted_at).not.toBeNull();
    expect(result.principles).toHaveLength(7);
    expect(result.gaps.find((g) => g.question_id === "accountability-owner")).toMatchObject({
      critical: true,
      guide: "/responsible-ai/goverance-framework",
    });
    expect(result.answers.find((a) => a.question_id === "autonomy")?.answer).toEqual(["यह बिना किसी मानवीय समीक्षा के निर्णय लेती है"]);
    expect(result.requirements.length).toBeGreaterThan(0);
  });

  it("shares a read-only result, and a revoked or tampered share link is not found", async () => {
    const id = await draft();
    const shared = await api.post(`/api/web/assessment/${id}/share`, {});
    const shareId = shared.body.data.share_id as string;
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await api.post(`/api/web/assessment/${id}/share`, {})).body.data.share_id).toBe(shareId);
    const viaShare = await api.get(`/api/web/shared-assessment/${shareId}/result`);
    expect(viaShare.status).toBe(200);
    expect(viaShare.body.data).toMatchObject({ id: null, share_id: null });
    const tampered = shareId.slice(0, -1) + (shareId.endsWith("A") ? "B" : "A");
    expect((await api.get(`/api/web/shared-assessment/${tampered}/result`)).status).toBe(404);
    expect((await api.get(`/api/web/shared-assessment/${id}/result`)).status).toBe(404);
    await api.post(`/api/web/assessment/${id}/revoke`, {});
    expect((await api.get(`/api/web/shared-assessment/${shareId}/result`)).status).toBe(404);
  });

  it("exports answers that import again as a new draft, and refuses oversized or malformed imports", async () => {
    const id = await draft();
    await save(id, { sector: "agriculture", "safety-testing": "yes" });
    const exported = await api.get(`/api/web/assessment/${id}/export`);
    expect(exported.body).toMatchObject({ format: "indiaai-rai-assessment", version: "2026-11" });
    const imported = await api.post("/api/web/assessment/import", exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.data.id).not.toBe(id);
    expect(imported.body.data.answers).toEqual({ sector: "agriculture", "safety-testing": "yes" });

    expect((await api.post("/api/web/assessment/import", "{not json", { raw: true })).status).toBe(422);
    expect((await api.post("/api/web/assessment/import", { ...exported.body, format: "other" })).status).toBe(422);
    expect((await api.post("/api/web/assessment/import", { ...exported.body, version: "1999" })).status).toBe(422);
    expect((await api.post("/api/web/assessment/import", { ...exported.body, answers: { nope: "x" } })).status).toBe(422);
    const huge = { ...exported.body, padding: "x".repeat(70 * 1024) };
    expect((await api.post("/api/web/assessment/import", huge)).status).toBe(413);
  });

  it("deletes an assessment for good", async () => {
    const id = await draft();
    expect((await api.post(`/api/web/assessment/${id}/delete`, {})).status).toBe(200);
    expect((await api.get(`/api/web/assessment/${id}`)).status).toBe(404);
  });

  it("lists a signed-in user's own assessments, and only theirs", async () => {
    const asha = await api.createUser({ name: "Asha" });
    const ravi = await api.createUser({ name: "Ravi" });
    const mine = await draft(asha.token);
    await draft(ravi.token);
    await draft();
    const list = await api.get("/api/web/user/assessments", { token: asha.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([mine]);
    expect((await api.get("/api/web/user/assessments")).status).toBe(401);
  });
});
