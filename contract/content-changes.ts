import diagnosticsChannel from "node:diagnostics_channel";

/**
 * The embedded API tells the portal in the same process that published content changed (an
 * editorial decision, an item trashed or restored), so cached listings, details, search answers
 * and feeds are dropped at once instead of when their time runs out.
 *
 * A named diagnostics channel is one object per process, whichever bundle asks for it: the API
 * (bundled into build/server.js) and the portal (the Remix build) each carry a copy of this
 * module, and both get the same channel. With an external upstream nothing arrives here, and
 * the caches' short lifetimes apply (decision 0105).
 */
const channel = diagnosticsChannel.channel("indiaai:content-changed");

export interface ContentChange {
  /** What changed, for logs: "editorial-decision", "trash", "restore". */
  reason: string;
  /**
   * Announced again here by the change relay (shared/change-relay.ts) because another process
   * announced it; never sent on to Redis again. Absent: this process made the change.
   */
  remote?: boolean;
}

export function announceContentChange(change: ContentChange): void {
  if (channel.hasSubscribers) channel.publish(change);
}

/** Calls `listener` on every change; returns the function that stops it. */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  const handler = (message: unknown) => listener(message as ContentChange);
  channel.subscribe(handler);
  return () => channel.unsubscribe(handler);
}
