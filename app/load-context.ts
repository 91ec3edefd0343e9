import type { Language } from "./i18n/languages";

/**
 * What server.ts hands every loader and action as `context`. Types only: safe to import anywhere.
 */
export interface AppLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

/**
 * What a render did without because the content API failed (decision 0125). The server hands each
 * render a new one; the upstream client (app/upstream/) notes in it when a call failed and when it
 * answered with kept data it could not renew. A page rendered so is neither kept in the page cache
 * nor shareable, and carries the stale notice (server/request-adapter.ts).
 */
export interface UpstreamShortfall {
  /** A call failed (unreachable, timed out, its breaker open, 5xx, not the contract's answer): the page went on with defaults, or failed. */
  failed: boolean;
  /** When the oldest kept upstream answer the page used was fetched, when the API could not renew it (ms since the epoch). */
  staleSince?: number;
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
  /** The visitor's address (Express req.ip, honouring TRUST_PROXY), sent to the API as X-Client-IP. */
  clientIp?: string;
  /** Set when server/request-guards.ts refused the request (405, 415, 400…): the root loader throws it. */
  refusedWith?: number;
  logger: AppLogger;
  /** Where the upstream client notes what this render did without (set by the server for every render). */
  shortfall?: UpstreamShortfall;
  /**
   * The API's "sessions ended" announcements reach this process (the embedded API, or the Redis
   * relay): what is kept per session can be dropped the moment a session ends.
   */
  sessionEndsHeard?: boolean;
  /** Each language's dictionary module in the built client (server/dictionary-modules.ts), to preload. */
  dictionaryModules?: Partial<Record<Language, string>>;
}

declare module "react-router" {
  // Module augmentation merges into React Router's interface, so it is declared without members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation merges the members of PortalLoadContext
  interface AppLoadContext extends PortalLoadContext {}
}
