/**
 * Requests the portal's pages cannot take get a clear 4xx with the portal's own page, never a
 * 500: bodies that are not forms, methods pages do not take, NUL bytes. Production server,
 * real API on SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { FORM, rawRequest } from "../support/raw-http";

/** Every page with a form action. */
const ACTION_PAGES = [
  "/signin-email",
  "/signup-email",
  "/forgot-password",
  "/reset-password",
  "/newsletter",
  "/profile/edit",
  "/delete-account",
  "/force-add-email",
  "/user-contribution",
  "/posts/all",
  "/posts/trash",
];
/** Action-only routes: no page of their own, so a plain-text refusal. */
const RESOURCE_ACTIONS = ["/cookie-consent", "/logout", "/search/suggest"];
const PORTAL_PAGE = /<html lang="[a-z-]+"[\s\S]*id="main-content"/;

describe("requests the portal's pages cannot take", () => {
  let api: RealApi;
  let portal: Portal;
  const logLines: string[] = [];

  beforeAll(async () => {
    api = await startRealApi();
    const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    portal = await startPortalAt(api.url, {}, { logger });
  });
  afterAll(async () => {
    await portal?.close(200);
    await api?.close();
  });

  it("a form action answers 415 with the portal's page to a body that is not a form", async () => {
    const bodies: [string, Record<string, string>, string][] = [
      ["text/plain", { "Content-Type": "text/plain" }, "email=a@b.example"],
      ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.example"}'],
      ["no content type", {}, "email=a@b.example"],
    ];
    for (const path of ACTION_PAGES) {
      for (const [label, headers, body] of bodies) {
        const r = await rawRequest(portal.url, "POST", path, { headers, body });
        expect(r.status, `${label} to ${path}`).toBe(415);
        expect(r.body, `${label} to ${path}`).toMatch(PORTAL_PAGE);
        expect(r.body, `${label} to ${path}`).toContain(">415</p>");
      }
    }
    for (const path of RESOURCE_ACTIONS) {
      for (const [label, headers, body] of bodies) {
        expect((await rawRequest(portal.url, "POST", path, { headers, body })).status, `${label} to ${path}`).toBe(415);
      }
    }
  });

  it("a form action answers 400 to a malformed multipart body", async () => {
    for (const path of [...ACTION_PAGES, ...RESOURCE_ACTIONS]) {
      const r = await rawRequest(portal.url, "POST", path, {
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "--x\r\nbroken",
      });
      expect(r.status, path).toBe(400);
      if (ACTION_PAGES.includes(path)) expect(r.body, path).toMatch(PORTAL_PAGE);
    }
  });

  it("a well-formed multipart form still reaches the action", async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot-an-email\r\n--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nx\r\n--x--\r\n';
    const multipart = await rawRequest(portal.url, "POST", "/signin-email", {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body,
    });
    const urlencoded = await rawRequest(portal.url, "POST", "/signin-email", { headers: FORM, body: "email=not-an-email&password=x" });
    // The action's own validation answers both alike: the form again, with the e-mail error.
    expect(urlencoded.status).toBe(400);
    expect(multipart.status).toBe(urlencoded.status);
    expect(multipart.body).toContain('name="email"');
  });

  it("a form of many distinct field names answers 413 at once, before anything parses it (outside testers: 40 000 fields froze the server 7.5 s)", async () => {
    const urlencoded = Array.from({ length: 40_000 }, (_, i) => `f${i}=`).join("&");
    const multipart = `${Array.from({ length: 40_000 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\r\n`).join("")}--x--\r\n`;
    for (const path of [
      ...ACTION_PAGES,
      "/posts/articles",
      "/hi/pages/startup/acme.data",
      "/responsible-ai/assessment",
      "/consultation/ai-bill/feedback",
    ]) {
      for (const [label, headers, body] of [
        ["urlencoded", FORM, urlencoded],
        ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }, multipart],
      ] as const) {
        const started = performance.now();
        const r = await rawRequest(portal.url, "POST", path, { headers, body });
        expect(r.status, `${label} to ${path}`).toBe(413);
        expect(performance.now() - started, `${label} to ${path}`).toBeLessThan(1000);
        if (!path.endsWith(".data")) expect(r.body, path).toMatch(PORTAL_PAGE);
      }
    }
    // Sign-in forms take a handful of fields; the other forms a few dozen.
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=x`).join("&");
    expect((await rawRequest(portal.url, "POST", "/signin-email", { headers: FORM, body: fields(25) })).status).toBe(413);
    expect(
      (await rawRequest(portal.url, "POST", "/signin-email", { headers: FORM, body: `email=a%40b.example&password=x&${fields(20)}` }))
        .status,
    ).toBe(400);
    expect((await rawRequest(portal.url, "POST", "/newsletter", { headers: FORM, body: fields(121) })).status).toBe(413);
  });

  it("the fields beside a file may hold the form's bytes, not the file's allowance", async () => {
    const text = "a".repeat(2 * 1024 * 1024);
    const body = `--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n--x--\r\n`;
    const r = await rawRequest(portal.url, "POST", "/posts/articles", {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body,
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatch(PORTAL_PAGE);
  });

  it("PUT, PATCH, DELETE, TRACE and OPTIONS on a page answer 405 with Allow and the portal's page", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      for (const path of ["/", "/articles/all", "/signin-email", "/newsletter"]) {
        const r = await rawRequest(
          portal.url,
          method,
          path,
          method === "TRACE" || method === "OPTIONS" ? {} : { headers: FORM, body: "a=b" },
        );
        expect(r.status, `${method} ${path}`).toBe(405);
        expect(r.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
        if (method !== "HEAD") expect(r.body, `${method} ${path}`).toMatch(PORTAL_PAGE);
      }
    }
  });

  it("an action-only route refuses methods it does not take with 405", async () => {
    for (const path of RESOURCE_ACTIONS) expect((await rawRequest(portal.url, "DELETE", path)).status, path).toBe(405);
  });

  it("NUL bytes in a page's query string or form body answer 400", async () => {
    expect((await rawRequest(portal.url, "GET", "/search?queryData=a%00b")).status).toBe(400);
    expect((await rawRequest(portal.url, "GET", "/articles/all?page=%001")).status).toBe(400);
    const form = await rawRequest(portal.url, "POST", "/signin-email", { headers: FORM, body: "email=a%00b%40c.example&password=x" });
    expect(form.status).toBe(400);
    expect(form.body).toMatch(PORTAL_PAGE);
    const raw = await rawRequest(portal.url, "POST", "/signin-email", {
      headers: FORM,
      body: Buffer.from("email=a\0b&password=x", "latin1"),
    });
    expect(raw.status).toBe(400);
  });

  it("a backslash in the path answers 400 with the portal's page (fuzz seed 79517463 found /%5C → 500)", async () => {
    for (const path of ["/%5C", "/%5c", "/articles/%5Cx", "/a\\b"]) {
      const res = await rawRequest(portal.url, "GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatch(PORTAL_PAGE);
    }
  });

  it("refusals are logged with their status, never as [object Object], and none is an error", async () => {
    await rawRequest(portal.url, "PUT", "/articles/all");
    const lines = logLines.join("");
    expect(lines).not.toContain("[object Object]");
    expect(lines).toMatch(/"status":405/);
    expect(logLines.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50)).toEqual([]);
  });
});
