// `npm start`: builds if needed, then runs the production server (server.ts) with tsx.
// Signals are passed on so SIGTERM drains requests gracefully.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
