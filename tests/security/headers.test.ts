/**
 * The response headers of every page type, checked against ARCHITECTURE.md ("The production
 * server"): a CSP with a per-request nonce (or, for a page from the page cache, its scripts'
 * hashes) and no 'unsafe-inline' script, frame-ancestors
 * 'none', nosniff, a Referrer-Policy, no X-Powered-By, HSTS only over HTTPS (TRUST_PROXY), and
 * session cookies HttpOnly, SameSite=Lax and Secure in production over HTTPS.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../api/accounts/passwords";
import { pagePaths, signedInCookie, startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";

function directives(csp: string) {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

/** Inline scripts a browser would run: their opening tag and their text. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes),
  );
}

/**
 * Checks a document's headers; returns its nonce, or null when it is a page from the page cache,
 * whose policy lists the SHA-256 hashes of its inline scripts instead (decision 0108).
 */
function checkDocumentHeaders(headers: Headers, html: string, label: string): string | null {
  const csp = headers.get("content-security-policy");
  expect(csp, `${label}: CSP`).toBeTruthy();
  const d = directives(csp!);
  const scriptSrc = d.get("script-src") ?? d.get("default-src")!;
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc.join(" "), `${label}: script-src`).not.toMatch(/(^|\s)(\*|https?:|data:)(\s|$)/);
  const nonce = scriptSrc.map((v) => /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(v)?.[1]).find(Boolean) ?? null;
  const hashes = scriptSrc.filter((v) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(v));
  expect(Boolean(nonce) !== hashes.length > 0, `${label}: a nonce or hashes in script-src, not both`).toBe(true);
  expect(d.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(d.get("base-uri"), `${label}: base-uri`).toEqual(["'self'"]);
  expect(d.get("form-action"), `${label}: form-action`).toEqual(["'self'"]);
  // Every inline script carries this response's nonce, or is one of the hashes; no inline event handlers.
  const scripts = inlineScripts(html);
  expect(scripts.length, `${label}: inline scripts`).toBeGreaterThan(0);
  for (const [tag, , text] of scripts) {
    if (nonce) expect(tag, `${label}: inline script`).toContain(`nonce="${nonce}"`);
    else expect(hashes, `${label}: inline script hash`).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  expect(html, `${label}: inline event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  expect(headers.get("x-content-type-options"), `${label}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${label}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), `${label}: X-Frame-Options`).toBe("DENY");
  expect(headers.get("x-powered-by"), `${label}: X-Powered-By`).toBeNull();
  expect(headers.get("content-type"), `${label}: content type`).toMatch(/^text\/html; charset=utf-8/i);
  return nonce;
}

