// Preloaded into the benchmarked server (node --import ./bench/probe.mjs): answers the bench
// over the IPC channel with the server's own memory and event-loop delay, measured inside it.
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

/**
 * RSS split as Linux counts it (/proc/self/status): anonymous memory (the heap, buffers, native
 * allocations) and mapped files (the code, and SQLite's file while `mmap_size` maps it, which the
 * kernel drops when memory is short). Undefined elsewhere.
 */
function rssParts() {
  try {
    const status = readFileSync("/proc/self/status", "utf8");
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024 || undefined;
    return { rssAnon: kb("RssAnon"), rssFile: kb("RssFile") };
  } catch {
    return {};
  }
}

if (typeof process.send === "function") {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Garbage-collection pauses: how many, their total and the longest (a long one is a long delay).
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ["gc"] });
  process.on("message", (message) => {
    if (!message || message.type !== "probe") return;
    const memory = process.memoryUsage();
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
    process.send({
      type: "probe",
      id: message.id,
      rss: memory.rss,
      ...rssParts(),
      heapUsed: memory.heapUsed,
      eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
      gc: { count: gc.count, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs * 10) / 10 },
    });
    if (message.reset) {
      delay.reset();
      gc = { count: 0, totalMs: 0, maxMs: 0 };
    }
  });
  // The IPC channel must not keep the server alive, nor stop it from exiting on SIGTERM.
  process.channel?.unref();
}
