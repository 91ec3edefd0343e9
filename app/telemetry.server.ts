import diagnosticsChannel from "node:diagnostics_channel";

/**
 * What the portal's code reports for its Prometheus metrics (server/metrics.ts): upstream calls
 * and cache lookups, on named diagnostics channels. A named channel is one object per process,
 * so the React Router build (which publishes) and the server bundle (which counts) share it though each
 * carries a copy of this module (decision 0105). Without a subscriber, reporting costs a check.
 */
export const UPSTREAM_CALL_CHANNEL = "indiaai:upstream-call";
export const CACHE_LOOKUP_CHANNEL = "indiaai:cache-lookup";

export interface UpstreamCallEvent {
  /** The upstream path, query included; server/metrics.ts reduces it to a bounded label. */
  path: string;
  /** The answer's status, 0 when the upstream could not be reached or timed out. */
  status: number;
  seconds: number;
}

export interface CacheLookupEvent {
  /** page: the rendered-page cache of the server (server/page-cache.ts). */
  cache: "upstream" | "search" | "page";
  /**
   * fresh: served without a call; stale: served while a refresh runs; miss: waited for the
   * upstream; stale-if-error: a page served from its kept copy because its render failed.
   */
  outcome: "fresh" | "stale" | "miss" | "stale-if-error";
}

const upstreamCalls = diagnosticsChannel.channel(UPSTREAM_CALL_CHANNEL);
const cacheLookups = diagnosticsChannel.channel(CACHE_LOOKUP_CHANNEL);

export function reportUpstreamCall(event: UpstreamCallEvent): void {
  if (upstreamCalls.hasSubscribers) upstreamCalls.publish(event);
}

export function reportCacheLookup(event: CacheLookupEvent): void {
  if (cacheLookups.hasSubscribers) cacheLookups.publish(event);
}
