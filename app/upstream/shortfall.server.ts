/**
 * What a render did without because the content API failed (`UpstreamShortfall`,
 * app/load-context.ts, decision 0125): noted by the upstream client while the page loads, read by
 * the server once it is rendered (server/cached-pages.ts, server/request-adapter.ts). Imports stay
 * relative: the server bundle carries this module too.
 */
import type { UpstreamShortfall } from "../load-context";

export type { UpstreamShortfall };

/** A call failed as an outage fails (unreachable, timed out, its breaker open, 5xx, garbage). */
export function noteFailedCall(shortfall: UpstreamShortfall | undefined): void {
  if (shortfall) shortfall.failed = true;
}

/** The page uses a kept answer, fetched at `fetchedAt`, that the API could not renew. */
export function noteStaleAnswer(shortfall: UpstreamShortfall | undefined, fetchedAt: number): void {
  if (shortfall && !(shortfall.staleSince !== undefined && shortfall.staleSince <= fetchedAt)) shortfall.staleSince = fetchedAt;
}

/** Whether the render did without some of the API's answers: such a page is kept nowhere and carries the notice. */
export function didWithout(shortfall: UpstreamShortfall | undefined): shortfall is UpstreamShortfall {
  return shortfall !== undefined && (shortfall.failed || shortfall.staleSince !== undefined);
}
