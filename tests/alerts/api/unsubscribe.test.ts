import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAllJobs } from "../../../api/main/all-jobs";
import { runDueJobs } from "../../../api/jobs";
import { dialect, startTestApi, type TestApi } from "../../api/harness";
import { ORIGIN, minutes, publish, recordingMailer } from "../../jobs/api/setup";

const SECRET = "alerts-unsubscribe-test-secret";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, mailLinkSecret: SECRET });
  registerAllJobs();
});
afterAll(async () => {
  await api?.close();
});

describe(`the unsubscribe link of an alert digest (${dialect})`, () => {
  it("turns that saved search's alert off, without a sign-in, and no digest follows", async () => {
    const { token } = await api.createUser();
    const created = await api.post(
      "/api/web/saved-searches",
      { name: "Quantum", queryData: { searchText: "quantum" }, alert: "daily" },
      { token },
    );
    const other = await api.post(
      "/api/web/saved-searches",
      { name: "Chips", queryData: { searchText: "semiconductor" }, alert: "daily" },
      { token },
    );
    const savedAt = new Date(created.body.data.created_at);
    await publish(api.db, "quantum-mission", "Quantum", minutes(savedAt, 1));
    const mailer = recordingMailer();
    const run = (now: Date) => runDueJobs({ db: api.db, mailer, origin: ORIGIN, linkSecret: SECRET, now: () => now });
    await run(minutes(savedAt, 24 * 60));
    expect(mailer.sent).toHaveLength(1);
    const link = new URL(mailer.sent[0].headers!["List-Unsubscribe"].slice(1, -1));
    expect(link.pathname).toBe("/unsubscribe");

    const res = await api.post("/api/web/unsubscribe", { token: link.searchParams.get("token") });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe("alert");
    const list = await api.get("/api/web/saved-searches", { token });
    const alerts = Object.fromEntries(list.body.data.map((s: { id: number; alert: string }) => [s.id, s.alert]));
    expect(alerts).toEqual({ [created.body.data.id]: "none", [other.body.data.id]: "daily" });

    await publish(api.db, "quantum-labs", "Quantum", minutes(savedAt, 25 * 60));
    await run(minutes(savedAt, 48 * 60));
    expect(mailer.sent).toHaveLength(1);
  });
});
