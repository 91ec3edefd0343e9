import { describe, expect, it } from "vitest";
import { botCheckOrigins, contentSecurityPolicy } from "../../server/security";

describe("the content security policy and the bot check", () => {
  it("admits no outside script or frame when the bot check is not configured", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" }, { secure: false, botCheck: botCheckOrigins(undefined) });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).not.toContain("google");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("admits the bot check's script and checkbox frame once its site key is set", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" }, { secure: false, botCheck: botCheckOrigins("site-key") });
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://www.google.com https://www.gstatic.com;");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("follows a bot-check script served from elsewhere (a loopback fake in tests)", () => {
    expect(botCheckOrigins("site-key", "http://127.0.0.1:4999/api.js")).toEqual(["http://127.0.0.1:4999"]);
  });
});
