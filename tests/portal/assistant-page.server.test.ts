import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import type { AskResult } from "../../app/assistant/view";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-assistant-page-tests";

/**
 * The /assistant page's loader and feedback action against the real API on a seeded database:
 * an answer, bad input, and each failure the visitor must see as a message with its status
 * (the API's rate limit, a search slower than the API's time limit), never a 500.
 */
const page = await import("~/routes/assistant");
const { searchIds } = await import("../../api/search");

const apis: TestApi[] = [];
let api: TestApi;
let limited: TestApi;
let slow: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  limited = await startTestApi({ writeLimits: { perAddress: 1, perUser: 1, windowMs: 60_000 } });
  slow = await startTestApi({
    assistant: {
      retrievalTimeoutMs: 50,
      search: (async (...args: Parameters<typeof searchIds>) => {
        await new Promise((r) => setTimeout(r, 500));
        return searchIds(...args);
      }) as typeof searchIds,
    },
  });
  apis.push(api, limited, slow);
}, 60_000);
afterAll(async () => {
  await Promise.all(apis.map((a) => a.close()));
});

function context(target: TestApi) {
  return loadContext(target.baseUrl);
}

interface Wrapped {
  data: { result: AskResult; feedback: "sent" | null };
  init?: { status?: number } | null;
}
async function load(path: string, target = api): Promise<{ status: number; result: AskResult; feedback: "sent" | null }> {
  const out = (await page.loader(routeArgs(new Request(`http://portal.test${path}`), context(target)))) as unknown;
  const wrapped = out && typeof out === "object" && "data" in out ? (out as Wrapped) : { data: out as Wrapped["data"], init: null };
  return { status: wrapped.init?.status ?? 200, ...wrapped.data };
}
const ask = (q: string, prefix = "") => `${prefix}/assistant?${new URLSearchParams({ q })}`;

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("/assistant", () => {
  it("invites a question when there is none", async () => {
    expect(await load("/assistant")).toMatchObject({ status: 200, result: { state: "none" } });
  });

  it("answers in the page's language with sources linked in it", async () => {
    const en = await load(ask("How do AI crop advisories reach farmers?"));
    expect(en.status).toBe(200);
    if (en.result.state !== "answered") throw new Error(`no answer: ${JSON.stringify(en.result)}`);
    expect(en.result.answer.found).toBe(true);
    expect(en.result.answer.sources[0]).toMatchObject({
      n: 1,
      typeName: "Article",
      href: "/article/ai-crop-advisories-reach-farmers-without-apps",
    });
    const hi = await load(ask("किसानों तक एआई फसल परामर्श कैसे पहुंचता है?", "/hi"));
    if (hi.result.state !== "answered") throw new Error("no Hindi answer");
    expect(hi.result.answer.lang).toBe("hi");
    expect(hi.result.answer.sources[0].href).toMatch(/^\/hi\/article\//);
  });

  it("refuses bad input with 400 and keeps what was typed", async () => {
    expect(await load(ask(""))).toMatchObject({ status: 400, result: { state: "error", question: "", error: "assistant.error.empty" } });
    const long = "why ".repeat(100).trim();
    expect(await load(ask(long))).toMatchObject({
      status: 400,
      result: { state: "error", question: long, error: "assistant.error.tooLong" },
    });
  });

  it("says so with 429 when the visitor asks too often", async () => {
    expect((await load(ask("upcoming events"), limited)).status).toBe(200);
    expect(await load(ask("upcoming events"), limited)).toMatchObject({
      status: 429,
      result: { state: "error", error: "assistant.error.rateLimited" },
    });
  });

  it("answers 503 'try again' in time when the search is slow", async () => {
    const started = performance.now();
    expect(await load(ask("How do AI crop advisories reach farmers?"), slow)).toMatchObject({
      status: 503,
      result: { state: "error", error: "assistant.error.unavailable" },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("takes feedback: a redirect back without JavaScript, in place with it, a 4xx for nonsense", async () => {
    const asked = await load(ask("upcoming events"));
    if (asked.result.state !== "answered") throw new Error("no answer");
    const id = asked.result.answer.id;
    const run = (fields: Record<string, string>, prefix = "") =>
      page.action(routeArgs(post(ask("upcoming events", prefix), fields), context(api))).catch((e: unknown) => e);
    const plain = (await run({ answer_id: id, helpful: "yes" }, "/hi")) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(`${ask("upcoming events", "/hi")}&feedback=sent`);
    expect(await run({ answer_id: id, helpful: "no", js: "1" })).toEqual({ feedback: "sent" });
    const unknown = (await run({ answer_id: "A".repeat(22), helpful: "no", js: "1" })) as { init: { status: number } };
    expect(unknown.init.status).toBe(400);
    const nonsense = (await run({ answer_id: "<x>", helpful: "maybe" })) as { init: { status: number } };
    expect(nonsense.init.status).toBe(400);
  });
});
