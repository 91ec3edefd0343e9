import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";

process.env.SESSION_SECRET ??= "test-secret-for-assessment-tests";

/**
 * The assessment pages' loaders and actions against the real API on a fresh database, through
 * real requests, as a browser without JavaScript sends them.
 */
const startPage = await import("~/routes/responsible-ai.assessment._index");
const sectionPage = await import("~/routes/responsible-ai.assessment.$id");
const latestResult = await import("~/routes/responsible-ai.assessment-result._index");

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(async () => {
  await api?.close();
});

const context = (origin = api.baseUrl) => loadContext(origin);
const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
};

async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
const unwrap = <T>(value: unknown) => value as { data: T; init?: { status?: number } | null };

/** Starts a draft as the start page's button does: its id and the cookie that remembers it. */
async function startDraft() {
  const res = (await run(() => startPage.action(routeArgs(post("/responsible-ai/assessment", { website: "" }), context())))) as Response;
  expect(res.status).toBe(302);
  const id = /\/responsible-ai\/assessment\/([A-Za-z0-9_-]{22})\?section=profile$/.exec(res.headers.get("Location") ?? "")![1];
  return { id, cookie: res.headers.get("Set-Cookie")!.split(";")[0] };
}

const saveSection = (id: string, fields: Record<string, string | string[]>) =>
  run(() =>
    sectionPage.action(
      routeArgs(post(`/responsible-ai/assessment/${id}?section=profile`, { website: "", section: "profile", ...fields }), context(), {
        id,
      }),
    ),
  );

describe("the assessment pages without JavaScript", () => {
  it("start a draft and remember it, so the latest result is found again on this device", async () => {
    const { id, cookie } = await startDraft();
    const res = (await run(() =>
      latestResult.loader(
        routeArgs(new Request("http://portal.test/responsible-ai/assessment-result", { headers: { Cookie: cookie } }), context()),
      ),
    )) as Response;
    expect(res.headers.get("Location")).toBe(`/responsible-ai/assessment-result/${id}`);
  });

  it("keep a Hindi visitor in Hindi from start to section", async () => {
    const res = (await run(() =>
      startPage.action(routeArgs(post("/hi/responsible-ai/assessment", { website: "" }), context())),
    )) as Response;
    expect(res.headers.get("Location")).toMatch(/^\/hi\/responsible-ai\/assessment\/[A-Za-z0-9_-]{22}\?section=profile$/);
  });

  it("ask a question that the answers just made relevant before moving on", async () => {
    const { id } = await startDraft();
    const res = (await saveSection(id, { intent: "next", "q_personal-data": "yes" })) as Response;
    expect(res.headers.get("Location")).toBe(`/responsible-ai/assessment/${id}?section=profile&more=1#question-children-data`);
    const then = (await saveSection(id, { intent: "next", "q_children-data": "no" })) as Response;
    expect(then.headers.get("Location")).toBe(`/responsible-ai/assessment/${id}?section=impact`);
  });

  it("do not store answers to questions the new answers hide", async () => {
    const { id } = await startDraft();
    await saveSection(id, { intent: "save", "q_personal-data": "no", "q_children-data": "yes" });
    const stored = await api.get(`/api/web/assessment/${id}`);
    expect(stored.body.data.answers).toEqual({ "personal-data": "no" });
  });

  it("name the question whose choice does not exist, with a 400", async () => {
    const { id } = await startDraft();
    const res = unwrap<{ errors: Record<string, string[]> }>(
      await saveSection(id, { intent: "save", q_sector: "space", q_stage: "design" }),
    );
    expect(res.init?.status).toBe(400);
    expect(res.data.errors).toEqual({ sector: ["assessment.error.choice"] });
  });

  it("show the unknown-assessment page for a draft that is not there", async () => {
    const res = (await saveSection("AAAAAAAAAAAAAAAAAAAAAA", { intent: "save" })) as Response;
    expect(res.status).toBe(404);
  });

  it("say the service is unavailable when the API cannot be reached", async () => {
    const res = unwrap<{ problem: string; ofImport: boolean }>(
      await startPage.action(routeArgs(post("/responsible-ai/assessment", { website: "" }), context("http://127.0.0.1:9"))),
    );
    expect(res.init?.status).toBe(503);
    expect(res.data).toEqual({ problem: "assessment.unavailable", ofImport: false });
  });
});
