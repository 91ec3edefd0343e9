/**
 * deploy/nginx.conf's retries, run with Debian's nginx on loopback in front of two stand-in
 * replicas: a read that a replica going away refuses at once is asked again of the other, but a
 * replica's 503 after it waited out the content API (which every replica shares) goes to the
 * reader without a second wait.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../api/ports";
import { nginxBinary, retryWindowMs, startGateway, type Gateway } from "../scale/gateway";

/** How long after the first try nginx still tries another replica. */
const windowMs = retryWindowMs() ?? 0;

/** Which stand-in was asked for what, in order. */
const asked: string[] = [];
let goneAway = false;
let replicas: http.Server[] = [];
let gateway: Gateway;
let prefix: string;

function standIn(name: string) {
  return http.createServer((req, res) => {
    asked.push(`${name} ${req.url}`);
    // As a portal whose content API hangs: a 503 once its upstream timeout has passed, which is
    // later than the retry window (tests/deploy/deploy.test.ts holds it so); here just past it.
    if (req.url === "/api-silent")
      return void setTimeout(
        () => res.writeHead(503, { "Retry-After": "60", "Cache-Control": "no-cache" }).end("<h1>503</h1>"),
        windowMs + 300,
      );
    // As a replica shutting down: the first read it gets is refused at once.
    if (req.url === "/going-away" && !goneAway) {
      goneAway = true;
      return void res.writeHead(503, { Connection: "close" }).end();
    }
    res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "no-cache" }).end(`<p>${name}</p>`);
  });
}

beforeAll(async () => {
  if (!nginxBinary()) return;
  replicas = [standIn("a"), standIn("b")];
  await Promise.all(replicas.map((r) => new Promise<void>((resolve) => r.listen(0, "127.0.0.1", resolve))));
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-retries-"));
  const [port, internalPort] = await Promise.all([freePort(), freePort()]);
  const addresses = replicas.map((r) => `127.0.0.1:${(r.address() as AddressInfo).port}`);
  gateway = await startGateway({ replicas: addresses, port, internalPort, prefix });
});

afterAll(async () => {
  await gateway?.stop();
  for (const r of replicas) r.closeAllConnections();
  await Promise.all(replicas.map((r) => new Promise<void>((resolve) => r.close(() => resolve()))));
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe.skipIf(!nginxBinary())("the gateway's retries (deploy/nginx.conf)", () => {
  it("asks the other replica when one refuses a read at once", async () => {
    const res = await fetch(`${gateway.url}/going-away`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<p>[ab]<\/p>$/);
    expect(
      asked
        .filter((a) => a.endsWith(" /going-away"))
        .map((a) => a[0])
        .sort(),
    ).toEqual(["a", "b"]);
  });

  it("answers a replica's late 503 (the content API silent) after one wait, not one per replica", async () => {
    expect(windowMs).toBeGreaterThan(0);
    const started = performance.now();
    const res = await fetch(`${gateway.url}/api-silent`);
    const text = await res.text();
    const waited = performance.now() - started;
    expect(asked.filter((a) => a.endsWith(" /api-silent"))).toHaveLength(1);
    // No copy here and no mirror written: the gateway's own words, readable in both languages.
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text).toContain("This service is temporarily unavailable.");
    expect(text).toContain("यह सेवा अस्थायी रूप से उपलब्ध नहीं है।");
    expect(waited).toBeLessThan(2 * (windowMs + 300));
  });
});
