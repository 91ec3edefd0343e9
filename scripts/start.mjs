// `npm start`: builds if needed (scripts/build-if-needed.mjs), then runs the bundled production
// server with plain node. Signals are passed on so SIGTERM drains requests gracefully.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const server = path.join(process.env.BUILD_DIR || "build", "server.js");
const child = spawn(process.execPath, ["--enable-source-maps", server], { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
