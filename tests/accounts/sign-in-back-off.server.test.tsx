import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsApi, uniqueEmail } from "../api/accounts-helpers";
import { loadContext, routeArgs } from "../support/load-context";

/**
 * The sign-in page when the API's per-account back-off refuses an attempt (decision 0122): a 429
 * whose message says how long to wait, in the page's language. The API runs on this file's clock.
 */
const SECRET = "back-off-portal-secret";
process.env.SESSION_SECRET ??= "test-secret-for-sign-in-back-off";
process.env.PORTAL_API_SECRET = SECRET;

const signInEmail = await import("~/routes/signin-email");
const { formErrors } = await import("~/components/forms/form-errors");
const { ErrorSummary } = await import("~/components/forms");

const PASSWORD = "the right password";
let clock = Date.now();
let ctx: Awaited<ReturnType<typeof startAccountsApi>>;

beforeAll(async () => {
  ctx = await startAccountsApi({ AUTH_RATE_LIMIT_IP: "1000" }, { portalSecret: SECRET, now: () => new Date(clock) });
});
afterAll(async () => {
  await ctx?.close();
});

type Reply = { data: { result: Parameters<typeof formErrors>[0] }; init: { status: number } };

function signIn(path: string, address: string, fields: Record<string, string>) {
  const request = new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return signInEmail.action(routeArgs(request, loadContext(ctx.api.baseUrl, { clientIp: address }))).catch((error: unknown) => {
    if (error instanceof Response) return error;
    throw error;
  });
}

/** The error summary as the page at `path` renders it. */
function summaryHtml(path: string, result: Parameters<typeof formErrors>[0]) {
  const errors = formErrors(result, [
    ["email", "signin-email"],
    ["password", "signin-password"],
    ["bot", "bot-check"],
  ]);
  return renderToString(
    <StaticRouter location={path}>
      <ErrorSummary errors={errors.summary} />
    </StaticRouter>,
  );
}

describe("the sign-in page when the account's back-off asks the visitor to wait", () => {
  it("answers 429 and says how many seconds, in English and in Hindi, and signs the owner in after them", async () => {
    const email = uniqueEmail("back-off-owner");
    expect((await ctx.api.post("/api/register", { name: "Owner", email, password: PASSWORD })).status).toBe(202);
    for (let n = 1; n <= 5; n++) {
      const failed = (await signIn("/signin-email", `203.0.113.${n}`, { email, password: "a wrong guess" })) as Reply;
      expect(failed.init.status).toBe(400);
    }

    const first = (await signIn("/signin-email", "192.0.2.40", { email, password: PASSWORD })) as Reply;
    expect(first.init.status).toBe(429);
    expect(summaryHtml("/signin-email", first.data.result)).toContain(
      "Too many sign-in attempts for this e-mail address. Wait 1 second and try again.",
    );
    expect(summaryHtml("/hi/signin-email", first.data.result)).toContain(
      "इस ईमेल पते से साइन इन के बहुत अधिक प्रयास हो गए। 1 सेकंड रुककर पुनः प्रयास करें।",
    );

    // One more failure after the wait: the next wait is 2 s, and both languages say so.
    clock += 1000;
    expect(((await signIn("/signin-email", "203.0.113.6", { email, password: "a wrong guess" })) as Reply).init.status).toBe(400);
    const second = (await signIn("/hi/signin-email", "192.0.2.40", { email, password: PASSWORD })) as Reply;
    expect(second.init.status).toBe(429);
    const hindi = summaryHtml("/hi/signin-email", second.data.result);
    expect(hindi).toContain("इस ईमेल पते से साइन इन के बहुत अधिक प्रयास हो गए। 2 सेकंड रुककर पुनः प्रयास करें।");
    expect(hindi).not.toContain("Too many");
    expect(summaryHtml("/signin-email", second.data.result)).toContain("Wait 2 seconds and try again.");

    clock += 2000;
    const signedIn = await signIn("/signin-email", "192.0.2.40", { email, password: PASSWORD });
    expect(signedIn).toBeInstanceOf(Response);
    expect((signedIn as Response).status).toBe(302);
  });
});
