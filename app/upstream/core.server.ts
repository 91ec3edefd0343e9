import { redirect, type AppLoadContext } from "react-router";
import { DEFAULT_LANGUAGE, localePath, requestLanguage } from "~/i18n";
import type { ZodType, ZodTypeDef } from "zod";
import { ApiError } from "../../contract";
import { destroySession, getSession } from "./session.server";
import { getEnv } from "../../config/env";
import { knownMessageRef, referKnownMessages } from "~/forms/known-messages";
import { reportUpstreamCall } from "~/telemetry.server";
import { upstreamBreaker } from "../../shared/upstream-breakers";
import { exchange, type Answer } from "./transport.server";
import { noteFailedCall } from "./shortfall.server";

/** What every upstream function needs: the incoming request (token) and the load context. */
export interface UpstreamArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * The call was not made: the upstream's circuit breaker is open (shared/circuit-breaker.ts), so it
 * failed at once, as an unreachable upstream would (status 0).
 */
export class UpstreamBreakerOpen extends Error {
  constructor(readonly origin: string) {
    super(`the circuit breaker of ${origin} is open: the call failed at once`);
    this.name = "UpstreamBreakerOpen";
  }
}

/** A failed upstream call: status (0 for network failure, timeout or an open breaker) and the API's error body. */
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
  /** First message for a field, as docs/product/follow.md#newsletter shows for errors.email. */
  fieldError(field: string): string | undefined {
    return this.apiError?.errors?.[field]?.[0];
  }
}

export interface CallOptions<T> {
  method?: "GET" | "POST" | "PUT";
  /** Path starting with /api/, query string included. */
  path: string;
  body?: unknown;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** "none": never send the token; "optional": send it when signed in; "required": fail fast without. */
  auth?: "none" | "optional" | "required";
  timeoutMs?: number;
  /** Extra request headers (accounts: an explicit token just after sign-in). */
  headers?: Record<string, string>;
}

const TOKEN_HEADER = "Authorization";
const PORTAL_SECRET_HEADER = "X-Portal-Secret";
const CLIENT_IP_HEADER = "X-Client-IP";
/** An upstream on this machine (the embedded API): compressing its answers only costs CPU at both ends. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The secret shared with the API (PORTAL_API_SECRET). With the API embedded and none configured,
 * server.ts generates one at start and hands it to both sides (config/env.ts); with a separate
 * API the server refuses to start without one (server/startup-checks.ts).
 */
export function portalSecret(): string | undefined {
  return getEnv().PORTAL_API_SECRET;
}

/**
 * What an upstream answer depends on besides its path: the upstream and the page's language.
 * Every cache key of upstream data starts with it.
 */
export function upstreamScope(args: UpstreamArgs): string {
  return `${args.context.upstreamOrigin} ${requestLanguage(args.request)}`;
}

/**
 * One upstream call: timeout, Bearer token from the session, request id, error policy (docs/product/limits.md#error-catalogue)
 * and parsing of the answer with its contract schema.
 */
