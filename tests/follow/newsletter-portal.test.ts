/**
 * The newsletter journey through the production portal server in front of the real API: the
 * signup form without JavaScript, the confirmation and unsubscribe pages, and the one-click
 * unsubscribe a mail program posts from its own server (RFC 8058).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp, type ApiApp } from "../../api/main/app";
import type { MailMessage } from "../../api/mail";
import { startPortalAt, type Portal } from "../faults/portal-harness";

const sent: MailMessage[] = [];
let api: ApiApp;
let apiServer: http.Server;
let portal: Portal;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "follow-portal-"));
  api = createApiApp({
    sqlitePath: path.join(dir, "portal.sqlite"),
    databaseUrl: "",
    seed: true,
    recaptchaSecret: "",
    publicOrigin: "https://portal.example",
    mailer: { kind: "outbox", send: async (message) => void sent.push(message) },
  });
  await api.ready;
  apiServer = http.createServer(express().use("/api", api.app));
  await new Promise<void>((r) => apiServer.listen(0, "127.0.0.1", r));
  portal = await startPortalAt(`http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`);
}, 240_000);

afterAll(async () => {
  await portal?.close(100);
  apiServer?.closeAllConnections();
  await new Promise<void>((r) => (apiServer ? apiServer.close(() => r()) : r()));
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The portal address (path and query) of the first link in the mail to `to` that contains `part`. */
function linkTo(to: string, part: string): string {
  const mail = sent.filter((m) => m.to === to).at(-1);
  const url = mail?.text.split(/\s+/).find((w) => w.startsWith("https://portal.example/") && w.includes(part));
  if (!url) throw new Error(`no ${part} link in the mail to ${to}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}
const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });
const page = async (url: string, init?: RequestInit) => {
  const res = await fetch(`${portal.url}${url}`, init);
  return { status: res.status, html: await res.text() };
};
const subscribed = (email: string) =>
  api.db.selectFrom("newsletter_subscribers").select("status").where("email", "=", email).executeTakeFirst();

describe("the newsletter through the portal", () => {
  it("a visitor without JavaScript subscribes, confirms with the mailed link once, and is told to check the inbox", async () => {
    const email = "portal-reader@example.test";
    const thanks = await page("/newsletter", form({ email }));
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain("Please check your inbox");
    expect((await subscribed(email))?.status).toBe("pending");

    const confirmUrl = linkTo(email, "/newsletter/confirm?");
    const shown = await page(confirmUrl);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Confirm subscription");
    expect((await subscribed(email))?.status).toBe("pending");
    const done = await page(confirmUrl, form({}));
    expect(done.html).toContain("Your subscription is confirmed");
    expect((await subscribed(email))?.status).toBe("confirmed");
    const again = await page(confirmUrl, form({}));
    expect(again.status).toBe(400);
    expect(again.html).toContain("already been used");
  });

  it("a mail program's one-click POST unsubscribes without a session or a same-origin header", async () => {
    const email = "one-click@example.test";
    await page("/newsletter", form({ email }));
    const unsubscribeUrl = linkTo(email, "/unsubscribe?");
    const res = await fetch(`${portal.url}${unsubscribeUrl}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await subscribed(email)).toBeUndefined();
    // Only that page: another form posted from another site is still refused.
    const elsewhere = await fetch(`${portal.url}/newsletter`, {
      method: "POST",
      headers: { Origin: "https://mail.example" },
      body: new URLSearchParams({ email }),
    });
    expect(elsewhere.status).toBe(403);
  });

  it("a forged unsubscribe link gets the page's clear 400, in Hindi under /hi", async () => {
    const forged = await page("/hi/unsubscribe?token=newsletter-1.forged", form({}));
    expect(forged.status).toBe(400);
    expect(forged.html).toContain("यह लिंक मान्य नहीं है");
    const missing = await page("/unsubscribe");
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("This link is not valid");
  });
});
