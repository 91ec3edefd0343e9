/**
 * A signed-in owner's assessment draft is theirs alone, through the portal too (the production
 * server over the real API): its pages, their data and their forms answer anyone else with the
 * unknown-assessment 404, and every answer about a draft is `private, no-store`. Anonymous drafts
 * keep working with the id alone, and a signed-in user who saves one takes it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { TEST_SECRET } from "../server/helpers";
import { sessionCookie } from "../support/session";
import { insertTestUser } from "../support/users";

let api: RealApi;
let portal: Portal;
let asha: { id: number; cookie: string };
let ravi: { id: number; cookie: string };

async function user(name: string) {
  const row = await insertTestUser(api.db, { name });
  return { id: row.id, cookie: await sessionCookie(row, TEST_SECRET) };
}

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  asha = await user("Asha Owner");
  ravi = await user("Ravi Other");
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

const CONSENT = "cookie_consent=1";
const cookies = (...values: (string | undefined)[]) => [CONSENT, ...values.filter(Boolean)].join("; ");

async function get(path: string, cookie?: string) {
  const res = await fetch(portal.url + path, { headers: { Cookie: cookies(cookie) }, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const res = await fetch(portal.url + path, {
    method: "POST",
    headers: { Cookie: cookies(cookie), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ website: "", ...fields }),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res;
}

/** Starts a draft with the start page's button; its id and the device cookie that remembers it. */
async function start(cookie?: string) {
  const res = await post("/responsible-ai/assessment", {}, cookie);
  expect(res.status).toBe(302);
  const id = /\/responsible-ai\/assessment\/([A-Za-z0-9_-]{22})\?section=profile$/.exec(res.headers.get("Location") ?? "")![1];
  return {
    id,
    device: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("rai_assessment="))!,
  };
}

const ownerOf = async (id: string) =>
  (await api.db.selectFrom("assessments").select("user_id").where("id", "=", id).executeTakeFirst())?.user_id;
const saveProfile = (id: string, cookie?: string) =>
  post(`/responsible-ai/assessment/${id}?section=profile`, { intent: "save", section: "profile", q_sector: "health" }, cookie);

function expectPrivate(headers: Headers, what: string) {
  expect(headers.get("cache-control"), what).toMatch(/\bprivate\b/);
  expect(headers.get("cache-control"), what).toMatch(/\bno-store\b/);
}

