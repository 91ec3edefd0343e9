import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsApi, uniqueEmail } from "../api/accounts-helpers";
import { loadContext, routeArgs } from "../support/load-context";

/**
 * After repeated failed sign-ins on one account the API asks for the bot check instead of
 * locking the account; the portal's sign-in page must then show the bot check and pass its token.
 */
const SECRET = "bot-check-portal-secret";
process.env.SESSION_SECRET ??= "test-secret-for-sign-in-bot-check";
process.env.PORTAL_API_SECRET = SECRET;

const signInEmail = await import("~/routes/signin-email");
const FAILURES = 3;
const PASSWORD = "the right password";
let ctx: Awaited<ReturnType<typeof startAccountsApi>>;

beforeAll(async () => {
  ctx = await startAccountsApi(
    { AUTH_RATE_LIMIT_IP: "1000", AUTH_RATE_LIMIT_ACCOUNT: String(FAILURES), AUTH_RATE_LIMIT_WINDOW_S: "600" },
    { portalSecret: SECRET, recaptchaSecret: "bot-secret", verifyBotToken: async (token) => token === "human" },
  );
});
afterAll(async () => {
  await ctx?.close();
});

function signIn(address: string, fields: Record<string, string>) {
  const context = loadContext(ctx.api.baseUrl, { clientIp: address });
  const request = new Request("http://portal.test/signin-email", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return signInEmail.action(routeArgs(request, context)).catch((error: unknown) => {
    if (error instanceof Response) return error;
    throw error;
  });
}

describe("the sign-in page after repeated failures on an account", () => {
  it("shows the bot check, and signs the owner in once the check is passed", async () => {
    const email = uniqueEmail("bot-check-owner");
    const registered = await ctx.api.post("/api/register", { name: "Owner", email, password: PASSWORD, token: "human" });
    expect(registered.status).toBe(202);

    for (let n = 1; n <= FAILURES; n++) {
      const failed = (await signIn(`203.0.113.${n}`, { email, password: "a wrong guess" })) as {
        data: { botCheck: boolean };
        init: { status: number };
      };
      expect(failed.init.status).toBe(400);
      expect(failed.data.botCheck).toBe(false);
    }

    const asked = (await signIn("192.0.2.50", { email, password: PASSWORD })) as {
      data: { botCheck: boolean; result: unknown };
      init: { status: number };
    };
    expect(asked.init.status).toBe(400);
    expect(asked.data.botCheck).toBe(true);
    expect(JSON.stringify(asked.data.result)).toContain("bot");

    const passed = await signIn("192.0.2.50", { email, password: PASSWORD, "g-recaptcha-response": "human" });
    expect(passed).toBeInstanceOf(Response);
    expect((passed as Response).status).toBe(302);
    expect((passed as Response).headers.get("Set-Cookie")).toContain("__session=");
  });
});
