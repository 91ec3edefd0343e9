/**
 * The per-account sign-in back-off (api/accounts/sign-in-throttle.ts, decision 0122), against the
 * real API over HTTP. The API's clock is this file's: time moves only when a test moves it, so
 * waits of seconds cost nothing and nothing depends on how fast the machine is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWait, TOO_MANY } from "../../api/accounts";
import { startAccountsApi, uniqueEmail } from "./accounts-helpers";

const SECRET = "back-off-secret";
const PASSWORD = "the right password";
const WRONG = "a wrong guess";

let clock = Date.now();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

type Ctx = Awaited<ReturnType<typeof startAccountsApi>>;
/** The defaults: 5 free failures, then 1 s, 2 s, 4 s … at most 60 s. */
let plain: Ctx;
/** 2 free failures, at most 5 s, and a pair limit of 3. */
let tuned: Ctx;
/** The defaults with the bot check configured (asked for from 3 failures on). */
let guarded: Ctx;

beforeAll(async () => {
  const base = { AUTH_RATE_LIMIT_IP: "1000", AUTH_RATE_LIMIT_WINDOW_S: "900" };
  plain = await startAccountsApi(base, { portalSecret: SECRET, now });
  tuned = await startAccountsApi(
    { ...base, AUTH_RATE_LIMIT_ACCOUNT: "3", AUTH_RATE_LIMIT_BACKOFF_FREE: "2", AUTH_RATE_LIMIT_BACKOFF_MAX_S: "5" },
    { portalSecret: SECRET, now },
  );
  guarded = await startAccountsApi(
    { ...base, AUTH_RATE_LIMIT_ACCOUNT: "3" },
    { portalSecret: SECRET, now, recaptchaSecret: "bot-secret", verifyBotToken: async (token) => token === "human" },
  );
});
afterAll(async () => {
  await plain?.close();
  await tuned?.close();
  await guarded?.close();
});