describe("a signed-in owner's draft in the portal", () => {
  it("opens for its owner, privately, and says it is theirs alone", async () => {
    const { id } = await start(asha.cookie);
    expect(await ownerOf(id)).toBe(asha.id);
    const page = await get(`/responsible-ai/assessment/${id}?section=profile`, asha.cookie);
    expect(page.status).toBe(200);
    expectPrivate(page.headers, "page");
    expect(page.text).toContain("This assessment is saved to your account.");
    const data = await get(`/responsible-ai/assessment/${id}.data?section=profile`, asha.cookie);
    expect(data.status).toBe(200);
    expectPrivate(data.headers, "data");
    const hindi = await get(`/hi/responsible-ai/assessment/${id}?section=profile`, asha.cookie);
    expect(hindi.text).toContain("यह आकलन आपके खाते में सहेजा गया है।");

    expect((await saveProfile(id, asha.cookie)).status).toBe(302);
    const result = await get(`/responsible-ai/assessment-result/${id}`, asha.cookie);
    expect(result.status).toBe(200);
    expectPrivate(result.headers, "result");
    const exported = await get(`/responsible-ai/assessment-result/${id}/export`, asha.cookie);
    expect(exported.status).toBe(200);
    expectPrivate(exported.headers, "export");
    expect(JSON.parse(exported.text)).toMatchObject({ answers: { sector: "health" } });
  });

  it("is the unknown-assessment page to an anonymous visitor and to another user, and their forms change nothing", async () => {
    const { id } = await start(asha.cookie);
    expect((await saveProfile(id, asha.cookie)).status).toBe(302);

    for (const [who, cookie] of [
      ["anonymous", undefined],
      ["another user", ravi.cookie],
    ] as const) {
      for (const path of [
        `/responsible-ai/assessment/${id}?section=profile`,
        `/responsible-ai/assessment-result/${id}`,
        `/hi/responsible-ai/assessment/${id}`,
      ]) {
        const page = await get(path, cookie);
        expect(page.status, `${who} ${path}`).toBe(404);
        expectPrivate(page.headers, `${who} ${path}`);
        expect(page.text).not.toContain("Your resume link");
      }
      const data = await get(`/responsible-ai/assessment/${id}.data?section=profile`, cookie);
      expect(data.status, `${who} data`).toBe(404);
      expect(data.text).not.toContain("resumeUrl");
      expect((await get(`/responsible-ai/assessment-result/${id}/export`, cookie)).status, `${who} export`).toBe(404);

      const sent = await post(
        `/responsible-ai/assessment/${id}?section=profile`,
        { intent: "save", section: "profile", q_sector: "finance" },
        cookie,
      );
      expect(sent.status, `${who} save`).toBe(404);
      for (const intent of ["share", "delete"]) {
        expect((await post(`/responsible-ai/assessment-result/${id}`, { intent }, cookie)).status, `${who} ${intent}`).toBe(404);
      }
    }
    const stored = await api.db.selectFrom("assessments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: asha.id, share_id: null });
    expect(JSON.parse(stored.answers)).toEqual({ sector: "health" });
  });

  it("tells a visitor who is not signed in how an owner opens it, and the same for an id never stored", async () => {
    const { id } = await start(asha.cookie);
    const anonymous = await get(`/responsible-ai/assessment/${id}`);
    const unknown = await get("/responsible-ai/assessment/AAAAAAAAAAAAAAAAAAAAAA");
    for (const page of [anonymous, unknown]) {
      expect(page.status).toBe(404);
      expect(page.text).toContain("opens only for its owner");
      expect(page.text).toContain("/signin?redirectTo=");
    }
    expect((await get(`/hi/responsible-ai/assessment-result/${id}`)).text).toContain(
      "/hi/signin?redirectTo=%2Fhi%2Fresponsible-ai%2Fassessment-result%2F",
    );
    // Signed in as someone else, signing in is not the answer.
    expect((await get(`/responsible-ai/assessment/${id}`, ravi.cookie)).text).not.toContain("opens only for its owner");
  });
});

describe("an anonymous draft in the portal", () => {
  it("opens with its id alone, privately, and says so", async () => {
    const { id, device } = await start();
    expect(await ownerOf(id)).toBeNull();
    expect((await saveProfile(id, device)).status).toBe(302);
    // Another device, another visitor: the id is the key.
    const page = await get(`/responsible-ai/assessment/${id}?section=profile`);
    expect(page.status).toBe(200);
    expectPrivate(page.headers, "page");
    expect(page.text).toContain("Anyone with it can see and change the answers.");
    expect((await get(`/responsible-ai/assessment-result/${id}`)).status).toBe(200);
    // A signed-in user who only looks leaves it anonymous.
    expect((await get(`/responsible-ai/assessment/${id}?section=profile`, ravi.cookie)).status).toBe(200);
    expect(await ownerOf(id)).toBeNull();
  });

  it("becomes a signed-in user's own when they save it, and is then theirs alone", async () => {
    const { id, device } = await start();
    expect((await saveProfile(id, device)).status).toBe(302);
    expect((await saveProfile(id, cookies(ravi.cookie, device))).status).toBe(302);
    expect(await ownerOf(id)).toBe(ravi.id);
    expect((await get(`/responsible-ai/assessment/${id}?section=profile`, ravi.cookie)).text).toContain(
      "This assessment is saved to your account.",
    );
    expect((await get(`/responsible-ai/assessment/${id}?section=profile`, device)).status).toBe(404);
    expect((await get(`/responsible-ai/assessment/${id}?section=profile`, asha.cookie)).status).toBe(404);
    expect((await get("/profile", ravi.cookie)).text).toContain(`/responsible-ai/assessment/${id}`);
  });
});
