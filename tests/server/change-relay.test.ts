/**
 * The change relay (shared/change-relay.ts) over a real redis-server: content changes announced
 * in one process are announced in the others with `remote: true`, once, and never sent back.
 * One test uses a second Node process (its own diagnostics channel); the others run two relays
 * in this process, each over its own local signal, since both would otherwise share one channel.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onContentChange, announceContentChange, type ContentChange } from "../../contract/content-changes";
import { CHANGE_RELAY_CHANNEL, startChangeRelay, type ChangeRelay, type LocalChanges } from "../../shared/change-relay";
import { RedisConnection } from "../../shared/redis";
import { startTestRedis, type TestRedis } from "../support/redis";

let redis: TestRedis;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  redis = await startTestRedis();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  if (!redis.running) await redis.start();
});
afterAll(async () => {
  await redis?.close();
});

interface Logged {
  level: "info" | "warn";
  msg?: string;
}

function connect(logged: Logged[] = [], name?: string) {
  const connection = new RedisConnection(redis.url, {
    logger: { info: (_o, msg) => logged.push({ level: "info", msg }), warn: (_o, msg) => logged.push({ level: "warn", msg }) },
    maxBackoffMs: 200,
    name,
  });
  cleanups.push(() => connection.close());
  return connection;
}

/** A local signal of one simulated process: what was announced on it, and its subscribers. */
function localBus() {
  const heard: ContentChange[] = [];
  const listeners = new Set<(change: ContentChange) => void>();
  const bus: LocalChanges = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(change) {
      heard.push(change);
      for (const listener of listeners) listener(change);
    },
  };
  return { bus, heard };
}

async function relayOn(processId: string, logged: Logged[] = []) {
  const connection = connect(logged, processId);
  const { bus, heard } = localBus();
  const relay = startChangeRelay({
    connection,
    logger: { info() {}, warn: (_o, msg) => logged.push({ level: "warn", msg }) },
    processId,
    local: bus,
  });
  cleanups.push(() => relay.close());
  expect(await connection.whenReady(5000)).toBe(true);
  await relay.subscribed;
  return { relay, bus, heard, connection };
}

