/**
 * The one Redis connection of a process (REDIS_URL), shared by the portal's rate limits, the
 * API's counters and the change relay (decision 0107). Used by server/ and api/ alike, so it
 * lives beside neither.
 *
 * Redis is an aid, never a dependency of a page:
 * - nothing connects until something asks for the client, and nothing waits for the connection;
 * - while it is down, commands fail at once (no offline queue, a short command timeout), so each
 *   caller falls back in its own documented direction instead of holding a request;
 * - it reconnects for ever with a capped exponential back-off;
 * - an outage is logged once when it starts and once when it ends, not per request or retry;
 * - a Redis that is connected but does not answer (hung, paused, overloaded) trips a circuit
 *   breaker (shared/circuit-breaker.ts, one per connection, so one per process): after a few
 *   commands in a row failed or timed out, callers stop sending commands and fall back at once,
 *   so requests stop waiting out the command timeout. After a cool-down the connection sends one
 *   PING of its own (no visitor waits on it); its answer closes the breaker (decision 0124,
 *   "Breaker").
 */
import { hostname } from "node:os";
import { Redis, type RedisOptions } from "ioredis";
import { CircuitBreaker, type BreakerState, type BreakerTicket } from "./circuit-breaker";
import { backoffMs, redactRedisUrl, redisTarget } from "./redis-target";

export { backoffMs, redactRedisUrl, redisTarget } from "./redis-target";

export interface RedisLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface RedisConnectionOptions {
  logger: RedisLogger;
  /** Shown in `CLIENT LIST` and in the logs (e.g. "portal", "api"). */
  name?: string;
  /** Longest pause between reconnection attempts (default 5 s). */
  maxBackoffMs?: number;
  /** Longest wait for one command before it counts as failed (default 1 s). */
  commandTimeoutMs?: number;
  /**
   * The circuit breaker: commands failed or timed out in a row that open it (default 3; 0: never),
   * and how long it stays open before the trial PING (default 5 s).
   */
  breaker?: { failures?: number; openMs?: number };
}

/** A connection's state for a health check: Redis is usable when connected with the breaker closed. */
export interface RedisHealth {
  connected: boolean;
  breaker: BreakerState;
}

/** The breaker's defaults: three failures in a row open it for five seconds. */
export const REDIS_BREAKER_DEFAULTS = { failures: 3, openMs: 5000 } as const;

/** An id for this process in relayed messages and logs: host, pid and a random part. */
export function processIdentity(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
}

export class RedisConnection {
  readonly url: string;
  private readonly logger: RedisLogger;
  private readonly name: string;
  private readonly options: RedisOptions;
  private commandClient: Redis | undefined;
  private readonly extra = new Set<Redis>();
  /** True from the first failure until Redis answers again: the outage is logged once. */
  private down = false;
  private closed = false;
  /**
   * One breaker for every user of this connection (rate limits, change relay). Counts only
   * commands sent while connected: while disconnected commands fail at once and nothing waits.
   */
  readonly breaker: CircuitBreaker;
  private trialTimer: NodeJS.Timeout | undefined;
  /** The trial PING is under way. */
  private trying = false;
  private readonly availableListeners = new Set<() => void>();

  constructor(url: string, options: RedisConnectionOptions) {
    this.url = url;
    this.logger = options.logger;
    this.name = options.name ?? "indiaai";
    this.breaker = new CircuitBreaker({
      failures: options.breaker?.failures ?? REDIS_BREAKER_DEFAULTS.failures,
      openMs: options.breaker?.openMs ?? REDIS_BREAKER_DEFAULTS.openMs,
    });
    const cap = options.maxBackoffMs ?? 5000;
    this.options = {
      ...redisTarget(url),
      connectionName: this.name,
      lazyConnect: true,
      // Fail at once while disconnected: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => (this.closed ? null : backoffMs(times, cap)),
    };
  }

  /** The client for commands. The first call starts connecting; commands fail fast until ready. */
  get client(): Redis {
    if (!this.commandClient) {
      if (this.closed) throw new Error("Redis connection closed");
      this.commandClient = this.watch(new Redis(this.options));
      this.commandClient.connect().catch(() => undefined); // reported by the "error" event; retried by retryStrategy
    }
    return this.commandClient;
  }

  /** Connected and answering (false before the first connection and during an outage). */
  get ready(): boolean {
    return this.commandClient?.status === "ready";
  }

  /**
   * Asks to send one command. A ticket when connected and the breaker is closed: the caller sends
   * the command and reports its outcome on the ticket (`succeeded`, `failed` for an error or a
   * timeout). Null when the command must not be sent (not connected, or the breaker open): the
   * caller falls back at once. Once the cool-down has passed, the first caller to ask starts the
   * trial PING in the background and still gets null.
   */
  admit(): BreakerTicket | null {
    if (!this.ready) return null;
    const state = this.breaker.state;
    if (state === "closed") {
      const ticket = this.breaker.enter();
      return ticket && this.watchTicket(ticket);
    }
    if (state === "half-open") this.trial();
    return null;
  }