describe("security headers of every page type", () => {
  let api: RealApi;
  let portal: Portal;
  let proxied: Portal;
  let pages: Record<string, string>;

  beforeAll(async () => {
    api = await startRealApi();
    portal = await startPortalAt(api.url);
    proxied = await startPortalAt(api.url, { TRUST_PROXY: "true" });
    const paths = await pagePaths(portal.url);
    pages = {
      ...paths,
      landing: "/articles",
      "search start": "/search",
      "bad search (400)": `/search?queryData=${encodeURIComponent("{not json")}`,
      "not found (404)": "/no-such-page-here",
      "sign-in form": "/signin-email",
      "newsletter page": "/newsletter",
      "static page": "/about-us",
    };
    // Search pages are kept once asked again (docs/decisions/0130-shared-search-pages.md): asked once here.
    for (const path of [pages.search, pages["search start"]]) await (await fetch(portal.url + path)).arrayBuffer();
  });

  afterAll(async () => {
    await portal?.close(500);
    await proxied?.close(500);
    await api?.close();
  });

  it("every page type sends a CSP without unsafe-inline scripts (a fresh nonce, or a cached page's script hashes), frame-ancestors 'none', nosniff and a referrer policy", async () => {
    const cookie = await signedInCookie(api.db);
    for (const [label, path] of Object.entries(pages)) {
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        const r = await fetch(portal.url + path, { headers, redirect: "manual" });
        if (r.status >= 300 && r.status < 400) continue; // e.g. a guest-only page for a signed-in user
        const html = await r.text();
        const nonce = checkDocumentHeaders(r.headers, html, `${label} ${path} (${r.status})`);
        const shareable =
          !headers.Cookie &&
          r.status === 200 &&
          r.headers.getSetCookie().length === 0 &&
          !/private|no-store/.test(r.headers.get("cache-control") ?? "");
        expect(nonce === null, `${label}: hashes exactly when the page is the same for every reader`).toBe(shareable);
        if (!nonce) continue;
        // A fresh nonce per response.
        const again = await fetch(portal.url + path, { headers, redirect: "manual" });
        expect(again.headers.get("content-security-policy")).not.toContain(nonce);
        await again.arrayBuffer();
      }
    }
  });

  it("anonymous documents may be kept by a gateway for a minute, signed-in ones never; hashed assets are immutable", async () => {
    const r = await fetch(portal.url + "/");
    expect(r.headers.get("cache-control")).toBe(
      "max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(r.headers.get("vary")).toMatch(/\bCookie\b/);
    const html = await r.text();
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)![1];
    const a = await fetch(portal.url + asset);
    expect(a.headers.get("cache-control")).toContain("immutable");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    const signedIn = await fetch(portal.url + "/", { headers: { Cookie: await signedInCookie(api.db) } });
    expect(signedIn.headers.get("cache-control")).toMatch(/no-cache|no-store|private/);
  });

  it("HSTS is sent over HTTPS through a trusted proxy, never over plain HTTP or from an untrusted header", async () => {
    const plain = await fetch(portal.url + "/");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const spoofed = await fetch(portal.url + "/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    const https = await fetch(proxied.url + "/", { headers: { "X-Forwarded-Proto": "https" } });
    const hsts = https.headers.get("strict-transport-security");
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(15_552_000); // ≥ 180 days
    expect(https.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("cookies set over HTTPS in production are HttpOnly, SameSite=Lax and Secure (session, visitor, consent)", async () => {
    const email = `headers-${randomUUID().slice(0, 8)}@example.test`;
    const password = "Correct horse battery 42!";
    await api.db
      .insertInto("users")
      .values({
        uuid: randomUUID(),
        name: "Header Tester",
        email,
        role: "user",
        consent_accepted: 0,
        created_at: new Date().toISOString(),
        password_hash: await hashPassword(password),
      } as never)
      .execute();
    const https = { "X-Forwarded-Proto": "https" };

    const signIn = await fetch(proxied.url + "/signin-email", {
      method: "POST",
      headers: { ...https, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    const session = signIn.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(session, "session cookie at sign-in").toBeTruthy();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);

    const search = await fetch(proxied.url + "/search?q=healthcare", { headers: https, redirect: "manual" });
    const visitor = search.headers.getSetCookie().find((c) => c.startsWith("visitor_id="));
    expect(visitor, "visitor cookie").toBeTruthy();
    expect(visitor).toMatch(/;\s*HttpOnly/i);
    expect(visitor).toMatch(/;\s*Secure/i);

    const consent = await fetch(proxied.url + "/cookie-consent", {
      method: "POST",
      headers: { ...https, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ accept: "1" }),
      redirect: "manual",
    });
    for (const c of consent.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);

    // Over plain HTTP (development, tests) the same cookies are not Secure, so they still work.
    const plain = await fetch(portal.url + "/signin-email", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }),
      redirect: "manual",
    });
    const plainSession = plain.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(plainSession).toMatch(/;\s*HttpOnly/i);
    expect(plainSession).not.toMatch(/;\s*Secure/i);
  });

  it("a cross-site POST is refused with 403 and the error answers carry the same headers", async () => {
    const r = await fetch(portal.url + "/newsletter", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.test",
    });
    expect(r.status).toBe(403);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