async function waitFor(check: () => boolean, timeoutMs = 5000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe("the change relay between processes", () => {
  it("announces a change from another Node process here as remote, once, and sends this process's changes there", async () => {
    const connection = connect();
    const relay: ChangeRelay = startChangeRelay({ connection, logger: { info() {}, warn() {} }, processId: "parent" });
    cleanups.push(() => relay.close());
    const heardHere: ContentChange[] = [];
    cleanups.push(onContentChange((change) => heardHere.push(change)));
    expect(await connection.whenReady(5000)).toBe(true);
    await relay.subscribed;

    const child: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      ["--import", "tsx", path.join(__dirname, "change-relay-child.ts"), redis.url, "child"],
      {
        cwd: path.resolve(__dirname, "../.."),
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    cleanups.push(() => {
      child.kill();
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const lines: Array<{ ready?: boolean; heard?: ContentChange }> = [];
    readline.createInterface({ input: child.stdout }).on("line", (line) => lines.push(JSON.parse(line)));
    await waitFor(() => lines.some((l) => l.ready), 20_000, `the child relay (stderr: ${stderr})`);

    announceContentChange({ reason: "editorial-decision" });
    await waitFor(() => lines.some((l) => l.heard?.reason === "editorial-decision"), 5000, "the child to hear the change");
    child.stdin.write("announce trash\n");
    await waitFor(() => heardHere.some((c) => c.reason === "trash"), 5000, "this process to hear the child's change");
    await settle();

    // Each side: its own change once (local), the other's once (remote), no echo of either.
    expect(heardHere).toEqual([{ reason: "editorial-decision" }, { reason: "trash", remote: true }]);
    expect(lines.filter((l) => l.heard).map((l) => l.heard)).toEqual([{ reason: "editorial-decision", remote: true }, { reason: "trash" }]);
    child.stdin.write("exit\n");
  });

  it("relays between two relays in one process without loops, and ignores its own and malformed messages", async () => {
    const warned: Logged[] = [];
    const a = await relayOn("replica-a");
    const b = await relayOn("replica-b");
    // A logger that records: the relay's own warnings (malformed messages) go to it.
    const c = localBus();
    const connectionC = connect();
    const relayC = startChangeRelay({
      connection: connectionC,
      logger: { info() {}, warn: (_o, msg) => warned.push({ level: "warn", msg }) },
      processId: "replica-c",
      local: c.bus,
    });
    cleanups.push(() => relayC.close());
    await connectionC.whenReady(5000);
    await relayC.subscribed;

    a.bus.announce({ reason: "editorial-decision" });
    await waitFor(() => b.heard.length > 0 && c.heard.length > 0);
    await settle();
    expect(a.heard).toEqual([{ reason: "editorial-decision" }]);
    expect(b.heard).toEqual([{ reason: "editorial-decision", remote: true }]);
    expect(c.heard).toEqual([{ reason: "editorial-decision", remote: true }]);

    // A message carrying C's own id is C's own, already announced; garbage is dropped with a warning.
    await redis.command("PUBLISH", CHANGE_RELAY_CHANNEL, JSON.stringify({ from: "replica-c", change: { reason: "restore" } }));
    await redis.command("PUBLISH", CHANGE_RELAY_CHANNEL, "not json");
    await waitFor(() => a.heard.some((h) => h.reason === "restore"));
    await settle();
    expect(c.heard.map((h) => h.reason)).toEqual(["editorial-decision"]);
    expect(warned.filter((w) => w.msg?.includes("malformed"))).toHaveLength(1);
  });

  it("while Redis is down changes are not relayed and nothing throws; once it is back every relay drops its caches once", async () => {
    const logged: Logged[] = [];
    const a = await relayOn("replica-a", logged);
    const b = await relayOn("replica-b");

    await redis.stop();
    await waitFor(() => !a.connection.ready && !b.connection.ready, 5000, "the connections to notice");
    a.bus.announce({ reason: "trash" });
    a.bus.announce({ reason: "restore" });
    await settle();
    expect(b.heard).toEqual([]);

    await redis.start();
    await waitFor(
      () => a.heard.some((h) => h.reason === "relay-resubscribed") && b.heard.some((h) => h.reason === "relay-resubscribed"),
      10_000,
      "both to resubscribe",
    );
    await settle();
    expect(a.heard.filter((h) => h.reason === "relay-resubscribed")).toEqual([{ reason: "relay-resubscribed", remote: true }]);
    expect(b.heard.filter((h) => h.reason === "relay-resubscribed")).toEqual([{ reason: "relay-resubscribed", remote: true }]);
    // One warning for the outage and one line when it ended, however many attempts failed in between.
    expect(logged.filter((l) => l.level === "warn")).toHaveLength(1);
    expect(logged.filter((l) => l.level === "info")).toHaveLength(1);

    // And relaying works as before.
    b.bus.announce({ reason: "editorial-decision" });
    await waitFor(() => a.heard.some((h) => h.reason === "editorial-decision"));
  });

  it("sends one catch-up change for a change it could not publish while only its own connection was broken", async () => {
    const a = await relayOn("replica-a");
    const b = await relayOn("replica-b");
    // Cut replica A's command connection only; B stays subscribed throughout.
    const clients = String(await redis.command("CLIENT", "LIST"));
    const id = /id=(\d+) .* name=replica-a /.exec(clients.split("\n").find((l) => / name=replica-a /.test(l)) ?? "")?.[1];
    expect(id).toBeDefined();
    await redis.command("CLIENT", "KILL", "ID", id!);
    await waitFor(() => !a.connection.ready, 5000, "A to notice");
    a.bus.announce({ reason: "trash" });
    await waitFor(() => b.heard.length > 0, 10_000, "the catch-up change");
    await settle();
    expect(b.heard).toEqual([{ reason: "relay-catch-up", remote: true }]);
  });
});
