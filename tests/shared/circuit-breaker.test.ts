import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "../../shared/circuit-breaker";
import { allBreakers, configureBreaker, existingBreaker, upstreamBreaker } from "../../shared/upstream-breakers";

function breakerWithClock(failures = 3, openMs = 10_000) {
  const clock = { now: 1_000_000 };
  const breaker = new CircuitBreaker({ failures, openMs, now: () => clock.now });
  /** One call through the breaker that ends as told; false when it was refused at once. */
  const call = (outcome: "succeeded" | "failed" | "abandoned") => {
    const ticket = breaker.enter();
    if (!ticket) return false;
    ticket[outcome]();
    return true;
  };
  return { clock, breaker, call };
}

describe("the upstream's circuit breaker", () => {
  it("lets every call through while closed, and opens after the configured failures in a row", () => {
    const { breaker, call } = breakerWithClock(3);
    expect(breaker.state).toBe("closed");
    expect([call("failed"), call("failed")]).toEqual([true, true]);
    expect(breaker.state).toBe("closed");
    expect(call("failed")).toBe(true);
    expect(breaker.state).toBe("open");
    expect(breaker.openings).toBe(1);
  });

  it("counts only consecutive failures: an answer in between resets the count", () => {
    const { breaker, call } = breakerWithClock(3);
    for (let i = 0; i < 10; i++) {
      call("failed");
      call("failed");
      call("succeeded");
    }
    expect(breaker.state).toBe("closed");
  });

  it("refuses every call at once while open, and says when it will try again", () => {
    const { clock, breaker, call } = breakerWithClock(1, 10_000);
    call("failed");
    clock.now += 4000;
    expect(breaker.retryInMs()).toBe(6000);
    expect([call("succeeded"), call("succeeded")]).toEqual([false, false]);
    expect(breaker.refused).toBe(2);
    expect(breaker.state).toBe("open");
  });

  it("after its open time lets one trial call through, and closes when the trial gets an answer", () => {
    const { clock, breaker } = breakerWithClock(1, 10_000);
    breaker.enter()!.failed();
    clock.now += 10_000;
    expect(breaker.state).toBe("half-open");
    const trial = breaker.enter();
    expect(trial).not.toBeNull();
    expect(breaker.enter()).toBeNull(); // the others still fail at once while the trial runs
    trial!.succeeded();
    expect(breaker.state).toBe("closed");
    expect(breaker.enter()).not.toBeNull();
  });

  it("opens again for a whole period when the trial fails", () => {
    const { clock, breaker } = breakerWithClock(1, 10_000);
    breaker.enter()!.failed();
    clock.now += 10_000;
    breaker.enter()!.failed();
    expect(breaker.state).toBe("open");
    expect(breaker.retryInMs()).toBe(10_000);
    expect(breaker.openings).toBe(2);
  });

  it("gives the trial to the next call when the visitor of the first went away", () => {
    const { clock, breaker } = breakerWithClock(1, 10_000);
    breaker.enter()!.failed();
    clock.now += 10_000;
    breaker.enter()!.abandoned();
    expect(breaker.state).toBe("half-open");
    const next = breaker.enter();
    expect(next).not.toBeNull();
    next!.succeeded();
    expect(breaker.state).toBe("closed");
  });

  it("ignores late failures of calls that started before it opened, and a second verdict on one call", () => {
    const { breaker } = breakerWithClock(2);
    const slow = [breaker.enter()!, breaker.enter()!, breaker.enter()!];
    slow[0].failed();
    slow[1].failed();
    expect(breaker.state).toBe("open");
    slow[2].failed();
    expect(breaker.openings).toBe(1);
    slow[0].succeeded(); // already ended
    expect(breaker.state).toBe("open");
  });

  it("never opens with failures set to 0", () => {
    const { breaker, call } = breakerWithClock(0);
    for (let i = 0; i < 100; i++) call("failed");
    expect(breaker.state).toBe("closed");
  });
});

describe("the upstream's circuit breaker with a probe", () => {
  /** A breaker whose probe answers when the test says, and counts how often it was asked. */
  function probed() {
    const clock = { now: 1_000_000 };
    const asked: Array<(up: boolean | Error) => void> = [];
    const breaker = new CircuitBreaker({
      failures: 1,
      openMs: 10_000,
      now: () => clock.now,
      probe: () => new Promise<boolean>((resolve, reject) => asked.push((up) => (up instanceof Error ? reject(up) : resolve(up)))),
    });
    breaker.enter()!.failed();
    clock.now += 10_000;
    return { clock, breaker, asked };
  }

  it("refuses the call that finds the open time over, and asks the probe once in its place", async () => {
    const { breaker, asked } = probed();
    expect(breaker.enter(), "no caller waits on the trial").toBeNull();
    expect(breaker.enter()).toBeNull();
    await Promise.resolve();
    expect(asked).toHaveLength(1);
    expect(breaker.state).toBe("half-open");
    expect(breaker.refused).toBe(2);
  });

  it("closes when the probe says the upstream is up", async () => {
    const { breaker, asked } = probed();
    breaker.enter();
    await Promise.resolve();
    asked[0](true);
    await breaker.probing;
    expect(breaker.state).toBe("closed");
    expect(breaker.enter()).not.toBeNull();
  });

  it("opens again for a whole period when the probe says down or throws, and probes again after it", async () => {
    for (const verdict of [false, new Error("no answer")]) {
      const { clock, breaker, asked } = probed();
      breaker.enter();
      await Promise.resolve();
      asked[0](verdict);
      await breaker.probing;
      expect(breaker.state).toBe("open");
      expect(breaker.retryInMs()).toBe(10_000);
      clock.now += 10_000;
      expect(breaker.enter()).toBeNull();
      await Promise.resolve();
      expect(asked).toHaveLength(2);
    }
  });
});

describe("the breakers of the process", () => {
  it("are one per upstream origin, shared by whoever asks, and made only by a call", () => {
    const origin = `http://breaker-test-${Date.now()}.invalid`;
    expect(existingBreaker(origin)).toBeUndefined();
    const breaker = upstreamBreaker(origin);
    expect(upstreamBreaker(origin)).toBe(breaker);
    expect(existingBreaker(origin)).toBe(breaker);
    expect(allBreakers().get(origin)).toBe(breaker);
    expect(upstreamBreaker(`${origin}-other`)).not.toBe(breaker);
    const configured = configureBreaker(origin, { failures: 1, openMs: 5 });
    expect(upstreamBreaker(origin)).toBe(configured);
    expect(configured.failures).toBe(1);
  });
});
