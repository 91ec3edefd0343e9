import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as service from "../../api/assessment/service";
import { AssessmentResponse } from "../../contract";
import { startTestApi, type TestApi } from "../api/harness";

/**
 * A signed-in user's draft is theirs alone (docs/decisions/0091): to anyone else, anonymous or
 * another user, every call on it answers exactly as for an id never stored. Anonymous drafts keep
 * their id as the key; a signed-in user who saves one takes it.
 */
let api: TestApi;
let asha: { id: number; token: string };
let ravi: { id: number; token: string };

beforeAll(async () => {
  api = await startTestApi({ seed: false, writeLimits: { perAddress: 1000, perUser: 1000 } });
  asha = await api.createUser({ name: "Asha" });
  ravi = await api.createUser({ name: "Ravi" });
});
afterAll(async () => {
  await api?.close();
});

const UNKNOWN = "AAAAAAAAAAAAAAAAAAAAAA";

async function draft(token?: string): Promise<string> {
  const res = await api.post("/api/web/assessment", {}, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}
const save = (id: string, answers: Record<string, unknown>, token?: string, submit?: boolean) =>
  api.post(`/api/web/assessment/${id}/answers`, { answers, submit }, { token });
const read = (id: string, token?: string) => api.get(`/api/web/assessment/${id}`, { token });

/** Every call on a draft, as `token`'s user (or anonymously) makes it: its status and body. */
async function everyCall(id: string, token?: string) {
  const calls = {
    read: () => read(id, token),
    result: () => api.get(`/api/web/assessment/${id}/result`, { token }),
    resultHi: () => api.get(`/api/web/assessment/${id}/result?lang=hi`, { token }),
    export: () => api.get(`/api/web/assessment/${id}/export`, { token }),
    save: () => save(id, { sector: "finance" }, token),
    submit: () => save(id, {}, token, true),
    share: () => api.post(`/api/web/assessment/${id}/share`, {}, { token }),
    revoke: () => api.post(`/api/web/assessment/${id}/revoke`, {}, { token }),
    delete: () => api.post(`/api/web/assessment/${id}/delete`, {}, { token }),
  };
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const [name, call] of Object.entries(calls)) {
    const { status, body } = await call();
    out[name] = { status, body };
  }
  return out;
}

describe("a signed-in owner's assessment draft", () => {
  it("is not there for an anonymous caller, another user or a stale token: the same answers as an id never stored", async () => {
    const id = await draft(asha.token);
    expect((await save(id, { sector: "health" }, asha.token)).status).toBe(200);
    const unknown = await everyCall(UNKNOWN);
    expect(Object.values(unknown).every((answer) => answer.status === 404)).toBe(true);

    for (const token of [undefined, ravi.token, "not-a-live-token"]) {
      expect(await everyCall(id, token), token ?? "anonymous").toEqual(unknown);
    }

    // Nothing any of them tried changed it, and the owner still has it.
    const mine = await read(id, asha.token);
    expect(mine.status).toBe(200);
    expect(AssessmentResponse.parse(mine.body).data).toMatchObject({
      id,
      answers: { sector: "health" },
      share_id: null,
      submitted_at: null,
      owned: true,
    });
  });

  it("opens for its owner: read, change, submit, score, export, share, revoke and delete", async () => {
    const id = await draft(asha.token);
    expect((await read(id, asha.token)).body.data).toMatchObject({ id, owned: true });
    const saved = await save(id, { sector: "health", autonomy: "automatic" }, asha.token, true);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ answers: { sector: "health", autonomy: "automatic" }, owned: true });
    expect(saved.body.data.submitted_at).not.toBeNull();
    expect((await api.get(`/api/web/assessment/${id}/result`, { token: asha.token })).status).toBe(200);
    expect((await api.get(`/api/web/assessment/${id}/export`, { token: asha.token })).body).toMatchObject({
      answers: { sector: "health" },
    });

    const shared = await api.post(`/api/web/assessment/${id}/share`, {}, { token: asha.token });
    const shareId = shared.body.data.share_id as string;
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The share link is the owner's choice to let anyone read the result, and only read it.
    expect((await api.get(`/api/web/shared-assessment/${shareId}/result`)).status).toBe(200);
    expect((await api.post(`/api/web/assessment/${id}/revoke`, {}, { token: asha.token })).body.data.share_id).toBeNull();
    expect((await api.get(`/api/web/shared-assessment/${shareId}/result`)).status).toBe(404);

    expect((await api.post(`/api/web/assessment/${id}/delete`, {}, { token: asha.token })).status).toBe(200);
    expect((await read(id, asha.token)).status).toBe(404);
  });

  it("imported by a signed-in user is theirs too", async () => {
    const imported = await api.post(
      "/api/web/assessment/import",
      { format: "indiaai-rai-assessment", version: "2026-11", answers: { sector: "health" } },
      { token: asha.token },
    );
    expect(imported.status).toBe(201);
    expect(imported.body.data.owned).toBe(true);
    expect((await read(imported.body.data.id)).status).toBe(404);
    expect((await read(imported.body.data.id, ravi.token)).status).toBe(404);
    expect((await read(imported.body.data.id, asha.token)).status).toBe(200);
  });
});

