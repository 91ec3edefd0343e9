/**
 * The content API's health check (`GET /api/healthz`, which pings the database), asked by the
 * portal's readiness answer (server/readiness.ts) and by the upstream's circuit breaker before it
 * closes again (shared/upstream-breakers.ts).
 */
import { Ok } from "../contract";

/** The upstream must answer its health check, headers and body, within this. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * What is wrong with the upstream at `origin`, or undefined when its health check gave a
 * well-formed `{ ok: true }` in time. A 200 with garbage, the wrong shape or a body that stalls
 * is a problem too: pages would fail on such an upstream.
 */
export async function upstreamHealthProblem(origin: string, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${origin}/api/healthz`, { signal: controller.signal, headers: { Accept: "application/json" } });
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