/** A sign-in as the portal makes it: with the secret and the visitor's address. */
function signIn(ctx: Ctx, address: string, email: string, password: string, token?: string) {
  return fetch(`${ctx.api.baseUrl}/api/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Portal-Secret": SECRET, "X-Client-IP": address },
    body: JSON.stringify({ username: email, password, ...(token ? { token } : {}) }),
  });
}

/** An account nobody has signed in to yet (so no address of it is known). */
async function account(ctx: Ctx) {
  const email = uniqueEmail("backoff");
  const res = await ctx.api.post(
    "/api/register",
    { name: "Owner", email, password: PASSWORD, token: "human" },
    { headers: { "X-Portal-Secret": SECRET } },
  );
  expect(res.status).toBe(202);
  return email;
}

let strangers = 0;
/** A fresh stranger's address each call: no pair limit gets in the way. */
const stranger = () => {
  strangers += 1;
  return `10.${(strangers >> 16) & 255}.${(strangers >> 8) & 255}.${strangers & 255}`;
};

const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

describe("the per-account back-off, without the bot check", () => {
  it("the tester's shape: 50 wrong passwords from 5 addresses, then the right one from a sixth soon after, is refused with 429 and Retry-After", async () => {
    const email = await account(plain);
    const statuses: number[] = [];
    for (let n = 0; n < 50; n++) statuses.push((await signIn(plain, `203.0.113.${(n % 5) + 1}`, email, WRONG)).status);
    // Five free failures; every later attempt came too soon, was refused unchecked and not counted.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(45).fill(429));

    const refused = await signIn(plain, "203.0.113.6", email, PASSWORD);
    expect(refused.status).toBe(429);
    // Still the first wait: the 45 refused attempts did not grow it.
    expect(retryAfter(refused)).toBe(1);
    expect(await refused.json()).toEqual({ message: signInWait(1) });
  });

  it("signs in the right password once the wait is over, and not a moment before", async () => {
    const email = await account(plain);
    for (let n = 0; n < 5; n++) expect((await signIn(plain, stranger(), email, WRONG)).status).toBe(401);
    const refused = await signIn(plain, "192.0.2.10", email, PASSWORD);
    expect(refused.status).toBe(429);
    advance(retryAfter(refused) * 1000 - 1);
    expect((await signIn(plain, "192.0.2.10", email, PASSWORD)).status).toBe(429);
    advance(1);
    expect((await signIn(plain, "192.0.2.10", email, PASSWORD)).status).toBe(200);
  });

  it("doubles the wait after each failure up to the cap, and refused attempts do not extend it", async () => {
    const email = await account(tuned);
    for (let n = 0; n < 2; n++) expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    const waits: number[] = [];
    for (let step = 0; step < 6; step++) {
      const refused = await signIn(tuned, stranger(), email, WRONG);
      expect(refused.status).toBe(429);
      const wait = retryAfter(refused);
      waits.push(wait);
      expect(await refused.json()).toEqual({ message: signInWait(wait) });
      // Halfway through, more attempts are refused with what is left, not a fresh wait.
      advance(wait * 500);
      for (let k = 0; k < 3; k++) {
        const again = await signIn(tuned, stranger(), email, WRONG);
        expect(again.status).toBe(429);
        expect(retryAfter(again)).toBe(Math.ceil(wait / 2));
      }
      advance(wait * 500);
      expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 5, 5, 5]);
  });

  it("answers an unknown e-mail address exactly as a registered one", async () => {
    const email = uniqueEmail("nobody");
    for (let n = 0; n < 2; n++) expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    const refused = await signIn(tuned, stranger(), email, WRONG);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: signInWait(1) });
  });

  it("lets a burst sent at once through only as far as the free allowance, then one attempt per wait", async () => {
    const email = await account(tuned);
    const burst = async () =>
      (await Promise.all(Array.from({ length: 8 }, () => signIn(tuned, stranger(), email, WRONG)))).map((r) => r.status).sort();
    expect(await burst()).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
    advance(1000);
    expect(await burst()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe("the back-off is not a lock strangers can put on the owner", () => {
  it("exempts an address that signed in to the account before, which keeps only its own pair limit", async () => {
    const email = await account(tuned);
    const home = "198.51.100.20";
    expect((await signIn(tuned, home, email, PASSWORD)).status).toBe(200);
    for (let n = 0; n < 2; n++) expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    expect((await signIn(tuned, stranger(), email, PASSWORD)).status).toBe(429);
    // The owner at home is not made to wait.
    expect((await signIn(tuned, home, email, PASSWORD)).status).toBe(200);
    // Home is still limited as a pair: three failures, then 429 until the window ends.
    for (let n = 0; n < 3; n++) expect((await signIn(tuned, home, email, WRONG)).status).toBe(401);
    const limited = await signIn(tuned, home, email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TOO_MANY });
  });

  it("makes the owner at a new address wait no more than the cap, however long the stranger kept failing", async () => {
    const email = await account(tuned);
    for (let n = 0; n < 2; n++) expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    // A stranger takes every turn it gets for a while, and hammers in between.
    for (let n = 0; n < 12; n++) {
      const refused = await signIn(tuned, stranger(), email, WRONG);
      expect(refused.status).toBe(429);
      for (let k = 0; k < 3; k++) expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(429);
      advance(retryAfter(refused) * 1000);
      expect((await signIn(tuned, stranger(), email, WRONG)).status).toBe(401);
    }
    const owner = await signIn(tuned, "192.0.2.77", email, PASSWORD);
    expect(owner.status).toBe(429);
    expect(retryAfter(owner)).toBeLessThanOrEqual(5);
    advance(retryAfter(owner) * 1000);
    expect((await signIn(tuned, "192.0.2.77", email, PASSWORD)).status).toBe(200);
  });
});

describe("the back-off with the bot check configured", () => {
  it("holds as without it, refuses before asking for the check, and the owner who waits and passes it signs in", async () => {
    const email = await account(guarded);
    for (let n = 0; n < 5; n++) expect((await signIn(guarded, stranger(), email, WRONG, "human")).status).toBe(401);
    expect((await signIn(guarded, "192.0.2.90", email, PASSWORD, "human")).status).toBe(429);
    expect((await signIn(guarded, "192.0.2.90", email, PASSWORD)).status).toBe(429);
    advance(1000);
    const asked = await signIn(guarded, "192.0.2.90", email, PASSWORD);
    expect(asked.status).toBe(422);
    expect(((await asked.json()) as { errors: Record<string, string[]> }).errors.token).toEqual(["Please confirm you are not a robot."]);
    // Asked for the check, the attempt took no turn: the owner goes on at once.
    expect((await signIn(guarded, "192.0.2.90", email, PASSWORD, "human")).status).toBe(200);
  });
});
