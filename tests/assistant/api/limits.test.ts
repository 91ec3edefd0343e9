import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS } from "../../../contract";
import type { SearchFn } from "../../../api/assistant/retrieve";
import { searchIds } from "../../../api/search";
import { startTestApi, type TestApi } from "../../api/harness";

const ASK = "/api/web/assistant/ask";
let api: TestApi;
let slowApi: TestApi;
/** The slow searches still running after their 503: the database must outlive them. */
const pending: Promise<unknown>[] = [];

beforeAll(async () => {
  api = await startTestApi({ writeLimits: { perAddress: 1_000 } });
  // A search that takes longer than the assistant waits for retrieval.
  const slow: SearchFn = (...args) => {
    const late = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => searchIds(...args));
    pending.push(late);
    return late;
  };
  slowApi = await startTestApi({ writeLimits: { perAddress: 1_000 }, assistant: { search: slow, retrievalTimeoutMs: 200 } });
});
afterAll(async () => {
  await api?.close();
  await Promise.allSettled(pending);
  await slowApi?.close();
});

describe("bad input to the assistant gets a clear 4xx, never a 500", () => {
  it("refuses an empty question and one over the length limit, in the language of the call", async () => {
    for (const question of ["", "   ", undefined, 42]) {
      const res = await api.post(ASK, question === undefined ? {} : { question });
      expect(res.status, String(question)).toBe(422);
      expect(res.body.errors.question).toEqual(["Type a question"]);
    }
    const long = await api.post(`${ASK}?lang=hi`, { question: "a".repeat(ASSISTANT_LIMITS.questionMax + 1) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe(`प्रश्न अधिकतम ${ASSISTANT_LIMITS.questionMax} अक्षरों का हो सकता है`);
    const justRight = await api.post(ASK, { question: `${"speech ".repeat(42)}x`.slice(0, ASSISTANT_LIMITS.questionMax) });
    expect(justRight.status).toBe(200);
  });

  it("refuses control characters and an unknown language", async () => {
    const control = await api.post(ASK, { question: "speech\u0000recognition" });
    expect(control.status).toBe(422);
    expect(control.body.errors).toHaveProperty("question");
    expect((await api.post(`${ASK}?lang=fr`, { question: "speech" })).status).toBe(422);
    expect((await api.post(ASK, { question: "speech", lang: "fr" })).status).toBe(422);
  });

  it("treats HTML as text: tags are dropped, markup alone is an empty question", async () => {
    const res = await api.post(ASK, { question: "<script>alert(1)</script><b>speech recognition</b> startups?" });
    expect(res.status).toBe(200);
    expect(res.body.data.question).not.toMatch(/[<>]/);
    expect(res.body.data.question).toContain("speech recognition");
    const empty = await api.post(ASK, { question: "<b></b><img src=x onerror=alert(1)>" });
    expect(empty.status).toBe(422);
  });

  it("answers malformed JSON and bodies that are not JSON with a 4xx", async () => {
    const malformed = await api.post(ASK, '{"question": "speech', { raw: true });
    expect(malformed.status).toBe(422);
    const text = await api.post(ASK, "question=speech", { raw: true, headers: { "Content-Type": "text/plain" } });
    expect(text.status).toBe(422);
    const array = await api.post(ASK, [1, 2]);
    expect(array.status).toBe(422);
    const huge = await api.post(ASK, { question: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
  });
});

describe("the assistant stays timely and limited", () => {
  it("answers 503 'try again' when the search is too slow, instead of hanging", async () => {
    const started = Date.now();
    const res = await slowApi.post(`${ASK}?lang=hi`, { question: "speech recognition startups" });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/फिर से प्रयास/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const en = await slowApi.post(ASK, { question: "speech recognition startups" });
    expect(en.body.message).toMatch(/try again/);
  });

  it("rate-limits questions and feedback per visitor", async () => {
    const limited = await startTestApi({ writeLimits: { perAddress: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.post(ASK, { question: `speech recognition ${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const feedback: number[] = [];
      for (let i = 0; i < 4; i++)
        feedback.push((await limited.post("/api/web/assistant/feedback", { answer_id: "B".repeat(22), helpful: true })).status);
      expect(feedback).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
