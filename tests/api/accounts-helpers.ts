import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMailer, type Mailer } from "../../api/mail";
import { startTestApi, type TestApi } from "./harness";

/** An API for account tests, its outbox folder, and helpers to read the mail it sent. */
export async function startAccountsApi(env: Record<string, string> = {}, options: Parameters<typeof startTestApi>[0] = {}) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "accounts-outbox-"));
  const saved: Record<string, string | undefined> = {};
  const all = { OUTBOX_DIR: outbox, SMTP_URL: "", PUBLIC_ORIGIN: "http://portal.test", ...env };
  for (const [k, v] of Object.entries(all)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  // The real outbox mailer, and after each message is written the waiters look again: tests
  // await the mail instead of polling the folder.
  const outboxMailer = createMailer({ outboxDir: outbox, logger: { info() {}, error() {} } }, { MAIL_FROM: process.env.MAIL_FROM });
  const waiters = new Set<() => void>();
  // While held (holdMail), a message waits: the mail server is slow; released with an error, it fails.
  let held: Promise<void> | null = null;
  const mailer: Mailer = {
    kind: outboxMailer.kind,
    async send(message) {
      await held;
      await outboxMailer.send(message);
      for (const wake of [...waiters]) wake();
    },
  };
  const api = await startTestApi({ seed: false, mailer, ...options });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  return {
    api,
    outbox,
    /** Holds every message until the returned function is called; called with an error, they fail with it. */
    holdMail(): (failure?: Error) => void {
      let release!: () => void;
      let fail!: (error: Error) => void;
      held = new Promise<void>((resolve, reject) => ((release = resolve), (fail = reject)));
      held.catch(() => undefined);
      return (failure) => {
        held = null;
        if (failure) fail(failure);
        else release();
      };
    },
    /** Messages written so far, oldest first. */
    mails(): Array<{ to: string; subject: string; text: string; html?: string }> {
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")));
    },
    /** Resolves with `check`'s value once it passes: now, or after a message the API sends (background mail). */
    mailed<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
      const now = check();
      if (now) return Promise.resolve(now);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error("no such mail in time"));
        }, timeoutMs);
        function wake() {
          const value = check();
          if (!value) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(value);
        }
        waiters.add(wake);
      });
    },
    async close() {
      await api.close();
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

export async function register(api: TestApi, fields: Partial<{ name: string; email: string; password: string }> = {}) {
  const body = { name: "Asha Rao", email: uniqueEmail(), password: "correct horse battery", ...fields };
  const res = await api.post("/api/register", body);
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Sign-up answers no token (the same answer for a registered address): sign in like the visitor.
  const signedIn = await api.post("/api/oauth/token", { username: body.email, password: body.password });
  if (signedIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { ...body, token: signedIn.body.access_token as string, user: signedIn.body.user };
}