describe("an anonymous draft", () => {
  it("still opens for whoever holds its id, signed in or not, and reading it takes nothing", async () => {
    const id = await draft();
    expect((await save(id, { sector: "health" })).body.data).toMatchObject({ answers: { sector: "health" }, owned: false });
    expect((await read(id)).body.data).toMatchObject({ answers: { sector: "health" }, owned: false });
    // A signed-in user who only reads, scores, exports or shares it leaves it anonymous.
    expect((await read(id, ravi.token)).status).toBe(200);
    expect((await api.get(`/api/web/assessment/${id}/result`, { token: ravi.token })).status).toBe(200);
    expect((await api.get(`/api/web/assessment/${id}/export`, { token: ravi.token })).status).toBe(200);
    expect((await api.post(`/api/web/assessment/${id}/share`, {}, { token: ravi.token })).body.data.owned).toBe(false);
    expect((await api.post(`/api/web/assessment/${id}/revoke`, {})).status).toBe(200);
    expect((await api.get(`/api/web/assessment/${id}/result`)).status).toBe(200);
    expect((await api.post(`/api/web/assessment/${id}/delete`, {})).status).toBe(200);
    expect((await read(id)).status).toBe(404);
  });

  it("becomes a signed-in user's own when they save it: then it is theirs alone, and on their list", async () => {
    const id = await draft();
    await save(id, { sector: "health" });
    const taken = await save(id, { autonomy: "automatic" }, asha.token);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ answers: { sector: "health", autonomy: "automatic" }, owned: true });
    expect((await read(id)).status).toBe(404);
    expect((await read(id, ravi.token)).status).toBe(404);
    expect((await save(id, { sector: "finance" }, ravi.token)).status).toBe(404);
    expect((await api.post(`/api/web/assessment/${id}/delete`, {})).status).toBe(404);
    expect((await read(id, asha.token)).body.data.answers).toEqual({ sector: "health", autonomy: "automatic" });
    const list = await api.get("/api/web/user/assessments", { token: asha.token });
    expect(list.body.data.map((a: { id: string }) => a.id)).toContain(id);
  });

  it("taken by a signed-in user between another caller's read and write is not changed by that write", async () => {
    const id = await draft();
    const seenAnonymously = await service.load(api.db, id, null);
    const seenByRavi = await service.load(api.db, id, ravi.id);
    await service.saveAnswers(api.db, await service.load(api.db, id, asha.id), asha.id, { answers: { sector: "health" } });
    await expect(service.saveAnswers(api.db, seenAnonymously, null, { answers: { sector: "finance" } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.saveAnswers(api.db, seenByRavi, ravi.id, { answers: { sector: "finance" } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.setSharing(api.db, seenAnonymously, null, true)).rejects.toMatchObject({ status: 404 });
    await expect(service.remove(api.db, seenByRavi, ravi.id)).rejects.toMatchObject({ status: 404 });
    const row = await api.db
      .selectFrom("assessments")
      .select(["user_id", "answers", "share_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: asha.id, answers: JSON.stringify({ sector: "health" }), share_id: null });
  });
});
