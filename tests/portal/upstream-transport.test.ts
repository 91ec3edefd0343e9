import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppLoadContext } from "react-router";
import { UpstreamError, upstreamCall } from "../../app/upstream/core.server";

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const answer = JSON.stringify({ ok: true, text: "नमस्ते ".repeat(2000) });
let server: http.Server;
let origin: string;
/** Requests answered on each connection so far. */
const served = new WeakMap<object, number>();
let received: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    received.push(`${req.method} ${req.url}`);
    // /second-dies: the server drops a kept connection as the next request arrives on it.
    if (req.url === "/api/second-dies" && n > 1) return void req.socket.destroy();
    if (req.url === "/api/cut") {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100000" });
      res.write(answer.slice(0, 100));
      return void setTimeout(() => req.socket.destroy(), 20);
    }
    const encoding = String(req.url?.split("=")[1] ?? "identity");
    const body = Buffer.from(answer);
    res.setHeader("Content-Type", "application/json");
    if (encoding === "gzip") res.setHeader("Content-Encoding", "gzip").end(zlib.gzipSync(body));
    else if (encoding === "br") res.setHeader("Content-Encoding", "br").end(zlib.brotliCompressSync(body));
    else if (encoding === "deflate") res.setHeader("Content-Encoding", "deflate").end(zlib.deflateSync(body));
    else res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  // Not one of the names the portal treats as this machine, so compression is asked for.
  origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const Answer = z.object({ ok: z.boolean(), text: z.string() });
function call(path: string, method: "GET" | "POST" = "GET") {
  const context = { cspNonce: "n", requestId: "r", upstreamOrigin: origin, upstreamTimeoutMs: 5000, logger: quiet } as AppLoadContext;
  return upstreamCall(
    { request: new Request("http://portal.test/"), context },
    { path, method, body: method === "POST" ? {} : undefined, schema: Answer, auth: "none" },
  );
}

describe("the upstream transport", () => {
  it("reads compressed answers (gzip, deflate, brotli) and text in any script", async () => {
    for (const encoding of ["gzip", "deflate", "br", "identity"]) {
      await expect(call(`/api/x?encoding=${encoding}`)).resolves.toEqual(JSON.parse(answer));
    }
  });

  it("sends a read again, once, when the server had closed the kept connection it went out on", async () => {
    await call("/api/second-dies");
    received = [];
    await expect(call("/api/second-dies")).resolves.toEqual(JSON.parse(answer));
    expect(received).toEqual(["GET /api/second-dies", "GET /api/second-dies"]);
  });

  it("does not send a write again: it fails as a lost answer (status 0)", async () => {
    await call("/api/second-dies");
    received = [];
    const failed = await call("/api/second-dies", "POST").catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UpstreamError);
    expect((failed as UpstreamError).status).toBe(0);
    expect(received).toEqual(["POST /api/second-dies"]);
  });

  it("fails an answer cut off halfway as a lost answer, not a page with half its data", async () => {
    const failed = await call("/api/cut").catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UpstreamError);
    expect((failed as UpstreamError).status).toBe(0);
  });
});
