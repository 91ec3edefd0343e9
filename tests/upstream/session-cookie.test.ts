import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  process.env.SESSION_SECRET = "test-secret-new,test-secret-old";
});

const user = { id: 3, uuid: "u-3", name: "Asha", profile_url: null, email: "asha@example.test", consent_accepted: true };
const TOKEN = "bearer-token-0123456789abcdef";

function withCookie(setCookie: string, url = "http://portal.test/") {
  return new Request(url, { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("the session cookie", () => {
  it("reveals neither the Bearer token nor the user to whoever holds it", async () => {
    const { createSessionCookie, getAuth } = await import("../../app/upstream/session.server");
    const header = await createSessionCookie(new Request("http://portal.test/"), { token: TOKEN, user });
    const value = decodeURIComponent(header.split(";")[0].split("=").slice(1).join("="));
    const decoded = [value, Buffer.from(value, "base64").toString("utf8"), Buffer.from(value, "base64url").toString("utf8")];
    for (const text of decoded) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain("asha@example.test");
    }
    expect(await getAuth(withCookie(header))).toEqual({ token: TOKEN, user });
  });

  it("makes a tampered cookie a signed-out visitor", async () => {
    const { createSessionCookie, getAuth } = await import("../../app/upstream/session.server");
    const header = await createSessionCookie(new Request("http://portal.test/"), { token: TOKEN, user });
    const [pair] = header.split(";");
    const cut = pair.indexOf("=") + 1;
    const value = pair.slice(cut);
    const flipped = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    expect(await getAuth(new Request("http://portal.test/", { headers: { Cookie: pair.slice(0, cut) + flipped } }))).toBeNull();
    expect(await getAuth(new Request("http://portal.test/", { headers: { Cookie: "__session=garbage" } }))).toBeNull();
  });

  it("still opens sessions sealed with an older secret after rotation, and seals with the first", async () => {
    const { sealedSessionStorage } = await import("../../app/upstream/sealed-cookie.server");
    const { getAuth, createSessionCookie } = await import("../../app/upstream/session.server");
    const old = sealedSessionStorage("__session", 60, ["test-secret-old"]);
    const session = await old.getSession();
    session.set("token", TOKEN);
    session.set("user", user);
    expect(await getAuth(withCookie(await old.commitSession(session)))).toEqual({ token: TOKEN, user });

    const fresh = await createSessionCookie(new Request("http://portal.test/"), { token: TOKEN, user });
    const onlyNew = sealedSessionStorage("__session", 60, ["test-secret-new"]);
    expect((await onlyNew.getSession(fresh.split(";")[0])).get("token")).toBe(TOKEN);
    const unknown = sealedSessionStorage("__session", 60, ["another-secret"]);
    expect((await unknown.getSession(fresh.split(";")[0])).get("token")).toBeUndefined();
  });

  it("gives every reader of the same cookie a session of its own (the opened cookie is kept, not the session)", async () => {
    const { sealedSessionStorage } = await import("../../app/upstream/sealed-cookie.server");
    const storage = sealedSessionStorage<{ token: string; user: typeof user }>("__session", 60, ["test-secret-new"]);
    const session = await storage.getSession();
    session.set("token", TOKEN);
    session.set("user", user);
    const cookie = (await storage.commitSession(session)).split(";")[0];
    const first = await storage.getSession(cookie);
    first.set("token", "changed");
    first.get("user")!.name = "Someone else";
    const second = await storage.getSession(cookie);
    expect(second.get("token")).toBe(TOKEN);
    expect(second.get("user")).toEqual(user);
    // The same value in a header with other cookies opens the same way; a cut value does not.
    expect((await storage.getSession(`visitor_id=x; ${cookie}; cookie_consent=1`)).get("token")).toBe(TOKEN);
    expect((await storage.getSession(cookie.slice(0, -4))).get("token")).toBeUndefined();
  });

  it("is Secure exactly when the visitor came over HTTPS", async () => {
    const { createSessionCookie } = await import("../../app/upstream/session.server");
    expect(await createSessionCookie(new Request("http://lan.test/"), { token: TOKEN, user })).not.toMatch(/Secure/);
    expect(await createSessionCookie(new Request("https://portal.test/"), { token: TOKEN, user })).toMatch(/; Secure/);
  });
});

describe("signing out", () => {
  it("leaves a just_signed_out cookie that is Secure over HTTPS and read back by the next page", async () => {
    const { signedOutHeaders, isJustSignedOut } = await import("../../app/accounts/sign-out.server");
    const overHttps = (await signedOutHeaders(new Request("https://portal.test/logout"))).getSetCookie();
    const flag = overHttps.find((c) => c.startsWith("just_signed_out="))!;
    expect(flag).toMatch(/; Secure/);
    expect(flag).toMatch(/Max-Age=60/);
    expect(overHttps.find((c) => c.startsWith("__session="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const plain = (await signedOutHeaders(new Request("http://lan.test/logout"))).getSetCookie();
    expect(plain.find((c) => c.startsWith("just_signed_out="))).not.toMatch(/Secure/);
    expect(await isJustSignedOut(withCookie(flag, "https://portal.test/"))).toBe(true);
    expect(await isJustSignedOut(new Request("https://portal.test/"))).toBe(false);
  });
});