  /**
   * For /readyz: connected or not, and the breaker's state. /readyz polls it, so asking starts the
   * trial PING when it is due: the breaker closes even when no request comes.
   */
  health(): RedisHealth {
    const breaker = this.breaker.state;
    if (breaker === "half-open") this.trial();
    return { connected: this.ready, breaker };
  }

  /** Calls `listener` each time the breaker closes after being open (the relay's catch-up). */
  onAvailable(listener: () => void): () => void {
    this.availableListeners.add(listener);
    return () => this.availableListeners.delete(listener);
  }

  /**
   * A second connection for SUBSCRIBE (a subscribed connection runs no other commands). It
   * queues its SUBSCRIBE until connected and subscribes again after each reconnection.
   */
  subscriber(): Redis {
    if (this.closed) throw new Error("Redis connection closed");
    const client = this.watch(
      new Redis({
        ...this.options,
        connectionName: `${this.name}-sub`,
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      }),
    );
    this.extra.add(client);
    client.once("end", () => this.extra.delete(client));
    client.connect().catch(() => undefined);
    return client;
  }

  /** A command failed (Redis down, timed out, refused): logged once per outage. */
  failed(error: unknown, during?: string): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn(
      { redis: redactRedisUrl(this.url), during, err: error instanceof Error ? error.message : String(error) },
      "Redis unavailable: rate limits fall back as documented (decision 0107) and content changes are not relayed until it is back; reconnecting with back-off",
    );
  }

  /** A command succeeded: ends an outage (logged once). */
  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info({ redis: redactRedisUrl(this.url) }, "Redis is back: rate limits are shared again and content changes relayed");
  }

  /** Resolves true once connected, false after timeoutMs (tests, start-up diagnostics). */
  async whenReady(timeoutMs = 5000): Promise<boolean> {
    const client = this.client;
    if (client.status === "ready") return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), timeoutMs);
      const onReady = () => done(true);
      const done = (value: boolean) => {
        clearTimeout(timer);
        client.off("ready", onReady);
        resolve(value);
      };
      client.on("ready", onReady);
    });
  }

  /** Closes every connection this object opened; no reconnection after it. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.trialTimer);
    this.availableListeners.clear();
    const clients = [this.commandClient, ...this.extra].filter((c): c is Redis => !!c);
    this.commandClient = undefined;
    this.extra.clear();
    await Promise.all(clients.map((client) => closeClient(client)));
  }

  private watch(client: Redis): Redis {
    // Every connection error (one per failed reconnection attempt) lands here; without a
    // listener ioredis would print each one.
    client.on("error", (error: Error) => this.failed(error, "connection"));
    // A server that shuts down closes the connection cleanly, with no error: the outage starts
    // there, not at the first failed reconnection a back-off later.
    client.on("close", () => this.failed(new Error("connection closed"), "connection"));
    client.on("ready", () => {
      this.succeeded();
      this.trial(); // a breaker whose cool-down passed while disconnected tries at once
    });
    return client;
  }

  /**
   * A ticket that also notices the breaker's transitions: when it opens, a timer starts the trial
   * after the cool-down (the breaker itself keeps no timers); when it closes, the listeners hear.
   */
  private watchTicket(ticket: BreakerTicket): BreakerTicket {
    const end = (outcome: () => void) => () => {
      const [openings, before] = [this.breaker.openings, this.breaker.state];
      outcome();
      const after: BreakerState = this.breaker.state;
      if (this.closed) return;
      if (this.breaker.openings !== openings) this.scheduleTrial();
      else if (before !== "closed" && after === "closed") this.becameAvailable();
    };
    return { succeeded: end(() => ticket.succeeded()), failed: end(() => ticket.failed()), abandoned: end(() => ticket.abandoned()) };
  }

  private scheduleTrial(): void {
    clearTimeout(this.trialTimer);
    this.trialTimer = setTimeout(() => this.trial(), this.breaker.retryInMs() + 1);
    this.trialTimer.unref();
  }

  /**
   * The half-open breaker's one trial, a PING no request waits on. Not connected: no trial; the
   * next caller (or the "ready" event) tries once Redis is connected again.
   */
  private trial(): void {
    if (this.trying || this.closed || !this.ready || this.breaker.state !== "half-open") return;
    const ticket = this.breaker.enter();
    if (!ticket) return;
    this.trying = true;
    const watched = this.watchTicket(ticket);
    this.client.ping().then(
      () => {
        this.trying = false;
        watched.succeeded();
        this.succeeded();
      },
      () => {
        this.trying = false;
        watched.failed();
      },
    );
  }

  private becameAvailable(): void {
    for (const listener of [...this.availableListeners]) listener();
  }
}

async function closeClient(client: Redis): Promise<void> {
  if (client.status === "ready") {
    const quit = client.quit().then(
      () => undefined,
      () => undefined,
    );
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([quit, timeout]);
  }
  client.disconnect(false);
}
