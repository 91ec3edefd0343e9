import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, type Portal } from "../faults/portal-harness";

/**
 * The error pages through the production server: an upstream that answers every call with a 500
 * makes a listing a 502, which must read as our failure, not as a failure of the error page.
 */
let upstream: http.Server;
let portal: Portal;

beforeAll(async () => {
  upstream = http.createServer((_req, res) => {
    res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Server Error" }));
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  // No circuit breaker: every call must reach the failing upstream (an open breaker makes the page a 503).
  portal = await startPortalAt(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, { UPSTREAM_BREAKER_FAILURES: "0" });
}, 240_000);

afterAll(async () => {
  await portal?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((r) => upstream.close(() => r()));
});

describe("a 5xx error page", () => {
  it("is headed as a fault on our side, with its status, and never as a failure of the error page", async () => {
    const res = await fetch(`${portal.url}/articles/all`);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const html = await res.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
    expect(h1).toBe("Sorry, something went wrong on our side");
    expect(html).not.toContain("An error occurred while showing the error page");
    expect(html).toContain(`Status code: ${res.status}`);
  });
});
