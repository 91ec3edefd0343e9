/**
 * Graceful shutdown with keep-alive clients: idle connections are closed when shutdown starts,
 * a request in flight gets its full answer with `Connection: close`, and no client sees its
 * request cut (ECONNRESET) on a reused socket.
 */
import http from "node:http";
import type { Socket } from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultProxy, type FaultProxy } from "../faults/fault-proxy";
import { startPortalAt, startRealApi, type RealApi } from "../faults/portal-harness";
import { rawRequest } from "../support/raw-http";

describe("shutdown with keep-alive clients", () => {
  let api: RealApi;
  let proxy: FaultProxy;

  beforeAll(async () => {
    api = await startRealApi();
    proxy = await startFaultProxy(api.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await api?.close();
  });

  it("idle connections close at once; the request in flight is answered with Connection: close; the next one is refused, not reset", async () => {
    const portal = await startPortalAt(proxy.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      // Two warm keep-alive sockets, both idle in the agent's pool.
      await Promise.all([rawRequest(portal.url, "GET", "/healthz", { agent }), rawRequest(portal.url, "GET", "/healthz", { agent })]);
      const idle = Object.values(agent.freeSockets).flat() as Socket[];
      expect(idle).toHaveLength(2);

      await proxy.setMode({ kind: "slow", delayMs: 400 });
      const inFlight = rawRequest(portal.url, "GET", "/articles/all?sort=oldest", { agent });
      await once(portal.server, "request"); // the page request has reached the server
      const closed = portal.close(5000);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe("close");
      expect(answer.body).toContain('id="main-content"');
      // The idle one (the in-flight request took the other) was closed by the server.
      await Promise.all(idle.map((s) => (s.destroyed ? undefined : once(s, "close"))));
      await closed;

      const next = await rawRequest(portal.url, "GET", "/", { agent }).then(
        () => "answered",
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(next).toBe("ECONNREFUSED");
    } finally {
      await proxy.setMode({ kind: "pass" });
      agent.destroy();
    }
  });

  it("a request arriving on a kept-alive socket while draining is answered with Connection: close", async () => {
    const portal = await startPortalAt(proxy.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await proxy.setMode({ kind: "slow", delayMs: 400 });
      const first = rawRequest(portal.url, "GET", "/news/all?sort=oldest", { agent });
      await once(portal.server, "request");
      const closed = portal.close(5000);
      // Queued behind the first on the one socket: it must not be reset.
      const second = rawRequest(portal.url, "GET", "/healthz", { agent }).then(
        (r) => r.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect((await first).headers.connection).toBe("close");
      expect(await second).not.toBe("ECONNRESET");
      await closed;
    } finally {
      await proxy.setMode({ kind: "pass" });
      agent.destroy();
    }
  });
});
