import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHORING_MESSAGES, EditorialAuditResponse, EditorialItemResponse, type AuditEntry } from "../../../contract";
import { startTestApi } from "../../api/harness";
import { startAuthoringApi, submit, type AuthoringApi } from "./helpers";

/**
 * "Four eyes" on the editorial desk (decision 0123): with EDITORIAL_FOUR_EYES on (the default) an
 * editor cannot approve what they wrote; off (a one-person desk) they can, and the audit entry
 * says so. Runs on SQLite and PostgreSQL (npm run test:pg takes tests/authoring/api).
 */

type Person = Awaited<ReturnType<AuthoringApi["user"]>>;

/** An API with four eyes as set by `env`, two editors and an admin. */
async function desk(env: Record<string, string>) {
  const t = await startAuthoringApi(env);
  const people = {
    ekta: await t.user("editor", "Editor Ekta"),
    farid: await t.user("editor", "Editor Farid"),
    asha: await t.user("admin", "Admin Asha"),
  };
  let n = 0;
  /** An article `author` wrote and submitted. */
  async function written(author: Person, title = `Rainfall nowcasting, part ${++n}`) {
    return t.create(author.token, "article", submit("article", title));
  }
  async function audit(query: string): Promise<AuditEntry[]> {
    const res = await t.call("GET", `/api/editorial/audit?${query}`, undefined, people.farid.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EditorialAuditResponse.parse(res.body).data.items;
  }
  async function view(id: number, as: Person) {
    const res = await t.call("GET", `/api/editorial/items/${id}`, undefined, as.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EditorialItemResponse.parse(res.body).data;
  }
  return { t, ...people, written, audit, view };
}

describe("four eyes on (the default)", () => {
  let d: Awaited<ReturnType<typeof desk>>;
  beforeAll(async () => {
    // Unset: the default applies.
    d = await desk({ EDITORIAL_FOUR_EYES: "" });
  });
  afterAll(async () => {
    await d?.t.close();
  });

  it.each(["ekta", "asha"] as const)("refuses %s's approval of their own submission with a 403, and changes nothing", async (who) => {
    const author = d[who];
    const item = await d.written(author);
    const refused = await d.t.decide(author.token, item.id, "approve");
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.message).toBe(AUTHORING_MESSAGES.ownSubmission);
    expect(refused.body.message).toBe("Another editor must approve this: you wrote it.");
    const after = await d.view(item.id, author);
    expect(after.item).toMatchObject({ status: "submitted", published_url: null });
    expect(after.history.map((e) => e.action)).toEqual(["submit"]);
    expect((await d.t.api.get(`/api/web/collections/2/${item.slug}`)).status).toBe(404);
  });

  it("refuses it in review too, after the author started the review", async () => {
    const item = await d.written(d.ekta);
    expect((await d.t.decide(d.ekta.token, item.id, "start_review")).status).toBe(200);
    const refused = await d.t.decide(d.ekta.token, item.id, "approve");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTHORING_MESSAGES.ownSubmission);
    expect((await d.view(item.id, d.ekta)).item.status).toBe("in_review");
  });

  it("lets the author send their own submission back or reject it", async () => {
    const first = await d.written(d.ekta);
    const back = await d.t.decide(d.ekta.token, first.id, "request_changes", "I will add the station data first.");
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.status).toBe("changes_requested");
    const second = await d.written(d.ekta);
    const rejected = await d.t.decide(d.ekta.token, second.id, "reject", "Duplicate of my earlier piece.");
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data.status).toBe("rejected");
  });

  it("another editor approves it as before, and the entry is no self-approval", async () => {
    const item = await d.written(d.ekta);
    const approved = await d.t.decide(d.farid.token, item.id, "approve");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe("published");
    expect((await d.t.api.get(`/api/web/collections/2/${item.slug}`)).status).toBe(200);
    const [entry] = await d.audit(`item_id=${item.id}`);
    expect(entry).toMatchObject({ action: "approve", actor: { id: d.farid.id }, self_approved: false });
    expect(await d.audit("self_approved=true")).toEqual([]);
  });

  it("tells the desk that approving one's own submission is refused, and only to its author", async () => {
    const item = await d.written(d.ekta);
    expect((await d.view(item.id, d.ekta)).self_approval).toBe("refused");
    expect((await d.view(item.id, d.farid)).self_approval).toBeNull();
  });
});

