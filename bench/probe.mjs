// Preloaded into the benchmarked server (node --import ./bench/probe.mjs): answers the bench
// over the IPC channel with the server's own memory and event-loop delay, measured inside it.
import { monitorEventLoopDelay } from "node:perf_hooks";

if (typeof process.send === "function") {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on("message", (message) => {
    if (!message || message.type !== "probe") return;
    const memory = process.memoryUsage();
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
    process.send({
      type: "probe",
      id: message.id,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
    });
    if (message.reset) delay.reset();
  });
  // The IPC channel must not keep the server alive, nor stop it from exiting on SIGTERM.
  process.channel?.unref();
}
