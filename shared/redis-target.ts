/**
 * Where a REDIS_URL points and how to reconnect to it (shared/redis.ts): ioredis's target options,
 * the URL for logs, and the reconnection back-off.
 */
import type { RedisOptions } from "ioredis";

/**
 * ioredis options for a REDIS_URL: redis://[user:password@]host:port[/db], rediss://… (TLS), or
 * unix:///path/to/redis.sock[?db=N] (ioredis itself takes a bare path for a socket).
 */
export function redisTarget(url: string): RedisOptions {
  const parsed = new URL(url);
  if (parsed.protocol === "unix:") {
    const db = parsed.searchParams.get("db");
    return { path: decodeURIComponent(parsed.pathname), ...(db ? { db: Number(db) } : {}) };
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:") throw new Error(`REDIS_URL: unsupported scheme ${parsed.protocol}`);
  const db = parsed.pathname.replace(/^\//, "");
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1",
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(parsed.protocol === "rediss:" ? { tls: {} } : {}),
  };
}

/** REDIS_URL without its password, for logs. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/** Delay before reconnection attempt `times` (1, 2, …): 100 ms doubling to the cap, with ±20 % jitter. */
export function backoffMs(times: number, capMs = 5000): number {
  const base = Math.min(capMs, 100 * 2 ** Math.min(times, 16));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
