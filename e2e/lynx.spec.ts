import { spawnSync } from "node:child_process";
import { DOWN, ENTER, find, Lynx, LYNX_HELP, lynxInstalled } from "../tests/lynx/lynx";
import { createTestUser, expect, sessionCookieFor, test } from "./fixtures";

/**
 * docs/decisions/0093-visitor-chrome.md: a person on a shared computer with lynx signs in, comments and signs out, and the
 * session is really gone. Lynx itself makes every request (keystrokes in its interactive mode);
 * it needs no JavaScript-off browser, so this runs once, in the JavaScript project. w3m, which
 * writes buttons without brackets, reads a form whose buttons must not run together.
 */
const PASSWORD = "lynx reader 2026";

test.describe("lynx", () => {
  test.beforeAll(() => {
    if (!lynxInstalled()) throw new Error(LYNX_HELP);
  });

  test("a lynx user signs in, posts a comment and signs out, and the session is gone", async ({ request, baseURL }) => {
    const email = `lynx-${Date.now().toString(36)}@example.test`;
    expect((await request.post("/api/register", { data: { name: "Lynx Reader", email, password: PASSWORD } })).status()).toBe(202);
    const items = (await (await request.get("/api/web/collections?type=2&per_page=24")).json()).data.items as { slug: string }[];
    const article = `${baseURL}/article/${items[items.length - 1].slug}`;
    const lynx = new Lynx();
    try {
      lynx.browse(`${baseURL}/signin`, [...find("E-mail address"), { type: email }, DOWN, { type: PASSWORD }, DOWN, ENTER]);
      expect(lynx.cookieNames()).toContain("__session");
      expect(lynx.dump(`${baseURL}/`)).toContain("My Account");

      const comment = `Read in lynx ${Date.now().toString(36)}`;
      // The comment box has three lines; the button follows them.
      lynx.browse(article, [...find("Add a comment"), { type: comment }, DOWN, DOWN, DOWN, ENTER]);
      expect(lynx.dump(article)).toContain(comment);

      // GET /logout (what lynx sent for the old field-less form) only asks; it signs no one out.
      const confirmation = lynx.dump(`${baseURL}/logout`);
      expect(confirmation).toContain("Sign out of your account on this device?");
      expect(confirmation).toContain("(BUTTON) Sign out");
      expect(lynx.dump(`${baseURL}/`)).toContain("My Account");

      const taken = lynx.keepCookies();
      lynx.browse(`${baseURL}/`, [...find("Logout"), ENTER]);
      expect(lynx.cookieNames()).not.toContain("__session");
      const home = lynx.dump(`${baseURL}/`);
      expect(home).toContain("Sign in");
      expect(home).not.toContain("My Account");
      // The old cookie, had anyone copied it, no longer signs anyone in: the token was revoked.
      expect(lynx.dump(`${baseURL}/`, taken)).not.toContain("My Account");
    } finally {
      lynx.close();
    }
  });

  test("the sign-out button on the confirmation page signs a lynx user out", async ({ request, baseURL }) => {
    const email = `lynx-confirm-${Date.now().toString(36)}@example.test`;
    expect((await request.post("/api/register", { data: { name: "Lynx Confirm", email, password: PASSWORD } })).status()).toBe(202);
    const lynx = new Lynx();
    try {
      lynx.browse(`${baseURL}/signin`, [...find("E-mail address"), { type: email }, DOWN, { type: PASSWORD }, DOWN, ENTER]);
      expect(lynx.cookieNames()).toContain("__session");
      lynx.browse(`${baseURL}/logout`, [...find("Sign out"), ENTER]);
      expect(lynx.cookieNames()).not.toContain("__session");
    } finally {
      lynx.close();
    }
  });
});

test.describe("w3m", () => {
  test("shows the authoring form's three buttons apart, not run into one word", async ({ baseURL }) => {
    const cookie = `__session=${await sessionCookieFor(createTestUser("W3m Author"))}`;
    const run = spawnSync("w3m", ["-dump", "-header", `Cookie: ${cookie}`, `${baseURL}/hi/posts/articles`], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.error, "w3m is installed (apt-get install -y w3m; .ci/run does this)").toBeUndefined();
    expect(run.stdout).toContain("पूर्वावलोकन मसौदा सहेजें समीक्षा के लिए भेजें");
  });
});
