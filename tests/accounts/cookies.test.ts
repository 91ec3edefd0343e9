import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  process.env.SESSION_SECRET = "test-secret-new,test-secret-old";
});

describe("account cookies", () => {
  it("marks the return-path cookie Secure exactly when the visitor came over HTTPS", async () => {
    const { returnCookieHeader, readReturnCookie } = await import("../../app/accounts/auth.server");
    const plain = await returnCookieHeader(new Request("http://lan.test/auth/google"), { path: "/articles", publish: true });
    const secure = await returnCookieHeader(new Request("https://portal.test/auth/google"), { path: "/articles", publish: true });
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect(secure).toMatch(/; Secure/);
    const cookie = plain.split(";")[0];
    expect(await readReturnCookie(new Request("http://lan.test/callback", { headers: { Cookie: cookie } }))).toEqual({
      path: "/articles",
      publish: true,
    });
  });

  it("carries whose social sign-in is pending, and only a provider the portal knows", async () => {
    const { returnCookieHeader, readReturnCookie } = await import("../../app/accounts/auth.server");
    const read = async (target: Parameters<typeof returnCookieHeader>[1]) => {
      const cookie = (await returnCookieHeader(new Request("http://lan.test/auth/google"), target)).split(";")[0];
      return readReturnCookie(new Request("http://lan.test/callback", { headers: { Cookie: cookie } }));
    };
    expect(await read({ path: "/hi/articles", publish: false, provider: "facebook" })).toStrictEqual({
      path: "/hi/articles",
      publish: false,
      provider: "facebook",
    });
    const unknown = { path: "/articles", publish: false, provider: "twitter" } as unknown as Parameters<typeof returnCookieHeader>[1];
    expect(await read(unknown)).toStrictEqual({ path: "/articles", publish: false });
  });

  it("ignores a tampered or unsafe return cookie", async () => {
    const { readReturnCookie } = await import("../../app/accounts/auth.server");
    const forged = `__return_to=${Buffer.from(JSON.stringify({ path: "//evil.example", publish: false })).toString("base64")}`;
    expect(await readReturnCookie(new Request("http://lan.test/callback", { headers: { Cookie: forged } }))).toBeNull();
  });
});
