import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AskResponse, UnhelpfulResponse, type AssistantAnswer, type Lang, type PreviousQuestion } from "../../../contract";
import { standsAlone } from "../../../api/assistant/score";
import { adviceAsked } from "../../../api/assistant/advice";
import { insertCollection } from "../../../api/repo";
import { upsertItemTranslation } from "../../../api/repo/translations";
import { startTestApi, type TestApi } from "../../api/harness";

/**
 * "An assistant people can trust", against the real API over the sample content: answers that
 * answer (the facts asked for, never a sentence that says nothing on its own), honest answers
 * (every source dated, old ones flagged, advice declined, nothing from an unpublished item),
 * follow-ups read with the question before, and feedback with a reason that reaches editors.
 */

/** The API's clock: the sample's 2027 events are ahead, its 2024 items over two years old. */
const TODAY = new Date("2026-12-06T06:00:00Z");
let clock = TODAY;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ writeLimits: { perAddress: 10_000, perUser: 10_000 }, now: () => clock });
});
afterAll(async () => {
  await api?.close();
});

async function ask(question: string, lang: Lang = "en", previous?: PreviousQuestion): Promise<AssistantAnswer> {
  const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, { question, ...(previous ? { previous } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AskResponse.parse(res.body).data;
}

const said = (answer: AssistantAnswer) => answer.sentences.map((s) => s.text).join(" ");
/** What the next question goes with, as the portal's form carries it. */
const contextOf = (answer: AssistantAnswer): PreviousQuestion => ({ question: answer.question, topic: answer.sources[0]?.title ?? null });

describe("answers that answer", () => {
  it("answers 'when' with the event's dates, in English and in Hindi", async () => {
    const en = await ask("When is the Bhasha AI Summit?");
    expect(en.sources[0].href).toBe("/events/bhasha-ai-summit-2027");
    expect(en.sentences[0]).toEqual({ text: expect.stringContaining("21 January 2027"), source: 0 });
    const hi = await ask("भाषा एआई शिखर सम्मेलन कब है?", "hi");
    expect(hi.sources[0].href).toBe("/events/bhasha-ai-summit-2027");
    expect(hi.sentences[0].text).toContain("21 जनवरी 2027");
    expect(hi.lang).toBe("hi");
  });

  it("gives the date of the news that scholarship applications opened", async () => {
    const answer = await ask("When do FutureSkills scholarship applications open?");
    expect(answer.sources[0].href).toBe("/news/futureskills-scholarship-applications-open");
    expect(said(answer)).toContain("1 July 2026");
  });

  it("answers where, who, how much and how long from the item's own fields", async () => {
    expect(said(await ask("Where is the Agri-AI Field Day?"))).toContain("Demonstration farm (sample), Ludhiana");
    expect(said(await ask("Who founded VaaniBridge AI?"))).toContain("founded by Anirudh Iyer and Salma Khatoon");
    expect(said(await ask("How big is the climate resilience venture fund?"))).toContain("₹350 crore");
    expect(said(await ask("How long is the Python for data analysis course?"))).toContain("6 weeks");
  });

  it("lists upcoming events with their dates", async () => {
    const answer = await ask("upcoming events");
    const dated = answer.sentences.filter((s) => /takes place .*2027|takes place .*2026/.test(s.text));
    expect(dated.length).toBeGreaterThanOrEqual(2);
  });

  it("never quotes a sentence that says nothing on its own", async () => {
    const answer = await ask("Is there bus ridership data for researchers?");
    expect(answer.sources.map((s) => s.href)).toContain("/dataset/urban-bus-ridership-aggregated");
    expect(said(answer)).not.toMatch(/\.csv|as a file/);

    const titles = ["Why shared GPU clusters need fair queues, not just more hardware"];
    expect(standsAlone("The same dictionary as a file: urban-bus-ridership-aggregated-dictionary.csv.", titles)).toBe(false);
    expect(standsAlone("Measuring Whether It Works.", titles)).toBe(false);
    expect(
      standsAlone(
        "Consider how the ideas in “Why shared GPU clusters need fair queues, not just more hardware” play out in shared GPU clusters.",
        titles,
      ),
    ).toBe(false);
    expect(standsAlone("The topics below lead to related articles, events and people in the portal.", titles)).toBe(false);
    expect(standsAlone("Why shared GPU clusters need fair queues, not just more hardware.", titles)).toBe(false);
    expect(standsAlone("Applications close in six weeks.", titles)).toBe(true);
    expect(standsAlone("Hourly boardings by route are now available under an open licence.", titles)).toBe(true);
  });

  it("leads an answer about an article with its own standfirst, not a framing template", async () => {
    const answer = await ask("Why do shared GPU clusters need fair queues?");
    // The engines rank the article and the case studies on it a little differently; wherever it is,
    // the article is quoted first by its standfirst.
    const article = answer.sources.findIndex((s) => s.href === "/article/shared-gpu-clusters-need-fair-queues");
    expect(article).toBeGreaterThanOrEqual(0);
    const { excerpt } = await api.db
      .selectFrom("collections")
      .select("excerpt")
      .where("slug", "=", "shared-gpu-clusters-need-fair-queues")
      .executeTakeFirstOrThrow();
    expect(answer.sentences.find((s) => s.source === article)).toEqual({ text: excerpt, source: article });
    expect(said(answer)).not.toMatch(/“[^”]+”/);
  });
});

describe("honest answers", () => {
  it("dates every source, and says so when the newest is over two years old", async () => {
    const recent = await ask("When is the Bhasha AI Summit?");
    const { published_at } = await api.db
      .selectFrom("collections")
      .select("published_at")
      .where("slug", "=", "bhasha-ai-summit-2027")
      .executeTakeFirstOrThrow();
    expect(recent.sources[0].published_at).toBe(published_at);
    expect(recent.sources.every((s) => s.published_at !== null)).toBe(true);
    expect(recent.outdated).toBe(false);

    const old = await ask("events for women in AI");
    expect(old.sources[0].href).toBe("/events/women-in-ai-meetup-2024");
    expect(old.outdated).toBe(true);
    // Not found says nothing about dates.
    expect((await ask("Who won the cricket world cup?")).outdated).toBe(false);

    clock = new Date("2029-12-01T00:00:00Z");
    try {
      expect((await ask("Why do shared GPU clusters need fair queues?")).outdated).toBe(true);
    } finally {
      clock = TODAY;
    }
  });

  it("declines medical, legal and financial advice kindly, in both languages, and quotes nothing", async () => {
    const cases: [string, Lang, string][] = [
      ["Should I take paracetamol for my fever?", "en", "medical"],
      ["मुझे बुखार है, कौन सी दवा लूँ?", "hi", "medical"],
      ["Can I sue my landlord for not returning the deposit?", "en", "legal"],
      ["मुझे तलाक के लिए कानूनी सलाह चाहिए", "hi", "legal"],
      ["Which startup should I invest in?", "en", "financial"],
      ["मुझे किस म्यूचुअल फंड में निवेश करना चाहिए?", "hi", "financial"],
      ["My eyes are blurry, do I have diabetic retinopathy?", "en", "medical"],
    ];
    for (const [question, lang, topic] of cases) {
      const answer = await ask(question, lang);
      expect(answer, question).toMatchObject({
        status: "declined",
        advice: topic,
        sentences: [],
        sources: [],
        related: [],
        machine_written: null,
        lang,
      });
    }
    const unanswered = await api.db.selectFrom("assistant_unanswered").select("question").execute();
    expect(unanswered.map((r) => r.question)).not.toContain("should i take paracetamol for my fever?");
  });

  it("still answers questions about the fields themselves", async () => {
    for (const question of [
      "Which fund invests in climate adaptation?",
      "How should AI diagnostic tools be clinically validated?",
      "What should a model card tell a district health officer?",
      "How do I request subsidised GPU capacity?",
      "Is there a startup doing AI eye screening for diabetic retinopathy?",
      "How should a lender explain a loan rejection to someone borrowing for the first time?",
    ]) {
      expect(adviceAsked(question), question).toBeNull();
      expect((await ask(question)).status, question).toBe("answered");
    }
  });

  it("never answers with a list of keywords, however many of the question's words it holds", async () => {
    await insertCollection(api.db, {
      collection_type: 2,
      title: "Quorvex lattice sensors drones",
      slug: "quorvex-keywords",
      excerpt: "Quorvex lattice sensors drones farmers soil weather.",
      body: "<p>Quorvex lattice sensors drones farmers soil weather quorvex lattice sensors monsoon districts.</p>",
      published_at: "2026-11-01",
      read_time: 2,
      status: "published",
    });
    const answer = await ask("quorvex lattice sensors");
    expect(answer.status).toBe("not_found");
  });

  it("never cites or quotes an unpublished item, a trashed one or a draft translation", async () => {
    const word = "zorblaxian";
    const base = {
      collection_type: 2,
      body: `<p>The ${word} method reaches farmers by voice calls in every district.</p>`,
      published_at: "2026-11-01",
      read_time: 2,
    };
    await insertCollection(api.db, {
      ...base,
      title: `The ${word} advisory method`,
      slug: "zorblaxian-draft",
      excerpt: `A ${word} summary.`,
      tags: [`${word} tag`],
      status: "draft",
    });
    await insertCollection(api.db, {
      ...base,
      title: `Trashed ${word} advisories`,
      slug: "zorblaxian-trashed",
      excerpt: `A ${word} summary.`,
      status: "trashed",
    });
    const published = await api.db
      .selectFrom("collections")
      .select("id")
      .where("slug", "=", "ai-crop-advisories-reach-farmers-without-apps")
      .executeTakeFirstOrThrow();
    const hindiWord = "ज़ोरब्लैक्सी";
    await upsertItemTranslation(api.db, {
      collection_id: published.id,
      lang: "hi",
      status: "draft",
      title: `${hindiWord} फसल परामर्श`,
      excerpt: `${hindiWord} सारांश।`,
      body: `<p>${hindiWord} पद्धति से किसानों तक परामर्श पहुँचता है।</p>`,
    });

    for (const [question, lang, secret] of [
      [`What is the ${word} advisory method?`, "en", word],
      [`${word} advisories`, "en", word],
      [`${hindiWord} पद्धति क्या है?`, "hi", hindiWord],
    ] as const) {
      const answer = await ask(question, lang);
      expect(answer.status, question).toBe("not_found");
      const spoken = JSON.stringify({ sentences: answer.sentences, sources: answer.sources, related: answer.related });
      expect(spoken.toLowerCase(), question).not.toContain(secret);
    }
  });
});

describe("follow-ups read with the question before", () => {
  it("reads 'and in Pune?' with the previous question, the new place narrowing it", async () => {
    const next = await ask("and in Pune?", "en", { question: "events for women in AI in Delhi", topic: null });
    expect(next.follow_up).toEqual({ previous: "events for women in AI in Delhi", lang: "en" });
    expect(next.question).toBe("events for women in AI in Pune?");
    expect(next.sources[0].href).toBe("/events/women-in-ai-meetup-2024");
  });

  it("reads 'when is it?' as a question about the previous answer's first source", async () => {
    const first = await ask("Bhasha AI Summit");
    const next = await ask("When is it?", "en", contextOf(first));
    expect(next.question).toBe("When is Bhasha AI Summit?");
    expect(said(next)).toContain("21 January 2027");
  });

  it("answers 'in Hindi?' with the previous question in Hindi, and says which language was asked for", async () => {
    const first = await ask("Bhasha AI Summit");
    const next = await ask("in Hindi?", "en", contextOf(first));
    expect(next).toMatchObject({ question: "Bhasha AI Summit", lang: "hi", follow_up: { previous: "Bhasha AI Summit", lang: "hi" } });
    expect(next.sentences.every((s) => /[\u0900-\u097f]/.test(s.text))).toBe(true);
    const back = await ask("अंग्रेज़ी में?", "hi", contextOf(next));
    expect(back.lang).toBe("en");
  });

  it("reads a pronoun with a type as items of that type about the previous answer, in the three ways of writing", async () => {
    const product = await ask("Does it have a product?", "en", {
      question: "Which startup works on flood monitoring?",
      topic: "JalDrishti",
    });
    expect(product.sources[0].href).toBe("/product/jaldrishti-flood-watch");
    expect(product.sources.every((s) => s.type === "products")).toBe(true);
    const course = { question: "python mein data ka vishleshan sikhane wala course", topic: "Python for Data Analysis" };
    for (const [question, lang] of [
      ["iska video bhi hai?", "hi"],
      ["इस पर कोई वीडियो है?", "hi"],
    ] as const) {
      const video = await ask(question, lang, course);
      expect(video.sources[0]?.href, question).toBe("/videos/getting-started-python-data-analysis");
    }
    // Nothing of the type holds the first source's name: a course about what the question asked.
    const speech = await ask("Is there a course on that too?", "en", {
      question: "Is there a corpus of recorded speech in Indian languages?",
      topic: "Indic Read-Speech Corpus",
    });
    expect(speech.sources[0]?.href).toBe("/learning/speech-applications-indian-languages");
    expect(speech.follow_up?.previous).toBe("Is there a corpus of recorded speech in Indian languages?");
  });

  it("reads 'and health?' with the new subject in place of the old when nothing holds both", async () => {
    const next = await ask("And health?", "en", {
      question: "Which ministry works on AI in agriculture?",
      topic: "Ministry of Agriculture and Farmers Welfare",
    });
    expect(next.question).toBe("Which ministry works on AI in health?");
    expect(next.sources[0].href).toBe("/ministries/ministry-of-health-and-family-welfare");
  });

  it("answers 'which city is it based in?' with the place of the previous answer's first source", async () => {
    const next = await ask("Which city is it based in?", "en", {
      question: "Which startup detects defects in handloom fabric?",
      topic: "BunkarVision",
    });
    expect(next.sources[0].href).toBe("/startup/bunkarvision");
    expect(said(next)).toContain("Varanasi");
  });

  it("takes a question of its own as new, whatever came before", async () => {
    const next = await ask("Which startup detects defects in handloom fabric?", "en", {
      question: "upcoming events",
      topic: "Bhasha AI Summit",
    });
    expect(next.follow_up).toBeNull();
    expect(next.sources[0].href).toBe("/startup/bunkarvision");
  });

  it("refuses a previous question over its limit with a 422", async () => {
    const res = await api.post("/api/web/assistant/ask", { question: "and in Pune?", previous: { question: "x".repeat(601) } });
    expect(res.status).toBe(422);
  });
});

describe("feedback that reaches editors", () => {
  it("keeps a reason with 'did not help' and lists the question for editors, not for visitors", async () => {
    const answer = await ask("How do AI crop advisories reach farmers?");
    const reason = "It did not say which states have the service.";
    for (const why of [reason, "  Too   general  "]) {
      const again = await ask("How do AI crop advisories reach farmers?");
      expect((await api.post("/api/web/assistant/feedback", { answer_id: again.id, helpful: false, reason: why })).status).toBe(200);
    }
    expect((await api.post("/api/web/assistant/feedback", { answer_id: answer.id, helpful: true })).status).toBe(200);
    const row = await api.db
      .selectFrom("assistant_answers")
      .select(["helpful", "reason"])
      .where("id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ helpful: 1, reason: null });
    const long = await api.post("/api/web/assistant/feedback", { answer_id: answer.id, helpful: false, reason: "x".repeat(501) });
    expect(long.status).toBe(422);

    const editor = await api.createUser();
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
    const list = await api.get("/api/moderation/assistant/unhelpful?days=7", { token: editor.token });
    expect(list.status).toBe(200);
    const listed = UnhelpfulResponse.parse(list.body).data.find((q) => q.question === "how do ai crop advisories reach farmers?");
    expect(listed).toMatchObject({ lang: "en", count: 2 });
    expect(listed?.reasons.sort()).toEqual(["Too general", reason].sort());
    expect((await api.get("/api/moderation/assistant/unanswered?days=7", { token: editor.token })).status).toBe(200);

    const visitor = await api.createUser();
    expect((await api.get("/api/moderation/assistant/unhelpful", { token: visitor.token })).status).toBe(403);
    expect((await api.get("/api/moderation/assistant/unhelpful")).status).toBe(401);
  });
});
