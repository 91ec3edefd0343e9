/**
 * Carries content-change announcements (contract/content-changes.ts) between processes through
 * Redis PUBLISH/SUBSCRIBE, so that a change made through one replica drops the caches of all
 * (decision 0107); the sessions-ended announcements go the same way on their own channel.
 * Started by createServer (server/app.ts) and by the API alone (api/main.ts) when REDIS_URL is
 * set.
 *
 * - Every local announcement (one without `remote`) is published with this process's id.
 * - A message from another process is announced here with `remote: true`; a remote
 *   announcement is never published again, and a process ignores its own messages: no loops.
 * - Redis down: announcements are lost, which the caches' own lifetimes bound. To close that
 *   gap once Redis is back, a relay whose publish failed publishes one catch-up change, and a
 *   relay whose subscription was broken announces one locally (it may have missed some).
 * - Redis hung (the connection's circuit breaker open, shared/redis.ts): the relay stands down,
 *   publishing nothing (no publish waits out the timeout), and publishes one catch-up change when
 *   the breaker closes. A publish's failure or timeout counts against the breaker.
 */
import { z } from "zod";
import { contentChanges, sessionEnds, type ContentChange, type ProcessSignal } from "../contract/content-changes";
import type { Redis } from "ioredis";
import { processIdentity, type RedisConnection, type RedisLogger } from "./redis";

/** The Redis channels: the same names as the in-process diagnostics channels. */
export const CHANGE_RELAY_CHANNEL = contentChanges.name;
export const SESSIONS_RELAY_CHANNEL = sessionEnds.name;

const RelayMessage = z.object({
  from: z.string().min(1),
  change: z.object({ reason: z.string().max(200) }).passthrough(),
});

/** Where a relay hears and makes local announcements (default: this process's diagnostics channel). */
export type LocalChanges = Pick<ProcessSignal<ContentChange>, "subscribe" | "announce">;

export interface ChangeRelayOptions {
  connection: RedisConnection;
  logger: RedisLogger;
  /** This process's id in published messages (default: host, pid and a random part). */
  processId?: string;
  channel?: string;
  /** Tests run two relays in one process, each over its own local signal. */
  local?: LocalChanges;
  /**
   * "publish-only": send this process's changes, take none (the API alone: it keeps no caches,
   * and what it heard must not come back to it as a change of its own). Default both ways.
   */
  direction?: "both" | "publish-only";
}

export interface ChangeRelay {
  readonly processId: string;
  /** Resolves once the first SUBSCRIBE has been answered (tests wait for it). */
  readonly subscribed: Promise<void>;
  close(): Promise<void>;
}

export function startChangeRelay(options: ChangeRelayOptions): ChangeRelay {
  const { connection, logger, local = contentChanges, channel = CHANGE_RELAY_CHANNEL } = options;
  const processId = options.processId ?? processIdentity();
  let closed = false;
  /** A publish failed: once Redis answers again, one catch-up change goes out. */
  let missedPublish = false;
  let everSubscribed = false;

  const publish = (change: ContentChange) => {
    const { remote: _remote, ...rest } = change;
    // Not connected, or the breaker open: not sent; one catch-up goes out once Redis is back.
    const ticket = connection.admit();
    if (!ticket) {
      missedPublish = true;
      return;
    }
    connection.client.publish(channel, JSON.stringify({ from: processId, change: rest })).then(
      () => {
        ticket.succeeded();
        missedPublish = false; // any change drops every cache: this one covers the missed ones
        connection.succeeded();
      },
      (error: unknown) => {
        ticket.failed();
        missedPublish = true;
        connection.failed(error, "change relay publish");
      },
    );
  };
  const catchUp = () => {
    if (missedPublish && !closed) publish({ reason: "relay-catch-up" });
  };
  connection.client.on("ready", catchUp);
  const stopCatchingUp = connection.onAvailable(catchUp);

  const stopListening = local.subscribe((change) => {
    if (closed || change.remote) return;
    publish(change);
  });

  const subscriber = options.direction === "publish-only" ? undefined : connection.subscriber();
  const subscribed = subscriber ? listen(subscriber) : Promise.resolve();

  function listen(subscriber: Redis): Promise<void> {
    subscriber.on("message", (from: string, raw: string) => {
      if (closed || from !== channel) return;
      let parsed;
      try {
        parsed = RelayMessage.safeParse(JSON.parse(raw));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        logger.warn({ channel }, "change relay: ignored a malformed message");
        return;
      }
      if (parsed.data.from === processId) return;
      local.announce({ ...parsed.data.change, reason: parsed.data.change.reason, remote: true });
    });
    // ioredis subscribes again after each reconnection (a second SUBSCRIBE is harmless); changes
    // published while the subscription was broken were missed, so once it holds again, drop.
    subscriber.on("ready", () => {
      if (!everSubscribed || closed) return;
      subscriber.subscribe(channel).then(
        () => {
          if (!closed) local.announce({ reason: "relay-resubscribed", remote: true });
        },
        (error: unknown) => connection.failed(error, "change relay subscribe"),
      );
    });
    return subscriber.subscribe(channel).then(
      () => {
        everSubscribed = true;
      },
      (error: unknown) => connection.failed(error, "change relay subscribe"),
    );
  }

  return {
    processId,
    subscribed,
    async close() {
      if (closed) return;
      closed = true;
      stopListening();
      connection.client.off("ready", catchUp);
      stopCatchingUp();
      subscriber?.disconnect(false);
    },
  };
}

/**
 * The relays of both announcements (content changed, sessions ended), as createServer and the
 * API alone start them.
 */
export function startRelays(options: Omit<ChangeRelayOptions, "local" | "channel" | "processId">): ChangeRelay {
  const processId = processIdentity();
  const relays = [
    startChangeRelay({ ...options, processId }),
    startChangeRelay({ ...options, processId, local: sessionEnds, channel: SESSIONS_RELAY_CHANNEL }),
  ];
  return {
    processId,
    subscribed: Promise.all(relays.map((relay) => relay.subscribed)).then(() => undefined),
    close: () => Promise.all(relays.map((relay) => relay.close())).then(() => undefined),
  };
}
