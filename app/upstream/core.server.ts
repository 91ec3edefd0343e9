import { redirect, type AppLoadContext } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import { ApiError } from "../../contract";
import { destroySession, getSession } from "~/session/session.server";

/** What every upstream function needs: the incoming request (token) and the load context. */
export interface UpstreamArgs {
  request: Request;
  context: AppLoadContext;
}

/** A failed upstream call: status (0 for network failure or timeout) and the API's error body. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly apiError: ApiError | null,
    options?: { cause?: unknown },
  ) {
    super(apiError?.message ?? `Upstream ${path} failed with status ${status}`, options);
    this.name = "UpstreamError";
  }
  /** First message for a field, as SPEC §8 shows for errors.email. */
  fieldError(field: string): string | undefined {
    return this.apiError?.errors?.[field]?.[0];
  }
}

export interface CallOptions<T> {
  method?: "GET" | "POST";
  /** Path starting with /api/, query string included. */
  path: string;
  body?: unknown;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** "none": never send the token; "optional": send it when signed in; "required": fail fast without. */
  auth?: "none" | "optional" | "required";
  timeoutMs?: number;
  /** Extra request headers (accounts: the portal secret, the visitor's address, an explicit token). */
  headers?: Record<string, string>;
}

const TOKEN_HEADER = "Authorization";

/**
 * One upstream call: timeout, Bearer token from the session, request id, error policy (SPEC §8)
 * and parsing of the answer with its contract schema.
 */
export async function upstreamCall<T>(args: UpstreamArgs, options: CallOptions<T>): Promise<T> {
  const { request, context } = args;
  const { method = "GET", path, body, schema, auth = "optional" } = options;
  const log = context.logger;
  const url = new URL(path, context.upstreamOrigin);

  const headers = new Headers({ Accept: "application/json", "X-Request-Id": context.requestId });
  let token: string | null = null;
  if (auth !== "none") {
    const session = await getSession(request);
    token = session.get("token") ?? null;
    if (token) headers.set(TOKEN_HEADER, `Bearer ${token}`);
    else if (auth === "required") throw new UpstreamError(401, path, { message: "Not signed in" });
  }
  if (body !== undefined) headers.set("Content-Type", "application/json");
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  // A call may ask for a shorter timeout than UPSTREAM_TIMEOUT_MS, never a longer one: the
  // configured value is every page's bound on waiting for the upstream.
  const timeoutMs = Math.min(options.timeoutMs ?? context.upstreamTimeoutMs, context.upstreamTimeoutMs);
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), request.signal]);
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      redirect: "manual",
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    log.warn({ path, err: String(error), timedOut }, "upstream unreachable");
    throw new UpstreamError(0, path, null, { cause: error });
  }
  const ms = Math.round(performance.now() - started);

  const text = await response.text().catch(() => "");
  if (response.status === 401 && token) {
    // SPEC §8: any 401 clears the session and sends the visitor home.
    log.info({ path, status: 401 }, "upstream rejected the token; signing out");
    const session = await getSession(request);
    throw redirect("/", { headers: { "Set-Cookie": await destroySession(session, request) } });
  }
  if (!response.ok) {
    const parsed = safeJson(text);
    const apiError = ApiError.safeParse(parsed);
    const level = response.status >= 500 ? "error" : "debug";
    log[level]({ path, status: response.status, ms }, "upstream error");
    throw new UpstreamError(response.status, path, apiError.success ? apiError.data : null);
  }
  if (text === "") {
    log.error({ path, status: response.status, ms }, "upstream answer without a body");
    throw new UpstreamError(response.status, path, null);
  }
  const parsed = schema.safeParse(safeJson(text));
  if (!parsed.success) {
    log.error({ path, issues: parsed.error.issues.slice(0, 5) }, "upstream answer does not match the contract");
    throw new UpstreamError(502, path, { message: "Invalid upstream answer" });
  }
  log.debug({ path, status: response.status, ms }, "upstream call");
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * For optional blocks (SPEC §8 "failures are ignored or logged"): an upstream failure becomes
 * `fallback`; redirects (the 401 policy) and other thrown Responses still propagate.
 */
export async function optional<T, F = null>(promise: Promise<T>, fallback: F = null as F): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return fallback;
    throw error;
  }
}

/** A required call failed: turn it into a Response the route's ErrorBoundary shows. */
export function upstreamErrorResponse(error: unknown): never {
  if (error instanceof UpstreamError) {
    // Unreachable, timed out, or a gateway saying the upstream is down: "temporarily unavailable".
    const unavailable = error.status === 0 || error.status === 503 || error.status === 504;
    const status = error.status === 404 ? 404 : unavailable ? 503 : error.status >= 500 ? 502 : error.status;
    throw new Response(error.status === 404 ? "Not Found" : "Upstream error", { status });
  }
  throw error;
}
