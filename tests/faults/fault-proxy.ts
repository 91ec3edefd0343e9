import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A small loopback fault proxy (Toxiproxy-style) between the portal and the upstream API.
 * Modes apply to every request unless a rule for the path matches first:
 *   pass     forward as is
 *   down     the port stops listening: connections are refused (ECONNREFUSED)
 *   slow     forward after `delayMs`
 * Path rules (regex on the path with query) answer for matching requests only:
 *   "500"     status 500 with a JSON error body
 *   "garbage" status 200 with a body that is not JSON
 *   "hang"    accept the request and never answer (the portal's timeout must end it)
 *   "empty"   status 200 with an empty body
 *   "wrong-shape"   status 200 with well-formed JSON of another shape
 *   "headers-only"  answer 200 with JSON headers and then nothing: no body, no end
 *   "stall-body"    forward to the upstream and pass on its headers and half its body, then stall
 */
export type ProxyMode = { kind: "pass" } | { kind: "down" } | { kind: "slow"; delayMs: number };
export type PathFault = "500" | "garbage" | "empty" | "wrong-shape" | "hang" | "headers-only" | "stall-body" | CannedAnswer;
/** A fixed JSON answer (an API error the real API would not give for this request). */
export interface CannedAnswer {
  status: number;
  json: unknown;
}

export interface FaultProxy {
  url: string;
  port: number;
  /** Requests that reached the proxy (method and path). */
  calls: string[];
  setMode(mode: ProxyMode): Promise<void>;
  /** Fault for requests whose path matches; cleared by `clearRules`. */
  addRule(pattern: RegExp, fault: PathFault): void;
  clearRules(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(upstreamOrigin: string): Promise<FaultProxy> {
  const target = new URL(upstreamOrigin);
  let mode: ProxyMode = { kind: "pass" };
  let rules: { pattern: RegExp; fault: PathFault }[] = [];
  const calls: string[] = [];
  const sockets = new Set<Socket>();
  const pending = new Set<NodeJS.Timeout>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, stallHalfWay = false) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (!stallHalfWay) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(res);
        }
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers, "content-length": String(body.length) };
          delete headers["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.write(body.subarray(0, Math.floor(body.length / 2))); // the rest never comes
        });
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "proxy: upstream failed" }));
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const rule = rules.find((r) => r.pattern.test(req.url ?? ""));
    if (rule && typeof rule.fault === "object") {
      req.resume();
      res.writeHead(rule.fault.status, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(rule.fault.json));
    }
    if (rule?.fault === "500") {
      req.resume();
      res.writeHead(500, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ message: "Injected failure" }));
    }
    if (rule?.fault === "garbage") {
      req.resume();
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end('{"data": [unterminated <html>garbage');
    }
    if (rule?.fault === "empty" || rule?.fault === "wrong-shape") {
      req.resume();
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(rule.fault === "empty" ? "" : JSON.stringify({ status: "fine", items: "none" }));
    }
    if (rule?.fault === "headers-only") {
      req.resume();
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.flushHeaders();
    }
    if (rule?.fault === "stall-body") return void forward(req, res, true);
    if (rule?.fault === "hang") {
      req.resume();
      return; // never answers; the socket is destroyed on close()
    }
    if (mode.kind === "slow") {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) forward(req, res);
      }, mode.delayMs);
      pending.add(timer);
      return;
    }
    forward(req, res);
  });
  server.keepAliveTimeout = 1000;
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    async setMode(next) {
      if (next.kind === "down" && mode.kind !== "down") await stop();
      if (next.kind !== "down" && mode.kind === "down") await listen(port);
      mode = next;
    },
    addRule(pattern, fault) {
      rules.push({ pattern, fault });
    },
    clearRules() {
      rules = [];
    },
    async close() {
      for (const t of pending) clearTimeout(t);
      await stop();
    },
  };
}
