import diagnosticsChannel from "node:diagnostics_channel";

/**
 * Two announcements the API makes to the portals in the same process.
 *
 * - **Content changed** (an editorial decision, an item trashed or restored): cached listings,
 *   details, search answers and feeds are dropped at once instead of when their time runs out.
 * - **Sessions ended** (a sign-out, a password changed or reset, an account deleted): what the
 *   portal keeps per session (the "New" markers, app/upstream/user.server.ts) is dropped, so the
 *   next page asks the API, which then answers 401 and the portal signs the cookie out.
 *
 * A named diagnostics channel is one object per process, whichever bundle asks for it: the API
 * (bundled into build/server.js) and the portal (the React Router build) each carry a copy of this
 * module, and both get the same channel. Between processes the Redis relay carries both
 * (shared/change-relay.ts). With an external upstream and no Redis nothing arrives here: the
 * caches' short lifetimes apply (decision 0105), and nothing is kept per session.
 */
export interface ContentChange {
  /** What changed, for logs: "editorial-decision", "trash", "restore". */
  reason: string;
  /**
   * Announced again here by the change relay (shared/change-relay.ts) because another process
   * announced it; never sent on to Redis again. Absent: this process made the change.
   */
  remote?: boolean;
}

export interface SessionsEnded extends ContentChange {
  /** Whose sessions ended; absent: anyone's may have (a relay that missed messages). */
  userId?: number;
}

/** One process-wide signal: announce to every listener, and listen. */
export interface ProcessSignal<T extends ContentChange> {
  /** The diagnostics channel's name; the Redis relay uses the same for its channel. */
  readonly name: string;
  announce(message: T): void;
  /** Calls `listener` on every announcement; returns the function that stops it. */
  subscribe(listener: (message: T) => void): () => void;
}

function processSignal<T extends ContentChange>(name: string): ProcessSignal<T> {
  const channel = diagnosticsChannel.channel(name);
  return {
    name,
    announce(message) {
      if (channel.hasSubscribers) channel.publish(message);
    },
    subscribe(listener) {
      const handler = (message: unknown) => listener(message as T);
      channel.subscribe(handler);
      return () => channel.unsubscribe(handler);
    },
  };
}

export const contentChanges = processSignal<ContentChange>("indiaai:content-changed");
export const sessionEnds = processSignal<SessionsEnded>("indiaai:sessions-ended");

export const announceContentChange = contentChanges.announce;
export const onContentChange = contentChanges.subscribe;
