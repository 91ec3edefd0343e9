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
