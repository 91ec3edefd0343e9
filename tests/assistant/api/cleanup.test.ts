import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepOld } from "../../../api/assistant/store";
import { startTestApi, type TestApi } from "../../api/harness";

let api: TestApi;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  api = await startTestApi({ writeLimits: { perAddress: 1_000 } });
});
afterAll(async () => {
  await api?.close();
});

async function seedRows() {
  await api.db
    .insertInto("assistant_answers")
    .values([
      { id: "o".repeat(22), question: "old question", lang: "en", status: "answered", helpful: 1, created_at: ago(91) },
      { id: "n".repeat(22), question: "recent question", lang: "en", status: "answered", helpful: null, created_at: ago(89) },
    ])
    .execute();
  await api.db
    .insertInto("assistant_unanswered")
    .values([
      { question: "stale unanswered", count: 4, first_asked: ago(120), last_asked: ago(91) },
      { question: "still asked", count: 2, first_asked: ago(120), last_asked: ago(10) },
    ])
    .execute();
}

describe("answers and unanswered questions are kept 90 days", () => {
  it("a question sweeps away what is older than 90 days, and keeps the rest", async () => {
    await seedRows();
    const res = await api.post("/api/web/assistant/ask", { question: "Who won the cricket world cup?" });
    expect(res.status).toBe(200);
    const answers = (await api.db.selectFrom("assistant_answers").select("question").execute()).map((r) => r.question);
    expect(answers).not.toContain("old question");
    expect(answers).toContain("recent question");
    const unanswered = (await api.db.selectFrom("assistant_unanswered").select("question").execute()).map((r) => r.question);
    expect(unanswered).not.toContain("stale unanswered");
    expect(unanswered).toEqual(expect.arrayContaining(["still asked", "who won the cricket world cup?"]));
  });

  it("sweeps at most hourly on its own, and at once when forced", async () => {
    await api.db
      .insertInto("assistant_answers")
      .values({ id: "p".repeat(22), question: "old again", lang: "hi", status: "not_found", helpful: null, created_at: ago(100) })
      .execute();
    const now = new Date();
    await sweepOld(api.db, now, true);
    await api.db
      .insertInto("assistant_answers")
      .values({ id: "q".repeat(22), question: "older still", lang: "en", status: "answered", helpful: null, created_at: ago(200) })
      .execute();
    expect(await sweepOld(api.db, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await sweepOld(api.db, new Date(now.getTime() + 61 * 60_000))).toBe(1);
  });
});
