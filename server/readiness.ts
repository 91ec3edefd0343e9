import type { Request, Response } from "express";
import { Ok } from "../contract";
import { CACHE } from "./request-adapter";

/** The upstream must answer its health check, headers and body, within this. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * GET /readyz: ready only when the upstream's /api/healthz gives a well-formed `{ ok: true }`
 * in time. A 200 with garbage, the wrong shape or a body that stalls is not ready: a load
 * balancer must not send visitors to a portal whose pages would all fail.
 */
export function readiness(options: { upstreamOrigin: () => string; shuttingDown: () => boolean; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", CACHE.none);
    if (options.shuttingDown()) return void res.status(503).json({ ok: false, reason: "shutting down" });
    const problem = await upstreamProblem(`${options.upstreamOrigin()}/api/healthz`, timeoutMs);
    if (problem) return void res.status(503).json({ ok: false, reason: `upstream not ready: ${problem}` });
    res.json({ ok: true });
  };
}

async function upstreamProblem(url: string, timeoutMs: number): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
    const text = await response.text();
    if (!response.ok) return `status ${response.status}`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return "answer is not JSON";
    }
    return Ok.safeParse(body).success ? undefined : "answer is not { ok: true }";
  } catch (error) {
    return controller.signal.aborted ? `no complete answer within ${timeoutMs} ms` : `unreachable (${String(error)})`;
  } finally {
    clearTimeout(timer);
  }
}
