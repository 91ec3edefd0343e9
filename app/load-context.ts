/**
 * What server.ts hands every loader and action as `context`. Types only: safe to import anywhere.
 */
export interface AppLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

export interface PortalLoadContext {
  /** Per-request CSP nonce: every inline <script> must carry it. */
  cspNonce: string;
  /** X-Request-Id of this request, forwarded to the upstream. */
  requestId: string;
  /** Origin of the upstream API; paths /api/… are appended. */
  upstreamOrigin: string;
  /** Upstream call timeout in milliseconds. */
  upstreamTimeoutMs: number;
  logger: AppLogger;
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends PortalLoadContext {}
}
