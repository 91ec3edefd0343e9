/**
 * Garbage-collector pressure while a test waits: steady allocation and a forced full collection
 * every 50 ms. An abort signal or timer that only a weak reference keeps alive (the Node 20
 * AbortSignal.any problem) is collected under this, and the call it should end waits forever.
 * Needs --expose-gc (vitest.config.ts passes it to the workers).
 */
export function startGcPressure(): { stop(): void; collections(): number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== "function") throw new Error("GC pressure needs node --expose-gc (see vitest.config.ts execArgv)");
  let count = 0;
  let ticks = 0;
  // Held until the next round, so each collection has live objects to trace as well.
  const held: { objects: unknown[] } = { objects: [] };
  const timer = setInterval(() => {
    held.objects = Array.from({ length: 2_000 }, (_, i) => ({ i, s: `x${i}` }));
    // A full collection every 50 ms: often enough to catch a weakly held timer within one
    // upstream timeout, rare enough that the collections themselves do not eat the budget.
    if (++ticks % 5 === 0) {
      gc();
      count++;
    }
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      held.objects = [];
    },
    collections: () => count,
  };
}
