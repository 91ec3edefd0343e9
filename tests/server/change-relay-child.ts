/**
 * A second process for tests/server/change-relay.test.ts: its own diagnostics channel, a change
 * relay to the Redis named on the command line, and a line protocol on stdio:
 * stdin "announce <reason>" announces a local change; stdout gets `{"ready":true,...}` once
 * subscribed and `{"heard":{...}}` for every change announced in this process.
 */
import readline from "node:readline";
import { announceContentChange, onContentChange } from "../../contract/content-changes";
import { startChangeRelay } from "../../shared/change-relay";
import { RedisConnection } from "../../shared/redis";

const [url, processId] = process.argv.slice(2);
const quiet = { info() {}, warn() {} };
const connection = new RedisConnection(url, { logger: quiet, name: "relay-child", maxBackoffMs: 200 });
const relay = startChangeRelay({ connection, logger: quiet, processId });
const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

onContentChange((change) => say({ heard: change }));
await connection.whenReady(5000);
await relay.subscribed;
say({ ready: true, processId: relay.processId });

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, reason] = line.split(" ");
  if (command === "announce") announceContentChange({ reason });
  if (command === "exit") break;
}
await relay.close();
await connection.close();
