import { describe, expect, it } from "vitest";
import "../../app/i18n/all.server";
import { answerView, failureOf } from "../../app/assistant/answer.server";
import { readConversation, TURNS_KEPT, writeConversation, type Turn } from "../../app/assistant/conversation";
import { closedCookie, isAssistantClosed } from "../../app/assistant/cookie";
import { questionHref } from "../../app/assistant/question";
import { readPrevious, readQuestion } from "../../app/assistant/read-question";
import { readPanel, writePanel } from "../../app/assistant/visit";
import { UpstreamError } from "../../app/upstream/core.server";
import type { AssistantAnswer } from "../../contract/assistant";

const read = (q: string | null) => readQuestion(new URLSearchParams(q === null ? {} : { q }));

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const ANSWER: AssistantAnswer = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  question: "crop advisories",
  status: "answered",
  sentences: [{ text: "Advisories reach farmers by voice calls.", source: 0 }],
  machine_written: null,
  sources: [
    {
      title: "How AI crop advisories reach farmers",
      type: "articles",
      href: "/article/ai-crop-advisories",
      passage: "Voice calls…",
      published_at: "2023-01-12T00:00:00.000Z",
      lang: "en",
      link: null,
    },
    {
      title: "KhetSense Labs",
      type: "startups",
      href: "/startups/khetsense-labs",
      passage: "A startup…",
      published_at: "2024-03-05T00:00:00.000Z",
      lang: "en",
      link: { kind: "website", href: "https://khetsense.example" },
    },
  ],
  understood: { terms: ["crop", "advisory"], types: [], when: null, place: null },
  search_text: "crop advisories",
  related: [{ label: "Agriculture", search_text: "agriculture" }],
  lang: "en",
  outdated: false,
  advice: null,
  follow_up: null,
};

describe("the visitor's question", () => {
  it("is absent without q, and read with control characters dropped and spaces collapsed", () => {
    expect(read(null)).toEqual({ state: "none" });
    expect(read("  upcoming\u0007   events \n")).toEqual({ state: "valid", text: "upcoming events" });
  });

  it("refuses an empty, an over-long and a marked-up question with a message for each", () => {
    expect(read("   ")).toMatchObject({ state: "invalid", error: "assistant.error.empty" });
    expect(read("a".repeat(301))).toMatchObject({ state: "invalid", error: "assistant.error.tooLong" });
    expect(read("a".repeat(300))).toMatchObject({ state: "valid" });
    expect(read("<img src=x onerror=alert(1)> datasets")).toMatchObject({ state: "invalid", error: "assistant.error.invalid" });
    // A comparison is not markup.
    expect(read("models with accuracy < 90 %")).toMatchObject({ state: "valid" });
  });

  it("links to the page that answers it, with the question before it for a follow-up", () => {
    expect(questionHref("datasets on agriculture?")).toBe("/assistant?q=datasets+on+agriculture%3F");
    expect(questionHref("and in Pune?", { question: "events for women in AI", topic: "Women in AI Meetup" })).toBe(
      "/assistant?q=and+in+Pune%3F&pq=events+for+women+in+AI&pt=Women+in+AI+Meetup",
    );
  });

  it("reads the question before a follow-up leniently: unreadable context is simply none", () => {
    const previous = (fields: Record<string, string>) => readPrevious(new URLSearchParams(fields));
    expect(previous({ pq: "  events for\u0007 women in AI ", pt: "Women in AI Meetup" })).toEqual({
      question: "events for women in AI",
      topic: "Women in AI Meetup",
    });
    expect(previous({ pt: "Women in AI Meetup" })).toBeNull();
    expect(previous({ pq: "<b>x</b>" })).toBeNull();
    expect(previous({ pq: "a".repeat(5000), pt: "<i>" })).toEqual({ question: "a".repeat(600), topic: null });
  });
});

