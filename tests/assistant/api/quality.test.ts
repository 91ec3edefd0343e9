import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AskResponse } from "../../../contract";
import { startTestApi, type TestApi } from "../../api/harness";
import { measureQuality } from "../quality";
import { OFF_TOPIC, QUESTIONS } from "../questions";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ writeLimits: { perAddress: 10_000 } });
});
afterAll(async () => {
  await api?.close();
});

describe("the assistant's quality set against the sample content", () => {
  it("has at least 40 questions (a handful in Hindi) and 10 off-topic ones", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(QUESTIONS.filter((q) => q.lang === "hi").length).toBeGreaterThanOrEqual(5);
    expect(OFF_TOPIC.length).toBeGreaterThanOrEqual(10);
  });

  it("cites the expected item among the first three sources for ≥ 90 % and answers ≥ 90 % of off-topic questions 'not found'", async () => {
    const quality = await measureQuality(async (question, lang) => {
      const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, { question });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return AskResponse.parse(res.body).data;
    });
    expect(quality.topThree, quality.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(quality.notFound, quality.inventions.join("\n")).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
