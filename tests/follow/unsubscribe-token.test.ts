import { describe, expect, it } from "vitest";
import { signUnsubscribe, unsubscribeHeaders, unsubscribeUrl, verifyUnsubscribe } from "../../api/mail/unsubscribe";

const secret = "a-test-secret-of-enough-length-0123456789";

describe("signed unsubscribe tokens", () => {
  it("verifies a token this server signed and says what it stops", () => {
    const token = signUnsubscribe({ kind: "alert", id: 42 }, secret);
    expect(verifyUnsubscribe(token, secret)).toEqual({ kind: "alert", id: 42 });
  });

  it("refuses a token signed with another secret, altered, or of another shape", () => {
    const token = signUnsubscribe({ kind: "newsletter", id: 7 }, secret);
    expect(verifyUnsubscribe(token, "another-secret")).toBeNull();
    expect(verifyUnsubscribe(token.replace("newsletter-7", "newsletter-8"), secret)).toBeNull();
    expect(verifyUnsubscribe(token.replace("newsletter", "alert"), secret)).toBeNull();
    expect(verifyUnsubscribe(`${token.slice(0, -2)}AA`, secret)).toBeNull();
    for (const junk of ["", ".", "newsletter-7", "newsletter-7.", 7, null, undefined, { token }, "x".repeat(600)]) {
      expect(verifyUnsubscribe(junk, secret)).toBeNull();
    }
  });

  it("will not sign nonsense", () => {
    expect(() => signUnsubscribe({ kind: "newsletter", id: 0 }, secret)).toThrow();
    expect(() => signUnsubscribe({ kind: "newsletter", id: 1 }, "")).toThrow();
  });

  it("links to the portal page in the mail's language and gives the one-click headers", () => {
    const token = signUnsubscribe({ kind: "newsletter", id: 3 }, secret);
    const url = unsubscribeUrl("https://indiaai.example", "hi", token);
    expect(url).toBe(`https://indiaai.example/hi/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(unsubscribeHeaders(url)).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
