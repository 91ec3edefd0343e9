/**
 * The assistant in the running portal without JavaScript, over plain HTTP (production build, real
 * API on SQLite with the sample content): follow-ups as plain form submissions carrying the
 * previous question in hidden fields, "did this answer help?" with a reason as a plain post, what
 * every answer says of its sources' dates and of advice it does not give, the editors' list in
 * the desk, and questions of every length through /assistant without a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS } from "../../contract/assistant-constants";
import { FORM, rawRequest, type RawAnswer } from "../support/raw-http";
import { sessionCookie } from "../support/session";
import { insertTestUser } from "../support/users";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { TEST_SECRET } from "../server/helpers";
import { fuzzQuestion } from "./fuzz-questions";

// The portal's session secret, set before anything reads the configuration (the API starts first).
process.env.SESSION_SECRET = TEST_SECRET;

let api: RealApi;
let portal: Portal;
const savedLimit = process.env.API_WRITE_RATE_LIMIT_ADDRESS;

beforeAll(async () => {
  // Hundreds of questions from one address: the per-visitor limit is tested in tests/assistant/api/limits.test.ts.
  process.env.API_WRITE_RATE_LIMIT_ADDRESS = "100000";
  api = await startRealApi();
  // The API runs in this process on SQLite, one question after another: the event loop's delay
  // measures the test itself, not visitors, so the overload guard does not judge by it here.
  portal = await startPortalAt(api.url, { OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
}, 600_000);
afterAll(async () => {
  if (savedLimit === undefined) delete process.env.API_WRITE_RATE_LIMIT_ADDRESS;
  else process.env.API_WRITE_RATE_LIMIT_ADDRESS = savedLimit;
  await portal?.close(500);
  await api?.close();
});

const get = (path: string, cookie?: string) => rawRequest(portal.url, "GET", path, { headers: cookie ? { Cookie: cookie } : {} });
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The value of a form field in the page (the first with that name), decoded. */
function field(html: string, name: string): string | null {
  const match =
    new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ??
    new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html);
  return match ? decode(match[1]) : null;
}

/** What a text browser sends when the visitor types `question` in the page's form and presses Ask. */
function submitQuestion(page: RawAnswer, question: string, prefix = ""): string {
  const params = new URLSearchParams({ q: question });
  for (const name of ["pq", "pt"]) {
    const value = field(page.body, name);
    if (value !== null) params.set(name, value);
  }
  return `${prefix}/assistant?${params}`;
}

const ask = (q: string, prefix = "") => `${prefix}/assistant?${new URLSearchParams({ q })}`;

describe("follow-ups without JavaScript", () => {
  it("carry the previous question in hidden fields, so 'and in Pune?' is a plain form submission", async () => {
    const first = await get(ask("events for women in AI"));
    expect(first.status).toBe(200);
    expect(field(first.body, "pq")).toBe("events for women in AI");
    expect(field(first.body, "pt")).toBe("Women in AI Meetup");

    const next = await get(submitQuestion(first, "and in Pune?"));
    expect(next.status).toBe(200);
    expect(decode(next.body)).toContain("Read together with your previous question, as: “events for women in AI in Pune?”");
    expect(next.body).toContain('href="/events/women-in-ai-meetup-2024"');
    // The field keeps what the visitor typed; the hidden ones now carry this answer.
    expect(field(next.body, "q")).toBe("and in Pune?");
    expect(field(next.body, "pq")).toBe("events for women in AI in Pune?");
  });

  it("answer 'in Hindi?' with the previous answer in Hindi, linked to the Hindi pages", async () => {
    const first = await get(ask("When is the Bhasha AI Summit?"));
    expect(decode(first.body)).toContain("21 January 2027");
    const next = await get(submitQuestion(first, "in Hindi?"));
    expect(next.status).toBe(200);
    expect(next.body).toContain('href="/hi/events/bhasha-ai-summit-2027"');
    expect(decode(next.body)).toContain("21 जनवरी 2027");
    expect(next.body).toMatch(/<p lang="hi">[^<]*[\u0900-\u097f]/);
  });
});

