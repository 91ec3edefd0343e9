/**
 * deploy/nginx.conf's retries, run with Debian's nginx on loopback in front of two stand-in
 * replicas: a read that a replica going away drops, or that a hung one never answers, is asked
 * again of the other, but a replica's own 502 or 503 (the content API, which every replica
 * shares, down or failing) goes to the reader without a second wait, and does not take the
 * replicas out of service; a write may take longer than a read.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../api/ports";
import { nginxBinary, startGateway, type Gateway } from "../scale/gateway";

/** The reads' proxy_read_timeout here, in place of deploy/nginx.conf's 10 s (still inside its retry window). */
const READ_TIMEOUT_S = 3;

/** Which stand-in was asked for what, in order. */
const asked: string[] = [];
/** The stand-ins ("a", "b") that were asked for `pathname`, in name order. */
const askedFor = (pathname: string) =>
  asked
    .filter((a) => a.endsWith(` ${pathname}`))
    .map((a) => a[0])
    .sort();
let goneAway = false;
let hung = false;
let replicas: http.Server[] = [];
let gateway: Gateway;
let prefix: string;

function standIn(name: string) {
  return http.createServer((req, res) => {
    asked.push(`${name} ${req.url}`);
    const pathname = new URL(req.url ?? "/", "http://stand-in").pathname;
    // As a replica killed mid-request: the first read it gets is dropped without an answer.
    if (pathname === "/going-away" && !goneAway) {
      goneAway = true;
      return void req.socket.destroy();
    }
    // As a portal whose content API is known to be down (its breaker open) or answers garbage,
    // for a page it keeps no copy of: its own 503 or 502 page, at once.
    if (pathname === "/no-copy") return void res.writeHead(503, { "Retry-After": "60", "Cache-Control": "no-store" }).end("<h1>503</h1>");
    if (pathname === "/api-garbage") return void res.writeHead(502, { "Cache-Control": "no-store" }).end("<h1>502</h1>");
    // As a replica that hangs (its event loop stuck): the connection is taken, no answer comes.
    // Only the first such read: the other replica is well.
    if (pathname === "/hangs" && !hung) {
      hung = true;
      return;
    }
    // As an upload waiting its turn at the image queue: longer than a read may take.
    if (pathname === "/slow-upload")
      return void setTimeout(
        () => res.writeHead(303, { Location: "/done", "Cache-Control": "no-store" }).end(),
        READ_TIMEOUT_S * 1000 + 500,
      );
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
  gateway = await startGateway({ replicas: addresses, port, internalPort, prefix, readTimeoutS: READ_TIMEOUT_S });
});

afterAll(async () => {
  await gateway?.stop();
  for (const r of replicas) r.closeAllConnections();
  await Promise.all(replicas.map((r) => new Promise<void>((resolve) => r.close(() => resolve()))));
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe.skipIf(!nginxBinary())("the gateway's retries (deploy/nginx.conf)", () => {
  it("asks the other replica when one drops a read", async () => {
    const res = await fetch(`${gateway.url}/going-away`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<p>[ab]<\/p>$/);
    expect(askedFor("/going-away")).toEqual(["a", "b"]);
  });

  it("keeps every replica in service while they answer 502 and 503 pages of their own", async () => {
    // An outage of the content API: a crowd asks for pages no replica keeps. Each replica's answer
    // is its own, shared by the other (the same API): asking the other again would only double
    // the work, and counting it as a failed attempt (max_fails) took both replicas out of service,
    // so the pages they still keep went unserved too.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fetch(`${gateway.url}/${i % 2 ? "no-copy" : "api-garbage"}?n=${i}`)),
    );
    // No copy here and no mirror written: the gateway's own words, readable in both languages.
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 503));
    expect(burst[0].headers.get("retry-after")).toMatch(/^\d+$/);
    expect(burst[0].headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const [text] = await Promise.all(burst.map((r) => r.text()));
    expect(text).toContain("This service is temporarily unavailable.");
    expect(text).toContain("यह सेवा अस्थायी रूप से उपलब्ध नहीं है।");
    expect(asked.filter((a) => / \/(no-copy|api-garbage)\?/.test(a))).toHaveLength(12);
    const after = await fetch(`${gateway.url}/kept`);
    expect(after.status).toBe(200);
    expect(await after.text()).toMatch(/^<p>[ab]<\/p>$/);
  });

  it("asks the other replica for a read one never answers, after the reads' timeout; a write may take longer", async () => {
    const started = performance.now();
    const [read, write] = await Promise.all([
      fetch(`${gateway.url}/hangs`),
      fetch(`${gateway.url}/slow-upload`, { method: "POST", body: "a=1", redirect: "manual" }),
    ]);
    const waited = performance.now() - started;
    expect(read.status).toBe(200);
    expect(await read.text()).toMatch(/^<p>[ab]<\/p>$/);
    expect(write.status).toBe(303);
    expect(write.headers.get("location")).toBe("/done");
    expect(waited).toBeLessThan((READ_TIMEOUT_S + 2) * 1000);
    expect(askedFor("/hangs")).toEqual(["a", "b"]);
  });
});
