import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { digestKey } from "../../../api/alerts/digest";
import { enqueueJob, registerJob, runDueJobs } from "../../../api/jobs";
import { claimNextJob } from "../../../api/jobs/store";
import { createSavedSearch } from "../../../api/alerts/saved-searches";
import { insertTestUser } from "../../support/users";
import { dialect } from "../../api/harness";
import { jobsWorld, minutes, publish, recordingMailer, savedQuery, userWithDailyAlert, type JobsWorld, ORIGIN } from "./setup";

let world: JobsWorld;
beforeEach(async () => {
  world = await jobsWorld();
});
afterEach(async () => {
  await world?.close();
});

const saved = new Date("2026-11-23T10:00:00.000Z");

describe(`alert digests through the job runner (${dialect})`, () => {
  it("sends one digest with the new item's absolute link and a signed unsubscribe link", async () => {
    const { user } = await userWithDailyAlert(world.db, "vaccination", saved);
    await publish(world.db, "vaccination-drive", "Vaccination", minutes(saved, 30));
    const mailer = recordingMailer();
    const summary = await world.runner(mailer)(minutes(saved, 24 * 60));
    expect(summary.failed).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toContain("1 new item");
    expect(mail.text).toContain(`${ORIGIN}/article/vaccination-drive`);
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/unsubscribe\\?token=\\S+`));
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/portal\.test\/unsubscribe\?token=/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("writes the digest in the language the search was saved in, with links to the Hindi pages", async () => {
    const user = await insertTestUser(world.db, { name: "सुनीता" });
    await createSavedSearch(
      world.db,
      user.id,
      { name: "साइबर सुरक्षा", queryData: savedQuery("cybersecurity"), alert: "daily", lang: "hi" },
      saved,
    );
    await publish(world.db, "cybersecurity-guidelines", "Cybersecurity", minutes(saved, 10));
    const mailer = recordingMailer();
    await world.runner(mailer)(minutes(saved, 24 * 60));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].subject).toBe("आपकी सहेजी गई खोजों के लिए 1 नई सामग्री (दैनिक सूचना)");
    expect(mailer.sent[0].text).toContain("नमस्ते सुनीता,");
    expect(mailer.sent[0].text).toContain(`${ORIGIN}/hi/article/cybersecurity-guidelines`);
    expect(mailer.sent[0].headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/portal\.test\/hi\/unsubscribe\?token=/);
    expect(mailer.sent[0].html).toContain('<html lang="hi">');
  });

  it("sends nothing when nothing new matches, and only newer items the next day", async () => {
    await userWithDailyAlert(world.db, "agritech", saved);
    await publish(world.db, "old-agritech", "Agritech", minutes(saved, -60));
    const mailer = recordingMailer();
    const run = world.runner(mailer);
    await run(minutes(saved, 24 * 60));
    expect(mailer.sent).toHaveLength(0);
    await publish(world.db, "new-agritech", "Agritech", minutes(saved, 25 * 60));
    await run(minutes(saved, 48 * 60));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain("/article/new-agritech");
    expect(mailer.sent[0].text).not.toContain("/article/old-agritech");
  });

  it("two runners on the same database never send the same digest", async () => {
    await userWithDailyAlert(world.db, "fintech", saved);
    await publish(world.db, "fintech-sandbox", "Fintech", minutes(saved, 5));
    const mailer = recordingMailer();
    const now = minutes(saved, 24 * 60);
    // PostgreSQL: a second pool, as a second replica has. SQLite: replicas of one file are
    // processes of their own; two connections in this one process would wait on each other's
    // write lock synchronously (better-sqlite3's busy wait blocks the event loop the other needs
    // to commit), so the runners share the process's one connection, as overlapping passes would.
    const other = dialect === "sqlite" ? world.db : world.connect();
    const second = () =>
      runDueJobs({ db: other, mailer, origin: ORIGIN, linkSecret: world.linkSecret, now: () => now, workerId: "replica-b" });
    await Promise.all([
      world.runner(mailer, { workerId: "replica-a" })(now),
      second(),
      world.runner(mailer, { workerId: "replica-c" })(now),
      second(),
    ]);
    expect(mailer.sent).toHaveLength(1);
    const scheduled = await world.db.selectFrom("jobs").select("kind").where("kind", "=", "alerts-daily").execute();
    expect(scheduled).toHaveLength(1);
  });

  it("a digest whose runner crashed mid-send is sent by another runner once the lease runs out", async () => {
    const { user } = await userWithDailyAlert(world.db, "robotics", saved);
    await publish(world.db, "robotics-lab", "Robotics", minutes(saved, 5));
    const now = minutes(saved, 24 * 60);
    // The crashed runner had claimed this period's digest of the user and never finished it.
    const payload = { userId: user.id, frequency: "daily" as const, period: "2026-11-24" };
    await enqueueJob(world.db, { kind: "alert-digest", payload, runAt: now, uniqueKey: digestKey(payload) });
    expect((await claimNextJob(world.db, "crashed-runner", now, 5 * 60_000))?.kind).toBe("alert-digest");
    const mailer = recordingMailer();
    const run = world.runner(mailer);
    await run(minutes(now, 1));
    expect(mailer.sent).toHaveLength(0);
    await run(minutes(now, 6));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain("/article/robotics-lab");
    await run(minutes(now, 60));
    expect(mailer.sent).toHaveLength(1);
  });
});

describe(`the job runner itself (${dialect})`, () => {
  it("picks a crashed runner's job up only after its lease", async () => {
    const ran: string[] = [];
    registerJob("test-echo", async (payload) => {
      ran.push((payload as { word: string }).word);
    });
    const t0 = new Date("2026-11-24T00:00:00.000Z");
    await enqueueJob(world.db, { kind: "test-echo", payload: { word: "hello" }, runAt: t0 });
    const crashed = await claimNextJob(world.db, "crashed-runner", t0, 5 * 60_000);
    expect(crashed?.locked_by).toBe("crashed-runner");
    const run = world.runner(recordingMailer());
    await run(minutes(t0, 4));
    expect(ran).toEqual([]);
    await run(minutes(t0, 6));
    expect(ran).toEqual(["hello"]);
    const row = await world.db.selectFrom("jobs").selectAll().where("kind", "=", "test-echo").executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.done_at).not.toBeNull();
  });

  it("a mailer failure retries with back-off and then sends once", async () => {
    await userWithDailyAlert(world.db, "drones", saved);
    await publish(world.db, "drone-rules", "Drones", minutes(saved, 5));
    const mailer = recordingMailer();
    mailer.failNext(2);
    const run = world.runner(mailer, { retryBaseMs: 60_000 });
    const now = minutes(saved, 24 * 60);
    expect((await run(now)).retried).toBe(1);
    expect(mailer.sent).toHaveLength(0);
    // Not due before the first back-off (1 min) is over.
    expect((await run(minutes(now, 0.5))).retried).toBe(0);
    expect((await run(minutes(now, 1.1))).retried).toBe(1);
    // The second back-off is 2 minutes.
    expect((await run(minutes(now, 2))).done).toBe(0);
    expect((await run(minutes(now, 3.2))).done).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain("/article/drone-rules");
    await run(minutes(now, 60));
    expect(mailer.sent).toHaveLength(1);
    const digest = await world.db.selectFrom("alert_digests").selectAll().execute();
    expect(digest).toHaveLength(1);
    expect(digest[0].item_count).toBe(1);
  });

  it("gives a job up after its last attempt and keeps the error", async () => {
    registerJob(
      "test-broken",
      async () => {
        throw new Error("always broken");
      },
      { maxAttempts: 2 },
    );
    const t0 = new Date("2026-11-24T00:00:00.000Z");
    await enqueueJob(world.db, { kind: "test-broken", runAt: t0 });
    const run = world.runner(recordingMailer(), { retryBaseMs: 1000 });
    expect((await run(t0)).retried).toBe(1);
    expect((await run(minutes(t0, 1))).failed).toBe(1);
    const row = await world.db.selectFrom("jobs").selectAll().where("kind", "=", "test-broken").executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe("always broken");
  });

  it("the server's own runner sends what is due by itself, and close() waits for its pass", async () => {
    const { user } = await userWithDailyAlert(world.db, "telemedicine", new Date(Date.now() - 48 * 3_600_000));
    await publish(world.db, "telemedicine-rollout", "Telemedicine", new Date(Date.now() - 3_600_000));
    const sent = new Promise<void>((resolve) => {
      const send = world.serverMailer.send.bind(world.serverMailer);
      world.serverMailer.send = async (message) => {
        await send(message);
        resolve();
      };
    });
    world.api.startJobs({ intervalMs: 60_000 });
    await sent;
    expect(world.serverMailer.sent.map((m) => m.to)).toEqual([user.email]);
    expect(world.serverMailer.sent[0].text).toContain("/article/telemedicine-rollout");
  });
});