describe("the closed cookie", () => {
  it("is a year-long SameSite=Lax cookie the server recognises", () => {
    expect(closedCookie(false)).toBe("assistant=closed; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(closedCookie(true)).toMatch(/; Secure$/);
    expect(isAssistantClosed("cookie_consent=1; assistant=closed")).toBe(true);
    expect(isAssistantClosed("assistant=closedx; notassistant=closed")).toBe(false);
    expect(isAssistantClosed(null)).toBe(false);
  });
});

describe("what the widget remembers for the visit", () => {
  it("remembers the panel open or closed and forgets anything else", () => {
    const store = memoryStore();
    expect(readPanel(store)).toBeNull();
    writePanel("open", store);
    expect(readPanel(store)).toBe("open");
    store.setItem("assistant.panel", "maybe");
    expect(readPanel(store)).toBeNull();
  });

  it("keeps the last turns of the conversation per language and drops what it cannot read", () => {
    const store = memoryStore();
    const turn = (i: number): Turn => ({ state: "error", question: `q${i}`, error: "assistant.error.unavailable" });
    writeConversation(
      "en",
      Array.from({ length: TURNS_KEPT + 3 }, (_, i) => turn(i)),
      store,
    );
    const back = readConversation("en", store);
    expect(back).toHaveLength(TURNS_KEPT);
    expect(back[0].question).toBe("q3");
    expect(readConversation("hi", store)).toEqual([]);
    store.setItem("assistant.conversation.en", '[{"state":"error","question":"x","error":"chrome.nope"}, 5, {"state":"answered"}]');
    expect(readConversation("en", store)).toEqual([]);
    store.setItem("assistant.conversation.en", "{not json");
    expect(readConversation("en", store)).toEqual([]);
  });

  it("survives storage that throws (private modes)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(readPanel(broken)).toBeNull();
    expect(() => writePanel("closed", broken)).not.toThrow();
    expect(readConversation("en", broken)).toEqual([]);
    expect(() => writeConversation("en", [], broken)).not.toThrow();
  });
});

describe("an answer as the page shows it", () => {
  it("numbers the sources, names their types and links everything in the page's language", () => {
    const en = answerView(ANSWER, "en");
    expect(en.found).toBe(true);
    expect(en.sources.map((s) => [s.n, s.typeName, s.href])).toEqual([
      [1, "Article", "/article/ai-crop-advisories"],
      [2, "Startup", "/startups/khetsense-labs"],
    ]);
    expect(en.searchHref).toBe(`/search?${new URLSearchParams({ queryData: JSON.stringify({ searchText: "crop advisories" }) })}`);
    const hi = answerView(ANSWER, "hi");
    expect(hi.sources[0].href).toBe("/hi/article/ai-crop-advisories");
    expect(hi.sources[0].typeName).not.toBe("Article");
    expect(hi.related[0].href).toMatch(/^\/hi\/search\?queryData=/);
    // The text is in English: the page marks it so.
    expect(hi.lang).toBe("en");
  });

  it("dates every source in the page's language and says when the newest is over two years old", () => {
    const en = answerView(ANSWER, "en");
    expect(en.sources.map((s) => s.published)).toEqual(["Jan 12, 2023", "Mar 05, 2024"]);
    expect(en.sources[0].publishedIso).toBe("2023-01-12T00:00:00.000Z");
    expect(en.outdatedSince).toBeNull();
    expect(answerView({ ...ANSWER, outdated: true }, "en").outdatedSince).toBe("Mar 05, 2024");
    expect(answerView({ ...ANSWER, outdated: true }, "hi").outdatedSince).toBe("5 मार्च 2024");
    expect(en.sources[1].link).toEqual({ kind: "website", href: "https://khetsense.example" });
  });

  it("keeps what a follow-up is read with, and links a follow-up in another language in that language", () => {
    expect(answerView(ANSWER, "en").context).toEqual({ question: "crop advisories", topic: "How AI crop advisories reach farmers" });
    const switched = answerView({ ...ANSWER, follow_up: { previous: "crop advisories", lang: "hi" } }, "en");
    expect(switched.followUp).toEqual({ previous: "crop advisories" });
    expect(switched.sources[0].href).toBe("/hi/article/ai-crop-advisories");
    // Labels and dates stay in the page's language.
    expect(switched.sources[0].published).toBe("Jan 12, 2023");
  });

  it("says a declined question's topic, and nothing else", () => {
    const declined = answerView({ ...ANSWER, status: "declined", advice: "medical", sentences: [], sources: [] }, "en");
    expect(declined).toMatchObject({ declined: "medical", found: false, sources: [] });
  });

  it("is not found when the API says so, and keeps the model's name when one wrote it", () => {
    expect(answerView({ ...ANSWER, status: "not_found", sentences: [], sources: [] }, "en").found).toBe(false);
    expect(answerView({ ...ANSWER, machine_written: "llama3" }, "en").machineWritten).toBe("llama3");
  });

  it("turns each upstream failure into a message and a status, never a 500", () => {
    const failure = (status: number) => failureOf(new UpstreamError(status, "/api/web/assistant/ask", null));
    expect(failure(429)).toEqual({ status: 429, error: "assistant.error.rateLimited" });
    expect(failure(422)).toEqual({ status: 400, error: "assistant.error.invalid" });
    expect(failure(503)).toEqual({ status: 503, error: "assistant.error.unavailable" });
    expect(failure(0)).toEqual({ status: 503, error: "assistant.error.unavailable" });
    expect(failure(500)).toEqual({ status: 503, error: "assistant.error.unavailable" });
  });
});
