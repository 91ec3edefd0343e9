import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY } from "../../api/accounts";
import { register, startAccountsApi, uniqueEmail } from "./accounts-helpers";

/** Small limits so the test proves a 429 without slowing the suite. */
let ctx: Awaited<ReturnType<typeof startAccountsApi>>;

beforeAll(async () => {
  process.env.PORTAL_API_SECRET = "limits-secret";
  ctx = await startAccountsApi(
    { AUTH_RATE_LIMIT_IP: "8", AUTH_RATE_LIMIT_ACCOUNT: "3", AUTH_RATE_LIMIT_RESET: "2", AUTH_RATE_LIMIT_WINDOW_S: "60" },
    { recaptchaSecret: "bot-secret", verifyBotToken: async (token, secret) => token === "human" && secret === "bot-secret" },
  );
});
afterAll(async () => {
  await ctx?.close();
});

describe("rate limits and the bot check", () => {
  it("sign-up needs a passing bot-check token when the bot check is configured", async () => {
    const body = { name: "Bot?", email: uniqueEmail(), password: "long enough password" };
    const missing = await ctx.api.post("/api/register", body);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.token).toEqual(["Please confirm you are not a robot."]);
    expect((await ctx.api.post("/api/register", { ...body, token: "robot" })).status).toBe(422);
    expect((await ctx.api.post("/api/register", { ...body, token: "human" })).status).toBe(202);
  });

  it("stops a guesser at one address after repeated wrong passwords, with Retry-After", async () => {
    // Registered through the portal secret so the per-address counter stays out of the way.
    const email = uniqueEmail();
    const reg = await fetch(`${ctx.api.baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Portal-Secret": "limits-secret", "X-Client-IP": "203.0.113.9" },
      body: JSON.stringify({ name: "Locked", email, password: "right password!", token: "human" }),
    });
    expect(reg.status).toBe(202);
    const attempt = (password: string) =>
      fetch(`${ctx.api.baseUrl}/api/oauth/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Portal-Secret": "limits-secret", "X-Client-IP": "203.0.113.10" },
        body: JSON.stringify({ username: email, password }),
      });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong password")).status).toBe(401);
    const locked = await attempt("right password!");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.json()).toEqual({ message: TOO_MANY });
  });

  it("sends at most the configured number of reset mails per account, answering the same", async () => {
    const email = uniqueEmail();
    await fetch(`${ctx.api.baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Portal-Secret": "limits-secret", "X-Client-IP": "203.0.113.11" },
      body: JSON.stringify({ name: "Resetter", email, password: "right password!", token: "human" }),
    });
    const ask = () =>
      fetch(`${ctx.api.baseUrl}/api/password/forgot`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Portal-Secret": "limits-secret", "X-Client-IP": "203.0.113.12" },
        body: JSON.stringify({ email }),
      });
    for (let i = 0; i < 4; i++) expect((await ask()).status).toBe(202);
    // The limit is applied before any mail is queued: once two reset mails are out, no more follow.
    const resets = () => ctx.mails().filter((m) => m.to === email && /Reset your/.test(m.subject));
    await ctx.mailed(() => resets().length >= 2);
    expect(resets()).toHaveLength(2);
  });

  it("answers 429 past the per-address limit on sign-in, sign-up and reset", async () => {
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      const which = i % 3;
      const res =
        which === 0
          ? await ctx.api.post("/api/oauth/token", { username: uniqueEmail(), password: "whatever you like" })
          : which === 1
            ? await ctx.api.post("/api/password/forgot", { email: uniqueEmail() })
            : await ctx.api.post("/api/register", { name: "X", email: uniqueEmail(), password: "long enough password", token: "human" });
      last = res.status;
      if (res.status === 429) {
        expect(res.body).toEqual({ message: TOO_MANY });
        expect(res.headers.get("retry-after")).toBeTruthy();
      }
    }
    expect(last).toBe(429);
    // Another visitor, as the portal reports it, is not held back.
    const other = await fetch(`${ctx.api.baseUrl}/api/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Portal-Secret": "limits-secret", "X-Client-IP": "198.51.100.1" },
      body: JSON.stringify({ username: uniqueEmail(), password: "whatever you like" }),
    });
    expect(other.status).toBe(401);
    void register;
  });
});
