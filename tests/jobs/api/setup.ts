import { createApiApp, type ApiApp } from "../../../api/main/app";
import { createSavedSearch } from "../../../api/alerts/saved-searches";
import { registerAllJobs } from "../../../api/main/all-jobs";
import { openDb, type Db } from "../../../api/db";
import { runDueJobs, type RunnerOptions } from "../../../api/jobs";
import type { MailMessage, Mailer } from "../../../api/mail";
import { loadLinkSecret } from "../../../api/mail/link-secret";
import { insertTestUser } from "../../support/users";
import { addFixtures } from "../../api/fixtures";
import { createTestDatabase, type TestDatabase } from "../../api/harness";

export const ORIGIN = "http://portal.test";

/** A mailer that keeps what it sends, and fails the next `failures` sends first. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const mailer: Mailer & { sent: MailMessage[]; failNext(n: number): void } = {
    kind: "outbox",
    sent,
    failNext(n) {
      failures = n;
    },
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error("SMTP 451: try again later");
      }
      sent.push(message);
    },
  };
  return mailer;
}

export interface JobsWorld {
  db: Db;
  database: TestDatabase;
  api: ApiApp;
  /** The mailer of the API's own runner (api.startJobs). */
  serverMailer: ReturnType<typeof recordingMailer>;
  linkSecret: string;
  /** Another connection to the same database, as a second replica would have. */
  connect(): Db;
  runner(mailer: Mailer, overrides?: Partial<RunnerOptions>): (now: Date) => ReturnType<typeof runDueJobs>;
  close(): Promise<void>;
}

/** An empty migrated database (SQLite or the embedded PostgreSQL) with the alert jobs registered. */
export async function jobsWorld(): Promise<JobsWorld> {
  const database = await createTestDatabase({ from: "migrated" });
  const serverMailer = recordingMailer();
  const api = createApiApp({ ...database.options, seed: false, mailer: serverMailer });
  await api.ready;
  registerAllJobs();
  const linkSecret = await loadLinkSecret(api.db, undefined);
  const extra: Db[] = [];
  return {
    db: api.db,
    database,
    api,
    serverMailer,
    linkSecret,
    connect() {
      const { db } = openDb({ databaseUrl: database.options.databaseUrl ?? "", sqlitePath: database.options.sqlitePath ?? ":memory:" });
      extra.push(db);
      return db;
    },
    runner(mailer, overrides = {}) {
      return (now) => runDueJobs({ db: api.db, mailer, origin: ORIGIN, linkSecret, now: () => now, ...overrides });
    },
    async close() {
      for (const db of extra) await db.destroy();
      await api.close();
      await database.drop();
    },
  };
}

/** A user with a daily alert on the text `word`, saved at `savedAt`. */
export async function userWithDailyAlert(db: Db, word: string, savedAt: Date) {
  const user = await insertTestUser(db, { name: "Meera Iyer" });
  const saved = await createSavedSearch(
    db,
    user.id,
    { name: `News about ${word}`, queryData: savedQuery(word), alert: "daily", lang: "en" },
    savedAt,
  );
  return { user, saved };
}

export function savedQuery(word: string) {
  return {
    searchText: word,
    tagName: null,
    collectionTypes: [],
    is_brand: null,
    read_time: null,
    author_name: [],
    published_date: null,
    sort_by: 3 as const,
    tags: [],
  };
}

/** A published article with `word` in its title, published at `at`. */
export async function publish(db: Db, slug: string, word: string, at: Date) {
  const ids = await addFixtures(
    db,
    [],
    [{ collection_type: 2, title: `${word} in district hospitals`, slug, body: `<p>${word}</p>`, published_at: at.toISOString() }],
  );
  return ids[slug];
}

export const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);