describe("what every answer says", () => {
  it("dates each source and says when the newest is over two years old", async () => {
    const page = decode((await get(ask("events for women in AI"))).body);
    expect(page).toContain("published Aug 26, 2024");
    expect(page).toContain("The newest source of this answer was published on Aug 26, 2024, over two years ago.");
    const hi = decode((await get(ask("events for women in AI", "/hi"))).body);
    expect(hi).toContain("प्रकाशित: 26 अगस्त 2024");
  });

  it("declines medical advice kindly, with the public service that can help, in both languages", async () => {
    const en = await get(ask("Should I take paracetamol for my fever?"));
    expect(en.status).toBe(200);
    expect(decode(en.body)).toContain("The assistant cannot advise on this");
    expect(en.body).toContain('href="https://esanjeevani.mohfw.gov.in/"');
    const hi = await get(ask("मुझे तलाक के लिए कानूनी सलाह चाहिए", "/hi"));
    expect(decode(hi.body)).toContain("सहायक इस विषय पर सलाह नहीं दे सकता");
    expect(hi.body).toContain('href="https://nalsa.gov.in/"');
  });
});

describe("feedback without JavaScript, and the editors' list", () => {
  it("posts yes/no with a reason as a plain form, comes back to the answer, and lists it in the desk for editors only", async () => {
    const first = await get(ask("events for women in AI"));
    const page = await get(submitQuestion(first, "and in Pune?"));
    const answerId = field(page.body, "answer_id");
    expect(answerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const action = /<form method="post" action="(\/assistant\?[^"]+)"/.exec(page.body)?.[1];
    expect(action).toBeTruthy();
    const reason = "It should say whether the Pune meetup happens again.";
    const posted = await rawRequest(portal.url, "POST", decode(action!), {
      headers: FORM,
      body: new URLSearchParams({ answer_id: answerId!, helpful: "no", reason }).toString(),
    });
    expect(posted.status).toBe(302);
    // Back to the same answer (the follow-up with its context), with the thank-you.
    expect(posted.location).toBe(
      `/assistant?${new URLSearchParams({ q: "and in Pune?", pq: "events for women in AI", pt: "Women in AI Meetup" })}&feedback=sent`,
    );
    const thanked = await get(posted.location!);
    expect(thanked.body).toContain("Thank you for your feedback.");
    const row = await api.db
      .selectFrom("assistant_answers")
      .select(["helpful", "reason", "question"])
      .where("id", "=", answerId!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ helpful: 0, reason, question: "events for women in AI in Pune?" });

    await get(ask("What is the price of onions in Delhi?"));
    const editor = await insertTestUser(api.db, { name: "Esha Editor" });
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
    const editorCookie = await sessionCookie({ ...editor, role: "editor" }, TEST_SECRET);
    const desk = await get("/editorial/assistant?days=7", editorCookie);
    expect(desk.status).toBe(200);
    const text = decode(desk.body);
    expect(text).toContain("Questions the assistant did not answer well");
    expect(text).toContain("what is the price of onions in delhi?");
    expect(text).toContain("events for women in ai in pune?");
    expect(text).toContain(reason);
    const hindiDesk = decode((await get("/hi/editorial/assistant", editorCookie)).body);
    expect(hindiDesk).toContain("वे उत्तर जिन्हें आगंतुकों ने मददगार नहीं बताया");

    const reader = await insertTestUser(api.db, { name: "Ravi Reader" });
    expect((await get("/editorial/assistant", await sessionCookie(reader, TEST_SECRET))).status).toBe(403);
    const anonymous = await get("/editorial/assistant");
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/signin?redirectTo=%2Feditorial%2Fassistant");
  });
});

describe("questions of every length through /assistant", () => {
  it(`answers every length from 1 to ${ASSISTANT_LIMITS.questionMax}, in both scripts and languages, never with a 5xx`, async () => {
    const failures: string[] = [];
    for (let length = 1; length <= ASSISTANT_LIMITS.questionMax; length++) {
      const hindi = length % 2 === 0;
      const params = new URLSearchParams({ q: fuzzQuestion(length, hindi ? "devanagari" : "latin") });
      // Every third one as a follow-up, as the page's hidden fields would send it.
      if (length % 3 === 0) {
        params.set("pq", fuzzQuestion((length * 2) % ASSISTANT_LIMITS.previousMax || 1, hindi ? "devanagari" : "latin", 1));
        params.set("pt", fuzzQuestion(length % 50 || 1, hindi ? "latin" : "devanagari", 2));
      }
      const path = `${hindi ? "/hi" : ""}/assistant?${params}`;
      const answer = await get(path);
      if (answer.status !== 200)
        failures.push(
          `${length} → ${answer.status}: ${path} ${/<title>([^<]*)/.exec(answer.body)?.[1]} ${/role="alert"[^>]*>([^<]*)/.exec(answer.body)?.[1] ?? ""}`,
        );
    }
    expect(failures).toEqual([]);
    const over = await get(ask(fuzzQuestion(ASSISTANT_LIMITS.questionMax + 1, "devanagari"), "/hi"));
    expect(over.status).toBe(400);
  }, 300_000);
});
