import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY } from "../../api/accounts";
import { startAccountsApi, uniqueEmail } from "./accounts-helpers";

const SECRET = "throttle-secret";
const FAILURES = 3;
let plain: Awaited<ReturnType<typeof startAccountsApi>>;
let guarded: Awaited<ReturnType<typeof startAccountsApi>>;

const limits = { AUTH_RATE_LIMIT_IP: "1000", AUTH_RATE_LIMIT_ACCOUNT: String(FAILURES), AUTH_RATE_LIMIT_WINDOW_S: "600" };

beforeAll(async () => {
  plain = await startAccountsApi(limits, { portalSecret: SECRET });
  guarded = await startAccountsApi(limits, {
    portalSecret: SECRET,
    recaptchaSecret: "bot-secret",
    verifyBotToken: async (token) => token === "human",
  });
});
afterAll(async () => {
  await plain?.close();
  await guarded?.close();
});

type Ctx = typeof plain;

/** A call as the portal makes it: with the secret and the visitor's address. */
function asVisitor(ctx: Ctx, address: string, path: string, body: unknown, token?: string) {
  return fetch(`${ctx.api.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Portal-Secret": SECRET,
      "X-Client-IP": address,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function owner(ctx: Ctx) {
  const email = uniqueEmail("owner");
  const res = await asVisitor(ctx, "198.51.100.1", "/api/register", {
    name: "Owner",
    email,
    password: "the right password",
    token: "human",
  });
  expect(res.status).toBe(202);
  const signedIn = await asVisitor(ctx, "198.51.100.1", "/api/oauth/token", { username: email, password: "the right password" });
  return { email, token: ((await signedIn.json()) as { access_token: string }).access_token };
}

describe("sign-in throttling cannot be turned into a lockout of the owner", () => {
  it("lets the owner sign in at once from an address it signed in from, after ten failures from other addresses", async () => {
    const { email } = await owner(plain);
    for (let n = 0; n < 10; n++) {
      // Checked (401) or, past the free allowance, told to wait (429): the account's back-off,
      // whose timing tests/api/sign-in-back-off.test.ts tries on a clock of its own.
      const status = (await asVisitor(plain, `203.0.113.${n + 1}`, "/api/oauth/token", { username: email, password: "a wrong guess" }))
        .status;
      expect([401, 429]).toContain(status);
    }
    expect((await asVisitor(plain, "198.51.100.1", "/api/oauth/token", { username: email, password: "the right password" })).status).toBe(
      200,
    );
  });

  it("answers a guesser at one address 429 with Retry-After, even for the right password", async () => {
    const { email } = await owner(plain);
    for (let n = 0; n < FAILURES; n++) {
      expect((await asVisitor(plain, "203.0.113.99", "/api/oauth/token", { username: email, password: "a wrong guess" })).status).toBe(401);
    }
    const refused = await asVisitor(plain, "203.0.113.99", "/api/oauth/token", { username: email, password: "the right password" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: TOO_MANY });
  });

  it("asks for the bot check after repeated failures when one is configured, and signs in the owner who passes it", async () => {
    const { email } = await owner(guarded);
    for (let n = 0; n < FAILURES; n++) {
      expect(
        (
          await asVisitor(guarded, `203.0.113.${n + 20}`, "/api/oauth/token", {
            username: email,
            password: "a wrong guess",
            token: "human",
          })
        ).status,
      ).toBe(401);
    }
    const asked = await asVisitor(guarded, "192.0.2.60", "/api/oauth/token", { username: email, password: "the right password" });
    expect(asked.status).toBe(422);
    expect(((await asked.json()) as { errors: Record<string, string[]> }).errors.token).toEqual(["Please confirm you are not a robot."]);
    const passed = await asVisitor(guarded, "192.0.2.60", "/api/oauth/token", {
      username: email,
      password: "the right password",
      token: "human",
    });
    expect(passed.status).toBe(200);
  });
});

describe("current-password guesses", () => {
  it("answers 429 with Retry-After to repeated wrong current passwords on /api/user/password", async () => {
    const { token } = await owner(plain);
    const change = (current: string) =>
      asVisitor(plain, "203.0.113.200", "/api/user/password", { current_password: current, password: "a brand new password" }, token);
    for (let n = 0; n < FAILURES; n++) expect((await change("not my password")).status).toBe(422);
    const refused = await change("the right password");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the client address", () => {
  it("ignores X-Client-IP without the portal secret, so a caller cannot pick a fresh address per guess", async () => {
    const { email } = await owner(plain);
    const guess = (n: number) =>
      fetch(`${plain.api.baseUrl}/api/oauth/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Client-IP": `203.0.113.${n}` },
        body: JSON.stringify({ username: email, password: "a wrong guess" }),
      });
    for (let n = 0; n < FAILURES; n++) expect((await guess(n)).status).toBe(401);
    expect((await guess(FAILURES)).status).toBe(429);
  });
});
