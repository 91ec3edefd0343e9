import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AskResponse, type AssistantAnswer } from "../../../contract";
import { startTestApi, type TestApi } from "../../api/harness";

let api: TestApi;

beforeAll(async () => {
  // Many questions from one test address: the per-visitor limit is tested in limits.test.ts.
  api = await startTestApi({ writeLimits: { perAddress: 10_000 } });
});
afterAll(async () => {
  await api?.close();
});

async function ask(question: string, lang?: "en" | "hi"): Promise<AssistantAnswer> {
  const res = await api.post(`/api/web/assistant/ask${lang ? `?lang=${lang}` : ""}`, { question });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return AskResponse.parse(res.body).data;
}

describe("the assistant answers from the portal's own content", () => {
  it("answers a question with the portal's sentences and the item they come from", async () => {
    const answer = await ask("Which startup offers speech recognition APIs for Indian languages?");
    expect(answer.status).toBe("answered");
    expect(answer.machine_written).toBeNull();
    expect(answer.sources[0]).toMatchObject({ type: "startups", href: "/startup/vaanibridge-ai", title: "VaaniBridge AI" });
    expect(answer.sentences.length).toBeGreaterThanOrEqual(1);
    expect(answer.sentences.length).toBeLessThanOrEqual(4);
    // Extractive: every sentence is text of the source it names.
    const detail = await api.get("/api/web/collections/12/vaanibridge-ai");
    const { item } = detail.body.data;
    const text = `${item.excerpt} ${item.body}`.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    for (const s of answer.sentences) {
      expect(s.source).toBeLessThan(answer.sources.length);
      if (answer.sources[s.source].href === "/startup/vaanibridge-ai") expect(text).toContain(s.text.replace(/…$/, ""));
    }
    expect(answer.sources[0].passage.length).toBeGreaterThan(0);
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("links each source to its page by the portal's path rules (ministries have their own prefix)", async () => {
    const answer = await ask("Ministry of Jal Shakti");
    expect(answer.sources.map((s) => s.href)).toContain("/ministries/ministry-of-jal-shakti");
  });

  it("understands type names, places and time words as filters", async () => {
    const startups = await ask("startups in Bengaluru");
    expect(startups.understood).toMatchObject({ types: ["startups"], place: "Bengaluru", terms: [] });
    expect(startups.status).toBe("answered");
    expect(startups.sources[0].href).toBe("/startup/vaanibridge-ai");

    const upcoming = await ask("upcoming events");
    expect(upcoming.understood).toMatchObject({ types: ["events"], when: "upcoming" });
    expect(upcoming.sources.length).toBeGreaterThan(0);
    expect(upcoming.sources.every((s) => s.type === "events")).toBe(true);
    // The sample's past events (2024, 2025) are not "upcoming".
    expect(upcoming.sources.map((s) => s.href)).not.toContain("/events/ai-startup-demo-day-2025");

    const datasets = await ask("What datasets are there on agriculture?");
    expect(datasets.understood).toMatchObject({ types: ["datasets"], terms: ["agriculture"] });
    expect(datasets.sources.slice(0, 3).every((s) => s.type === "datasets")).toBe(true);
  });

  it("drops question words and stop words, and matches simple plurals", async () => {
    const answer = await ask("What are the courses on Python for data analysis?");
    expect(answer.understood.terms).toEqual(["python", "data", "analysis"]);
    expect(answer.understood.types).toEqual(["learning"]);
    expect(answer.sources[0].href).toBe("/learning/python-for-data-analysis");
  });

  it("says plainly when nothing answers, with a search and related topics, and never invents an answer", async () => {
    const answer = await ask("What is the price of onions in Delhi?");
    expect(answer.status).toBe("not_found");
    expect(answer.sentences).toEqual([]);
    expect(answer.sources).toEqual([]);
    expect(answer.machine_written).toBeNull();
    expect(answer.search_text).toContain("onions");
    expect(answer.related.length).toBeGreaterThanOrEqual(2);
    expect(answer.related.length).toBeLessThanOrEqual(3);
  });

  it("answers in Hindi from the Hindi translations, and says which language the answer is in", async () => {
    const answer = await ask("भारतीय भाषाओं के लिए वाक् पहचान वाला स्टार्टअप कौन सा है?", "hi");
    expect(answer.status).toBe("answered");
    expect(answer.lang).toBe("hi");
    expect(answer.sources[0].href).toBe("/startup/vaanibridge-ai");
    expect(answer.sources[0].title).toBe("वाणीब्रिज एआई");
    expect(answer.sentences.every((s) => /[\u0900-\u097f]/.test(s.text))).toBe(true);

    const hindiTypes = await ask("आगामी कार्यक्रम", "hi");
    expect(hindiTypes.understood).toMatchObject({ types: ["events"], when: "upcoming" });
    expect(hindiTypes.related.every((r) => r.label.length > 0)).toBe(true);
  });

  it("answers a long question whose words alone pass the search's length limit, never a 500", async () => {
    // 290 characters of distinct words, 230 of them left after stop words (the search takes 200).
    const words =
      "speech recognition startups building voice interfaces multilingual farmers agriculture advisories districts telephony kiosks dialect models datasets benchmarks evaluation accuracy latency deployment procurement government pilots tribal languages Odia Santali Bodo Maithili";
    const question = `Which ${words}?`;
    expect(question.length).toBeGreaterThan(250);
    expect(question.length).toBeLessThanOrEqual(300);
    const answer = await ask(question);
    expect(["answered", "not_found"]).toContain(answer.status);
  });

  it("takes the language from the body when the address has none", async () => {
    const res = await api.post("/api/web/assistant/ask", { question: "क्रिकेट विश्व कप किसने जीता?", lang: "hi" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "not_found", lang: "hi" });
  });
});

describe("feedback and the questions editors should see", () => {
  it("records helpful / not helpful for an answer and refuses an unknown answer id", async () => {
    const answer = await ask("Is there a speech corpus for Indian languages?");
    const ok = await api.post("/api/web/assistant/feedback", { answer_id: answer.id, helpful: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    const row = await api.db.selectFrom("assistant_answers").selectAll().where("id", "=", answer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ question: "Is there a speech corpus for Indian languages?", status: "answered", helpful: 1, lang: "en" });

    const again = await api.post("/api/web/assistant/feedback", { answer_id: answer.id, helpful: false });
    expect(again.status).toBe(200);
    expect(
      (await api.db.selectFrom("assistant_answers").select("helpful").where("id", "=", answer.id).executeTakeFirstOrThrow()).helpful,
    ).toBe(0);

    const unknown = await api.post("/api/web/assistant/feedback?lang=hi", { answer_id: "A".repeat(22), helpful: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/[\u0900-\u097f]/);
    const bad = await api.post("/api/web/assistant/feedback", { answer_id: "nope", helpful: "yes" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["answer_id", "helpful"]);
  });

  it("counts unanswered questions (text only, normalised) and lists them for editors only", async () => {
    await ask("How do I renew my passport?");
    await ask("  how do I   RENEW my passport?  ");
    const editor = await api.createUser();
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
    const list = await api.get("/api/moderation/assistant/unanswered?days=7", { token: editor.token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((q: { question: string }) => q.question === "how do i renew my passport?");
    expect(row).toMatchObject({ count: 2 });
    expect(row.first_asked <= row.last_asked).toBe(true);

    const visitor = await api.createUser();
    expect((await api.get("/api/moderation/assistant/unanswered", { token: visitor.token })).status).toBe(403);
    expect((await api.get("/api/moderation/assistant/unanswered")).status).toBe(401);
    expect((await api.get("/api/moderation/assistant/unanswered?days=1000", { token: editor.token })).status).toBe(422);
  });
});

describe("the assistant in the OpenAPI document", () => {
  it("lists ask, feedback and the unanswered list", async () => {
    const res = await api.get("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths["/api/web/assistant/ask"])).toEqual(["post"]);
    expect(Object.keys(paths["/api/web/assistant/feedback"])).toEqual(["post"]);
    expect(paths["/api/moderation/assistant/unanswered"].get.security).toEqual([{ bearer: [] }]);
    expect(paths["/api/web/assistant/ask"].post.responses).toHaveProperty("503");
  });
});
