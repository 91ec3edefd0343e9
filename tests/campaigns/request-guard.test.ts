/**
 * The consultation form is the one page besides the assessment import that takes a file, with a
 * body limit of its own; every other form still refuses files and large bodies. Production
 * server, real API on SQLite, attachments in a temporary DATA_DIR.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { rawRequest } from "../support/raw-http";

const FEEDBACK = "/consultation/public-consultation-feedback/feedback";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campaigns-guard-"));

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from("--b--\r\n"));
  return { headers: { "Content-Type": "multipart/form-data; boundary=b" }, body: Buffer.concat(parts) };
}

const fields = { name: "Asha Rao", email: "asha@example.test", "comments.scope": "Include vendors." };
const pdf = (size = 0) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size)]);

describe("file uploads through the portal", () => {
  let api: RealApi;
  let portal: Portal;

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    api = await startRealApi();
    portal = await startPortalAt(api.url);
  });
  afterAll(async () => {
    await portal?.close(200);
    await api?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("consultation feedback with a PDF goes through to the confirmation with its reference", async () => {
    const r = await rawRequest(portal.url, "POST", FEEDBACK, multipart(fields, { name: "notes.pdf", bytes: pdf() }));
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/^\/consultation\/public-consultation-feedback\/submitted\?ref=PC-\d{4}-\d{6}$/);
    expect(fs.readdirSync(path.join(dataDir, "consultation-attachments"))).toHaveLength(1);
  });

  it("a file a little over 5 MB gets the form back with the message, not an error page", async () => {
    const r = await rawRequest(portal.url, "POST", FEEDBACK, multipart(fields, { name: "big.pdf", bytes: pdf(6 * 1024 * 1024) }));
    expect(r.status).toBe(400);
    expect(r.body).toContain("The attachment must be 5 MB or smaller");
    expect(r.body).toContain('value="Asha Rao"');
  });

  it("other forms still refuse files and bodies over 1 MB", async () => {
    expect(
      (await rawRequest(portal.url, "POST", "/feedback", multipart({ category: "other", message: "Hi" }, { name: "x.pdf", bytes: pdf() })))
        .status,
    ).toBe(400);
    expect(
      (await rawRequest(portal.url, "POST", "/feedback", multipart({ category: "other", message: "x".repeat(2 * 1024 * 1024) }))).status,
    ).toBe(413);
  });
});