export async function upstreamCall<T>(args: UpstreamArgs, options: CallOptions<T>): Promise<T> {
  const { request, context } = args;
  const { method = "GET", path, body, schema, auth = "optional" } = options;
  const log = context.logger;
  const url = new URL(path, context.upstreamOrigin);
  // The page's language goes with every call (content, and the e-mails the API sends); in the
  // query string, so the API's answers stay cacheable by address.
  const lang = requestLanguage(request);
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set("lang", lang);

  const headers = new Headers({ Accept: "application/json", "X-Request-Id": context.requestId });
  if (LOOPBACK_HOSTS.has(url.hostname)) headers.set("Accept-Encoding", "identity");
  let token: string | null = null;
  if (auth !== "none") {
    const session = await getSession(request);
    token = session.get("token") ?? null;
    if (token) headers.set(TOKEN_HEADER, `Bearer ${token}`);
    else if (auth === "required") throw new UpstreamError(401, path, { message: "Not signed in" });
  }
  // A FormData body (an upload) sets its own multipart type and boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set("Content-Type", "application/json");
  // The API trusts the portal's view of the visitor (its per-address limits) only with the secret.
  const secret = portalSecret();
  if (secret) {
    headers.set(PORTAL_SECRET_HEADER, secret);
    if (context.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  // After a few failures in a row the upstream's breaker opens: calls fail at once, and pages
  // answer from their caches instead of waiting out the timeout (decision 0125).
  const ticket = upstreamBreaker(context.upstreamOrigin).enter();
  if (!ticket) {
    log.debug({ path }, "upstream breaker open: call not made");
    noteFailedCall(context.shortfall);
    throw new UpstreamError(0, path, null, { cause: new UpstreamBreakerOpen(context.upstreamOrigin) });
  }
  // A call may ask for a shorter timeout than UPSTREAM_TIMEOUT_MS, never a longer one: the
  // configured value is every page's bound on waiting for the upstream.
  const timeoutMs = Math.min(options.timeoutMs ?? context.upstreamTimeoutMs, context.upstreamTimeoutMs);
  const started = performance.now();
  let response: Answer;
  // One timer for headers and body, held by this call and cleared when it ends. (On Node 20,
  // AbortSignal.any over AbortSignal.timeout could let a GC drop the timeout while waiting.)
  const deadline = callDeadline(timeoutMs, request.signal);
  try {
    response = await exchange(url, {
      method,
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: deadline.signal,
    });
  } catch (error) {
    const timedOut = deadline.timedOut();
    // A visitor who went away says nothing about the upstream.
    if (!timedOut && request.signal.aborted) ticket.abandoned();
    else {
      ticket.failed();
      noteFailedCall(context.shortfall);
    }
    reportUpstreamCall({ path, status: 0, seconds: (performance.now() - started) / 1000 });
    log.warn({ path, err: String(error), timedOut }, "upstream unreachable");
    throw new UpstreamError(0, path, null, { cause: error });
  } finally {
    deadline.clear();
  }
  if (response.status >= 500) {
    ticket.failed();
    // The page goes on without this answer (a default, a kept copy) or fails: either way it is
    // not a page to keep or share (server/cached-pages.ts).
    noteFailedCall(context.shortfall);
  } else ticket.succeeded();
  const ms = Math.round(performance.now() - started);
  reportUpstreamCall({ path, status: response.status, seconds: (performance.now() - started) / 1000 });

  if (response.status === 401 && token) {
    // docs/product/limits.md#error-catalogue: any 401 clears the session and sends the visitor home (in their language).
    log.info({ path, status: 401 }, "upstream rejected the token; signing out");
    const session = await getSession(request);
    throw redirect(localePath(lang, "/"), { headers: { "Set-Cookie": await destroySession(session, request) } });
  }
  if (response.status < 200 || response.status > 299) {
    const parsed = safeJson(response.text);
    const apiError = ApiError.safeParse(parsed);
    if (apiError.success) referApiMessages(apiError.data);
    const level = response.status >= 500 ? "error" : "debug";
    log[level]({ path, status: response.status, ms }, "upstream error");
    throw new UpstreamError(response.status, path, apiError.success ? apiError.data : null);
  }
  if (response.text === "") {
    // A 2xx without the body the contract promises is a bad gateway, never a page with 200.
    log.error({ path, status: response.status, ms }, "upstream answer without a body");
    noteFailedCall(context.shortfall);
    throw new UpstreamError(502, path, { message: "Empty upstream answer" });
  }
  const parsed = schema.safeParse(safeJson(response.text));
  if (!parsed.success) {
    log.error({ path, issues: parsed.error.issues.slice(0, 5) }, "upstream answer does not match the contract");
    noteFailedCall(context.shortfall);
    throw new UpstreamError(502, path, { message: "Invalid upstream answer" });
  }
  log.debug({ path, status: response.status, ms }, "upstream call");
  return parsed.data;
}

/**
 * An abort signal that fires after `ms` or when the visitor goes away, whichever comes first.
 * The timer is an ordinary setTimeout referenced until clear(), so nothing can collect it.
 */
function callDeadline(ms: number, visitor: AbortSignal) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`Upstream call exceeded ${ms} ms`, "TimeoutError"));
  }, ms);
  const onVisitorGone = () => controller.abort(visitor.reason);
  if (visitor.aborted) onVisitorGone();
  else visitor.addEventListener("abort", onVisitorGone, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      visitor.removeEventListener("abort", onVisitorGone);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * For optional blocks (docs/product/limits.md#error-catalogue "failures are ignored or logged"): an upstream failure becomes
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
    const clientError = error.status >= 400 && error.status < 500;
    const status = error.status === 404 ? 404 : unavailable ? 503 : clientError ? error.status : 502;
    throw new Response(error.status === 404 ? "Not Found" : "Upstream error", { status });
  }
  throw error;
}

/** The API's English refusals the portal knows become message references (app/forms/known-messages.ts). */
function referApiMessages(apiError: ApiError): void {
  apiError.message = knownMessageRef(apiError.message);
  referKnownMessages(apiError.errors);
}