describe("four eyes off (a one-person desk)", () => {
  let d: Awaited<ReturnType<typeof desk>>;
  beforeAll(async () => {
    d = await desk({ EDITORIAL_FOUR_EYES: "false" });
  });
  afterAll(async () => {
    await d?.t.close();
  });

  it("lets an editor approve their own submission and records it as a self-approval with four eyes off", async () => {
    const item = await d.written(d.ekta);
    expect((await d.view(item.id, d.ekta)).self_approval).toBe("allowed");
    const approved = await d.t.decide(d.ekta.token, item.id, "approve");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe("published");
    expect((await d.t.api.get(`/api/web/collections/2/${item.slug}`)).status).toBe(200);

    const [entry] = await d.audit(`item_id=${item.id}`);
    expect(entry).toMatchObject({
      action: "approve",
      actor: { id: d.ekta.id },
      from_status: "submitted",
      to_status: "published",
      self_approved: true,
    });
    // Found later, in the whole log, by the filter.
    const found = await d.audit("self_approved=true");
    expect(found.map((e) => [e.item_id, e.action, e.actor?.id])).toEqual([[item.id, "approve", d.ekta.id]]);
    const row = await d.t.api.db.selectFrom("editorial_audit").select("self_approved").where("id", "=", entry.id).executeTakeFirstOrThrow();
    expect(Number(row.self_approved)).toBe(1);
  });

  it("another editor's approval is unaffected and is no self-approval", async () => {
    const item = await d.written(d.ekta);
    expect((await d.view(item.id, d.farid)).self_approval).toBeNull();
    const approved = await d.t.decide(d.farid.token, item.id, "approve");
    expect(approved.status).toBe(200);
    const [entry] = await d.audit(`item_id=${item.id}`);
    expect(entry).toMatchObject({ action: "approve", actor: { id: d.farid.id }, self_approved: false });
    expect((await d.audit("self_approved=true")).map((e) => e.item_id)).not.toContain(item.id);
    // Only approvals are self-approvals: the author's own rejection is not one.
    const other = await d.written(d.ekta);
    expect((await d.t.decide(d.ekta.token, other.id, "reject", "Not ready.")).status).toBe(200);
    expect((await d.audit(`item_id=${other.id}`))[0]).toMatchObject({ action: "reject", self_approved: false });
  });
});

describe("the setting at start", () => {
  it.each([
    ["", "info", true],
    ["false", "warn", false],
  ] as const)("EDITORIAL_FOUR_EYES=%j is logged once, at %s", async (value, level, on) => {
    const lines: Array<{ level: string; obj: unknown; msg?: string }> = [];
    const logger = {
      info: (obj: unknown, msg?: string) => lines.push({ level: "info", obj, msg }),
      warn: (obj: unknown, msg?: string) => lines.push({ level: "warn", obj, msg }),
      error: (obj: unknown, msg?: string) => lines.push({ level: "error", obj, msg }),
    };
    const saved = process.env.EDITORIAL_FOUR_EYES;
    process.env.EDITORIAL_FOUR_EYES = value;
    const api = await startTestApi({ seed: false, logger }).finally(() => {
      if (saved === undefined) delete process.env.EDITORIAL_FOUR_EYES;
      else process.env.EDITORIAL_FOUR_EYES = saved;
    });
    try {
      await api.get("/api/healthz");
      const said = lines.filter((l) => typeof l.msg === "string" && l.msg.includes("EDITORIAL_FOUR_EYES"));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ level, obj: { editorialFourEyes: on } });
    } finally {
      await api.close();
    }
  });
});
