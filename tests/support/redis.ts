/**
 * A real redis-server (Debian's, 7.0) for tests, run as a child process: on a unix socket in a
 * temporary directory by default, or on a free loopback TCP port. It can be stopped and started
 * again on the same address, to test what the portal does while Redis is away and after it is
 * back (its script cache then empty: NOSCRIPT).
 *
 *   const redis = await startTestRedis();          // redis.url = unix:///tmp/…/redis.sock
 *   const tcp = await startTestRedis({ tcp: true }); // tcp.url = redis://127.0.0.1:<port>
 *   await redis.stop(); await redis.start(); await redis.close();
 *
 * `.ci/run` installs redis-server when it is missing; REDIS_SERVER names another binary.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { RedisConnection } from "../../shared/redis";

export interface TestRedis {
  /** REDIS_URL for this server: unix:///…/redis.sock, or redis://127.0.0.1:<port> with `tcp`. */
  readonly url: string;
  /** The unix socket (undefined with `tcp`). */
  readonly socketPath?: string;
  /** The TCP port (undefined without `tcp`). */
  readonly port?: number;
  /** Whether the server process is running now. */
  readonly running: boolean;
  /** One command on a short-lived connection, e.g. `command("SCRIPT", "FLUSH")`. */
  command(name: string, ...args: Array<string | number>): Promise<unknown>;
  /** Stops the server (SIGTERM) and waits for it to exit; the address stays reserved. */
  stop(): Promise<void>;
  /** Starts it again on the same address, empty (no persistence), and waits until it answers. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

/** The redis-server binary: REDIS_SERVER, else redis-server on the PATH (Debian: /usr/bin). */
export function redisServerBinary(): string | undefined {
  if (process.env.REDIS_SERVER) return process.env.REDIS_SERVER;
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  const bin = found.stdout.trim();
  return found.status === 0 && bin ? bin : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestRedis(options: { tcp?: boolean } = {}): Promise<TestRedis> {
  const bin = redisServerBinary();
  if (!bin) throw new Error("redis-server not found: apt-get install redis-server (.ci/run installs it), or set REDIS_SERVER");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-redis-"));
  const socketPath = options.tcp ? undefined : path.join(dir, "redis.sock");
  const port = options.tcp ? await freePort() : undefined;
  const url = socketPath ? `unix://${socketPath}` : `redis://127.0.0.1:${port}`;
  const connect = () =>
    new Redis({
      ...(socketPath ? { path: socketPath } : { host: "127.0.0.1", port }),
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const killOnExit = () => child?.kill("SIGKILL");
  process.once("exit", killOnExit);

  async function answers(): Promise<boolean> {
    const client = connect();
    client.on("error", () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }

  async function start(): Promise<void> {
    if (child) return;
    const args = [
      "--port",
      String(port ?? 0),
      ...(port ? ["--bind", "127.0.0.1"] : []),
      ...(socketPath ? ["--unixsocket", socketPath, "--unixsocketperm", "700"] : []),
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "no",
      "--dir",
      dir,
      "--loglevel",
      "warning",
    ];
    let output = "";
    const started = spawn(bin!, args, { stdio: ["ignore", "pipe", "pipe"] });
    started.stdout!.on("data", (d) => (output += d));
    started.stderr!.on("data", (d) => (output += d));
    child = started;
    exited = new Promise((resolve) => started.once("exit", () => resolve()));
    void exited.then(() => {
      if (child === started) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`redis-server exited at start (${started.exitCode}): ${output}`);
      if (await answers()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    started.kill("SIGKILL");
    throw new Error(`redis-server did not answer within 10 s: ${output}`);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    running.kill("SIGTERM");
    const timer = setTimeout(() => running.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    child = undefined;
  }

  await start();
  return {
    url,
    socketPath,
    port,
    get running() {
      return !!child;
    },
    async command(name, ...args) {
      const client = connect();
      client.on("error", () => undefined);
      try {
        await client.connect();
        return await client.call(name, ...args.map(String));
      } finally {
        client.disconnect();
      }
    },
    stop,
    start,
    async close() {
      await stop();
      process.off("exit", killOnExit);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a test's Redis connections logged: which connection, at which level, the message. */
export type RedisLogLine = { connection: string; level: string; msg?: string };

/** A connection named `name` that reconnects fast and records what it logs into `logged`. */
export function loggingConnection(url: string, name: string, logged: RedisLogLine[]): RedisConnection {
  return new RedisConnection(url, {
    name,
    maxBackoffMs: 200,
    logger: {
      info: (_o, msg) => logged.push({ connection: name, level: "info", msg }),
      warn: (_o, msg) => logged.push({ connection: name, level: "warn", msg }),
    },
  });
}
