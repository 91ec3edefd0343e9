import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "../../../config/env";
import type { MailMessage, Mailer } from "../../../api/mail";
import { startTestApi, type TestApi } from "../../api/harness";

/**
 * The API over a fresh seeded database with a clock the test moves, a mailer that keeps what it
 * sends, and DATA_DIR in a temporary folder (attachments land there).
 */
export async function startCampaignsApi(writeLimits = { perAddress: 1000, perUser: 1000, windowMs: 60_000 }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campaigns-data-"));
  const mails: MailMessage[] = [];
  /** While set, a mail waits for it (a slow mail server). */
  let held: Promise<void> | null = null;
  const mailer: Mailer = {
    kind: "outbox",
    send: async (m) => {
      await held;
      mails.push(m);
    },
  };
  const clock = { now: new Date() };
  const api: TestApi = await startTestApi({
    env: parseEnv({ ...process.env, DATA_DIR: dataDir }),
    mailer,
    now: () => clock.now,
    writeLimits,
  });
  return {
    api,
    mails,
    /** Holds every mail until the returned function is called. */
    holdMail() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    clock,
    dataDir,
    async moderatorToken() {
      const user = await api.createUser({ name: "Editor" });
      await api.db.updateTable("users").set({ role: "moderator" }).where("id", "=", user.id).execute();
      return user.token;
    },
    async close() {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A minimal PDF, a DOCX-shaped ZIP, an ODT-shaped ZIP and a PNG, as bytes. */
export const samples = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  odt: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(26), Buffer.from("mimetypeapplication/vnd.oasis.opendocument.text")]),
  docx: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(26), Buffer.from("[Content_Types].xml ... word/document.xml")]),
  png: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
};

export const b64 = (bytes: Buffer) => bytes.toString("base64");
