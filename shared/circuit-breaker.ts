/**
 * A circuit breaker for calls to one upstream (the content API behind the portal: the issue "Stay
 * up on the worst day", decision 0125).
 *
 * - **Closed**: every call goes through. A call that fails (timed out, no connection, a 5xx)
 *   adds one to a count of consecutive failures; any call that gets an answer resets it. At
 *   `failures` in a row the breaker opens.
 * - **Open** for `openMs`: every call is refused at once (`enter()` answers null), so a page
 *   answers from its caches instead of waiting out the timeout once per call.
 * - **Half-open** after that: one call, the trial, goes through; the others are still refused
 *   while it runs. Its answer closes the breaker; its failure opens it again for `openMs`.
 *   With a `probe` (the content API's health check: shared/upstream-breakers.ts) the trial is
 *   the probe, asked in the background, and no caller's call waits on an upstream that may
 *   still hang: the caller that finds the open time over is refused at once, like the others.
 *
 * Consecutive rather than a rate over a window: one broken endpoint among working ones never
 * opens it (its neighbours' answers reset the count), an upstream that is down opens it within
 * a page or two. `failures: 0` never opens. The clock is injected (tests drive it); nothing here
 * starts a timer: "half-open" is read from the clock when asked.
 *
 * Not opossum (which it is close to): opossum opens on a failure rate over a rolling window that
 * needs a volume threshold to be tuned, keeps its state in timers rather than an injectable
 * clock, and its state would still have to be shared between the two bundles (the React Router
 * build that calls, and the server that reports: shared/upstream-breakers.ts) by hand.
 */
export type BreakerState = "closed" | "open" | "half-open";

export interface BreakerOptions {
  /** Consecutive failures that open it; 0: never. */
  failures: number;
  /** How long it stays open before one trial call may go through. */
  openMs: number;
  now?: () => number;
  /**
   * The trial, when given: asked once the open time is over, instead of letting a caller's call
   * through. True closes the breaker; false or a throw opens it again for `openMs`.
   */
  probe?: () => Promise<boolean>;
}

/** One call let through: it must end with exactly one of these (later ones are ignored). */
export interface BreakerTicket {
  /** The upstream answered (any status below 500, garbage included: it is up). */
  succeeded(): void;
  /** Timed out, unreachable, or a 5xx. */
  failed(): void;
  /** Ended without saying anything about the upstream (the visitor went away). */
  abandoned(): void;
}

export class CircuitBreaker {
  readonly failures: number;
  readonly openMs: number;
  readonly #now: () => number;
  readonly #probe: (() => Promise<boolean>) | undefined;
  #open = false;
  #openedAt = 0;
  #consecutive = 0;
  #trial = false;
  /** Times it opened (a trial that failed counts again), for metrics. */
  openings = 0;
  /** Calls refused at once, for metrics. */
  refused = 0;
  /** The last probe asked, settled once its verdict is in (tests wait on it). */
  probing: Promise<void> | undefined;

  constructor(options: BreakerOptions) {
    this.failures = Math.max(0, Math.floor(options.failures));
    this.openMs = Math.max(0, options.openMs);
    this.#now = options.now ?? Date.now;
    this.#probe = options.probe;
  }

  get state(): BreakerState {
    if (!this.#open) return "closed";
    return this.#now() - this.#openedAt < this.openMs ? "open" : "half-open";
  }

  /** Milliseconds until a trial call may go through (0 unless open). */
  retryInMs(): number {
    return this.state === "open" ? this.openMs - (this.#now() - this.#openedAt) : 0;
  }

  /** A ticket for a call, or null when the call must fail at once. */
  enter(): BreakerTicket | null {
    const state = this.state;
    if (state === "closed") return this.#ticket(false);
    if (state === "half-open" && !this.#trial) {
      this.#trial = true;
      const ticket = this.#ticket(true);
      if (!this.#probe) return ticket;
      this.probing = Promise.resolve()
        .then(this.#probe)
        .then(
          (up) => (up ? ticket.succeeded() : ticket.failed()),
          () => ticket.failed(),
        );
    }
    this.refused += 1;
    return null;
  }

  #ticket(trial: boolean): BreakerTicket {
    let done = false;
    const end = (outcome: "succeeded" | "failed" | "abandoned") => {
      if (done) return;
      done = true;
      if (trial) this.#trial = false;
      if (outcome === "succeeded") {
        // An answer from a call that started while closed, or the trial's: the upstream is up.
        // (A call that started before the breaker opened and answers late closes it too.)
        this.#consecutive = 0;
        this.#open = false;
      } else if (outcome === "failed") {
        // While open only the trial's failure counts (it opens it again); late failures of calls
        // that started before it opened say nothing new.
        if (this.#open) {
          if (trial) this.#trip();
        } else if (this.failures > 0 && ++this.#consecutive >= this.failures) {
          this.#trip();
        }
      }
    };
    return { succeeded: () => end("succeeded"), failed: () => end("failed"), abandoned: () => end("abandoned") };
  }

  #trip() {
    this.#open = true;
    this.#openedAt = this.#now();
    this.#consecutive = 0;
    this.openings += 1;
  }
}
