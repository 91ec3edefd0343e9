import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsApi, uniqueEmail } from "./accounts-helpers";

/** Account mail in the language of the call (`?lang=hi`), through the real outbox mailer. */

let ctx: Awaited<ReturnType<typeof startAccountsApi>>;
const api = () => ctx.api;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORDS = /\b(?!IndiaAI\b)[A-Za-z]{3,}\b/;

beforeAll(async () => {
  ctx = await startAccountsApi({ AUTH_RATE_LIMIT_IP: "0" });
});
afterAll(async () => {
  await ctx?.close();
});

/** Subject and text are Hindi: Devanagari, and no English word but the product name (links aside). */
function expectHindi(mail: { subject: string; text: string }) {
  const prose = mail.text.split("\n").filter((line) => !line.startsWith("http"));
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.subject).not.toMatch(LATIN_WORDS);
  expect(prose.join("\n")).toMatch(DEVANAGARI);
  expect(prose.join("\n")).not.toMatch(LATIN_WORDS);
}

async function signUp(email: string, lang: string | null = "hi") {
  const res = await api().post(`/api/register${lang ? `?lang=${lang}` : ""}`, {
    name: "आशा राव",
    email,
    password: "correct horse battery",
  });
  expect(res.status).toBe(202);
}
const mailTo = (email: string, subject: RegExp) => ctx.mailed(() => ctx.mails().find((m) => m.to === email && subject.test(m.subject)));

describe("e-mails in Hindi", () => {
  it("a sign-up in Hindi is welcomed in Hindi with a link to the Hindi sign-in page", async () => {
    const email = uniqueEmail("hindi-welcome");
    await signUp(email);
    const mail = await mailTo(email, /खाता तैयार/);
    expectHindi(mail);
    expect(mail.text).toContain("नमस्ते आशा राव,");
    expect(mail.text).toContain("http://portal.test/hi/signin-email");
  });

  it("a second sign-up with the same address warns the owner in Hindi", async () => {
    const email = uniqueEmail("hindi-twice");
    await signUp(email, "en");
    await signUp(email);
    const mail = await mailTo(email, /प्रयास/);
    expectHindi(mail);
    expect(mail.text).toContain("http://portal.test/hi/forgot-password");
  });

  it("a password reset asked in Hindi mails a Hindi link and text, and the change is confirmed in Hindi", async () => {
    const email = uniqueEmail("hindi-reset");
    await signUp(email, "en");
    expect((await api().post("/api/password/forgot?lang=hi", { email })).status).toBe(202);
    const mail = await mailTo(email, /रीसेट/);
    expectHindi(mail);
    expect(mail.html).toContain("अपना पासवर्ड रीसेट करें</a>");
    const link = /http:\/\/portal\.test\/hi\/reset-password\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    expect((await api().post("/api/password/reset?lang=hi", { token, password: "a whole new password" })).status).toBe(200);
    expectHindi(await mailTo(email, /बदल दिया गया/));
  });

  it("without lang the mail stays English", async () => {
    const email = uniqueEmail("english");
    await signUp(email, null);
    const mail = await mailTo(email, /account is ready/);
    expect(mail.text).toContain("Hello आशा राव,\n\nYour IndiaAI account was created.");
    expect(mail.text).toContain("http://portal.test/signin-email");
  });

  it("an unknown lang is refused with 422 before anything is sent", async () => {
    const email = uniqueEmail("klingon");
    const before = ctx.mails().length;
    const res = await api().post("/api/register?lang=tlh", { name: "X", email, password: "correct horse battery" });
    expect(res.status).toBe(422);
    expect(res.body.errors.lang).toBeDefined();
    expect((await api().post("/api/oauth/token", { username: email, password: "correct horse battery" })).status).toBe(401);
    expect(ctx.mails().length).toBe(before);
  });
});
