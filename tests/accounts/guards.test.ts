import { describe, expect, it } from "vitest";
import { forceAddEmailRedirect, signInPath } from "../../app/accounts/guards.server";
import { publicAccountsConfig, googleConfig, facebookConfig, accountsEnv } from "../../app/accounts/auth-config.server";

const user = (email: string | null) => ({ id: 1, uuid: "u", name: "N", profile_url: null, email, consent_accepted: false });
const req = (path: string) => new Request(`http://portal.test${path}`);

describe("sign-in redirects", () => {
  it("carries a safe return path and the publish marker", () => {
    expect(signInPath("/profile/edit")).toBe("/signin?redirectTo=%2Fprofile%2Fedit");
    expect(signInPath("/")).toBe("/signin");
    expect(signInPath("//evil.example")).toBe("/signin");
    expect(signInPath("/article/x", { publish: true })).toBe("/signin?redirectTo=%2Farticle%2Fx&publish=true");
  });
});

describe("sign-in redirects keep the visitor's language", () => {
  it("sends a sign-in started on a Hindi page to the Hindi sign-in page, back to that page", () => {
    expect(signInPath("/hi/profile/edit")).toBe("/hi/signin?redirectTo=%2Fhi%2Fprofile%2Fedit");
    expect(signInPath("/hi")).toBe("/hi/signin");
    expect(signInPath("/hi/user-contribution", { publish: true })).toBe("/hi/signin?redirectTo=%2Fhi%2Fuser-contribution&publish=true");
  });

  it("keeps a hostile return path out in Hindi too", () => {
    expect(signInPath("/hi//evil.example")).toMatch(/^\/(hi\/)?signin$/);
    expect(signInPath("//evil.example", { lang: "hi" })).toBe("/hi/signin");
  });

  it("sends a Hindi reader without an e-mail to the Hindi /force-add-email, and lets them leave in Hindi", () => {
    expect(forceAddEmailRedirect(req("/hi/articles?page=2"), user(null))).toBe(
      "/hi/force-add-email?redirectTo=%2Fhi%2Farticles%3Fpage%3D2",
    );
    expect(forceAddEmailRedirect(req("/hi"), user(null))).toBe("/hi/force-add-email");
    for (const path of ["/hi/force-add-email", "/hi/logout", "/hi/delete-account", "/hi/cookie-consent"]) {
      expect(forceAddEmailRedirect(req(path), user(null)), path).toBeNull();
    }
  });
});

describe("a signed-in user without an e-mail (docs/product/accounts.md#page-guards)", () => {
  it("is sent to /force-add-email from any page, and back afterwards", () => {
    expect(forceAddEmailRedirect(req("/articles?page=2"), user(null))).toBe("/force-add-email?redirectTo=%2Farticles%3Fpage%3D2");
    expect(forceAddEmailRedirect(req("/"), user(null))).toBe("/force-add-email");
  });

  it("may still add the e-mail, sign out or delete the account", () => {
    for (const path of ["/force-add-email", "/logout", "/delete-account", "/assets/x.js"]) {
      expect(forceAddEmailRedirect(req(path), user(null)), path).toBeNull();
    }
  });

  it("leaves users with an e-mail and anonymous visitors alone", () => {
    expect(forceAddEmailRedirect(req("/articles"), user("a@b.co"))).toBeNull();
    expect(forceAddEmailRedirect(req("/articles"), null)).toBeNull();
  });
});

describe("social sign-in configuration", () => {
  it("offers a provider only when both its id and secret are set", () => {
    const none = accountsEnv({});
    expect(publicAccountsConfig(none)).toMatchObject({ google: false, facebook: false, recaptchaSiteKey: null });
    const half = accountsEnv({ GOOGLE_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "s" });
    expect(googleConfig(half)).toBeNull();
    expect(facebookConfig(half)).toBeNull();
    const both = accountsEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", RECAPTCHA_SITE_KEY: "k" });
    expect(publicAccountsConfig(both)).toMatchObject({ google: true, facebook: false, recaptchaSiteKey: "k" });
    expect(googleConfig(both)?.authorizationURL).toBeUndefined();
  });

  it("rejects a malformed override URL at start", () => {
    expect(() => accountsEnv({ OAUTH_GOOGLE_TOKEN_URL: "not a url" })).toThrow();
  });
});
