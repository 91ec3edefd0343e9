import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-for-visitor-tests";
});

describe("the anonymous visitor id", () => {
  it("is made once, kept in a Secure cookie over HTTPS, and read back from it", async () => {
    const { readVisitorId, searchOwnerFor } = await import("../../app/search/visitor.server");
    const headers = new Headers();
    const owner = await searchOwnerFor(new Request("https://portal.test/search"), null, headers);
    const cookie = headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const again = new Request("https://portal.test/search", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await readVisitorId(again)).toBe(owner.visitor_id);
    const none = new Headers();
    expect(await searchOwnerFor(again, null, none)).toEqual(owner);
    expect(none.get("Set-Cookie")).toBeNull();
  });

  it("is not used for a signed-in user, and a forged value is ignored", async () => {
    const { readVisitorId, searchOwnerFor } = await import("../../app/search/visitor.server");
    const headers = new Headers();
    expect(await searchOwnerFor(new Request("http://lan.test/"), { id: 9 }, headers)).toEqual({ user_id: 9, visitor_id: null });
    expect(headers.get("Set-Cookie")).toBeNull();
    const forged = Buffer.from(JSON.stringify("not-a-uuid")).toString("base64");
    expect(await readVisitorId(new Request("http://lan.test/", { headers: { Cookie: `visitor_id=${forged}` } }))).toBeNull();
  });
});
