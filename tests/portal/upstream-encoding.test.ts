import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppLoadContext } from "react-router";
import { upstreamCall } from "../../app/upstream/core.server";

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
let server: http.Server;
let port: number;
const asked: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.headers["accept-encoding"]);
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(upstreamOrigin: string) {
  const context = { cspNonce: "n", requestId: "r", upstreamOrigin, upstreamTimeoutMs: 5000, logger: quiet } as AppLoadContext;
  return upstreamCall(
    { request: new Request("http://portal.test/"), context },
    { path: "/api/x", schema: z.object({ ok: z.boolean() }), auth: "none" },
  );
}

describe("upstream calls and compression", () => {
  it("asks an upstream on this machine (the embedded API) for uncompressed answers: compressing over loopback only costs CPU", async () => {
    asked.length = 0;
    await expect(call(`http://127.0.0.1:${port}`)).resolves.toEqual({ ok: true });
    await expect(call(`http://localhost:${port}`)).resolves.toEqual({ ok: true });
    expect(asked).toEqual(["identity", "identity"]);
  });

  it("lets another upstream compress its answers", async () => {
    asked.length = 0;
    // 127.0.0.2 is loopback to the kernel but not one of the names the portal treats as this machine.
    await expect(call(`http://127.0.0.2:${port}`)).resolves.toEqual({ ok: true });
    expect(asked[0]).toMatch(/gzip/);
  });
});
