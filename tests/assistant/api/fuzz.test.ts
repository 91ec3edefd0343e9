import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS, AskResponse } from "../../../contract";
import { startTestApi, type TestApi } from "../../api/harness";
import { fuzzQuestion, type Script } from "../fuzz-questions";

/**
 * Questions of every length up to the limit, in Latin and in Devanagari script (with punctuation,
 * stop words, numbers and symbols), straight to the API: every one is answered (found or not),
 * never a 5xx, and one character over the limit is a 422. Some go as follow-ups of a previous
 * question of any length up to its own limit. (A question of 201–300 characters once answered
 * 500: its words passed the search's length limit; retrieve.ts withinSearchLimit holds it.)
 */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ writeLimits: { perAddress: 100_000 } });
});
afterAll(async () => {
  await api?.close();
});

/** Questions in flight at once. */
const PARALLEL = 6;

const SCRIPTS: [Script, "en" | "hi"][] = [
  ["latin", "en"],
  ["devanagari", "hi"],
];

describe("the assistant's API under questions of every length", () => {
  for (const [script, lang] of SCRIPTS) {
    it(`answers every ${script} question from 1 to ${ASSISTANT_LIMITS.questionMax} characters without a 5xx`, async () => {
      const failures: string[] = [];
      const askOfLength = async (length: number) => {
        const question = fuzzQuestion(length, script);
        // Every third one is a follow-up of a previous question of some length up to its limit.
        const previous =
          length % 3 === 0
            ? {
                question: fuzzQuestion((length * 2) % ASSISTANT_LIMITS.previousMax || 1, script, 1),
                topic: fuzzQuestion(length % 50 || 1, script, 2),
              }
            : undefined;
        const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, { question, ...(previous ? { previous } : {}) });
        if (res.status !== 200 || !AskResponse.safeParse(res.body).success)
          failures.push(`${length} → ${res.status}: ${JSON.stringify(question)} ${JSON.stringify(res.body).slice(0, 200)}`);
      };
      // A few at a time, as several visitors would ask (and so the PostgreSQL pass stays short).
      for (let first = 1; first <= ASSISTANT_LIMITS.questionMax; first += PARALLEL) {
        const lengths = Array.from({ length: PARALLEL }, (_, i) => first + i).filter((n) => n <= ASSISTANT_LIMITS.questionMax);
        await Promise.all(lengths.map(askOfLength));
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it("refuses one character over the limit with a 422 in either script, never a 5xx", async () => {
    for (const [script, lang] of SCRIPTS) {
      const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, {
        question: fuzzQuestion(ASSISTANT_LIMITS.questionMax + 1, script),
      });
      expect(res.status).toBe(422);
    }
  });
});
