import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
  const api = await startTestApi({ seed: false, ...options });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  return {
    api,
    outbox,
    /** Messages written so far, oldest first. */
    mails(): Array<{ to: string; subject: string; text: string; html?: string }> {
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")));
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

/** Wait until `check` passes (background mail). */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}
