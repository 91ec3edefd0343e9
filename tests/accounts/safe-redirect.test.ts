import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect, withPublishMarker } from "../../app/accounts/safe-redirect";

describe("safeRedirect keeps same-site paths", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/profile/edit", "/profile/edit"],
    ["/search?queryData=%7B%22searchText%22%3A%22ai%22%7D", "/search?queryData=%7B%22searchText%22%3A%22ai%22%7D"],
    ["/article/ai-in-farming#comments", "/article/ai-in-farming#comments"],
    ["/posts/all?page=2&publish=true", "/posts/all?page=2&publish=true"],
    ["/a/../b", "/b"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe("safeRedirect refuses anything that could leave the site", () => {
  it.each([
    "//evil.example",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http://evil.example/profile",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "evil.example",
    "profile",
    "./profile",
    "../profile",
    " /profile",
    "/profile ",
    "\t//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%2F%5Cevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "%68ttps://evil.example",
    "/%0A/evil.example",
    "/%09/evil.example",
    "/%",
    "/%E0%A4%A",
    "/\u3000/evil.example",
    "/\ufeff/evil.example",
    "",
    "/" + "a".repeat(2001),
  ])("%j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it.each([undefined, null, 42, {}, ["/profile"]])("non-string %j", (input) => {
    expect(safeRedirect(input)).toBe("/");
  });

  it.each([
    "/signin",
    "/signin?redirectTo=/x",
    "/signin-email",
    "/signup",
    "/logout",
    "/callback?code=x",
    "/auth/google",
    "/reset-password?token=x",
    "/forgot-password",
  ])("never returns to an auth page: %s", (input) => {
    expect(safeRedirect(input)).toBe("/");
  });

  it("never produces a target that resolves off-site, for any input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `/%2F${s}`),
        ),
        (input) => {
          const result = safeRedirect(input);
          const resolved = new URL(result, "https://portal.example");
          expect(resolved.origin).toBe("https://portal.example");
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//")).toBe(false);
          expect(result.includes("\\")).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("withPublishMarker", () => {
  it("adds publish=true, keeping the query and hash", () => {
    expect(withPublishMarker("/article/x")).toBe("/article/x?publish=true");
    expect(withPublishMarker("/article/x?a=1#c")).toBe("/article/x?a=1&publish=true#c");
    expect(withPublishMarker("/article/x?publish=false")).toBe("/article/x?publish=true");
  });
});

describe("safeRedirect and pages in another language", () => {
  it.each([
    ["/hi", "/hi"],
    ["/hi/article/ai-in-farming#comments", "/hi/article/ai-in-farming#comments"],
    ["/hi/search?queryData=%7B%7D", "/hi/search?queryData=%7B%7D"],
  ])("keeps the Hindi page %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "/hi/signin",
    "/hi/signin-email?redirectTo=/x",
    "/hi/logout",
    "/hi/callback",
    "/hi/auth/google",
    "/HI/SIGNUP",
    "/hi/reset-password?token=x",
  ])("refuses the auth page %s in Hindi too", (input) => {
    expect(safeRedirect(input, "/hi")).toBe("/hi");
    expect(safeRedirect(input, "/", { authPages: true })).not.toBe("/");
  });

  it.each(["/hi//evil.example", "//hi/x", "/hi/\\evil.example", "/hi/%2F%2Fevil.example", "https://evil.example/hi/x"])(
    "still refuses the hostile %s",
    (input) => {
      const target = safeRedirect(input, "/hi");
      expect(new URL(target, "https://portal.test").origin).toBe("https://portal.test");
      expect(target.startsWith("//")).toBe(false);
    },
  );
});
