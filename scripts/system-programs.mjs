// The system programs `npm test` needs besides Node's packages, and their setting up: a browser
// for the journeys (Chromium), the text browsers the no-JavaScript journeys drive (lynx, w3m),
// and the gateway and shared store the replica tests start on loopback (nginx, redis-server).
// Missing ones are installed from Debian/Ubuntu's packages when this user may (root, or
// password-less sudo); otherwise `npm test` stops at once and names them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./find-browser.mjs";

const onPath = (name) => spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;

/** Each program: how to tell it is there, and the Debian package that brings it. */
export const PROGRAMS = [
  { name: "chromium", package: "chromium", present: () => Boolean(findChromium()) },
  { name: "lynx", package: "lynx", present: () => onPath("lynx") },
  { name: "w3m", package: "w3m", present: () => onPath("w3m") },
  { name: "nginx", package: "nginx-light", present: () => onPath("nginx") || existsSync("/usr/sbin/nginx") },
  { name: "redis-server", package: "redis-server", present: () => onPath("redis-server") || existsSync("/usr/bin/redis-server") },
];

/** "" when root, "sudo" when sudo needs no password, null when neither. */
function privilege() {
  if (process.getuid?.() === 0) return "";
  return spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0 ? "sudo" : null;
}

/** Debian's package manager, run as root (directly or through sudo). */
function aptGet(sudo, packages) {
  const run = (args) =>
    spawnSync(sudo ? "sudo" : args[0], sudo ? args : args.slice(1), {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  const updated = run(["apt-get", "update", "-qq"]);
  return updated.status === 0 ? run(["apt-get", "install", "-y", "-qq", ...packages]).status : updated.status;
}

/**
 * Installs what is missing when possible. Returns null when everything is there, else the
 * message to stop with. The options are for the tests.
 */
export function ensureSystemPrograms({
  say = (line) => console.log(line),
  programs = PROGRAMS,
  sudo = privilege,
  install = aptGet,
  hasApt = () => onPath("apt-get"),
} = {}) {
  const missing = programs.filter((p) => !p.present());
  if (missing.length === 0) return null;
  const names = missing.map((p) => p.name).join(", ");
  const command = `sudo apt-get install -y ${programs.map((p) => p.package).join(" ")}`;
  const as = sudo();
  if (as === null || !hasApt()) {
    return `npm test needs ${names}, which this machine lacks. Install them with:\n  ${command}\n(or set CHROME_PATH to a Chromium or Chrome you have).`;
  }
  const packages = missing.map((p) => p.package);
  say(`npm test: installing ${names} (apt-get install -y ${packages.join(" ")})`);
  const status = install(as, packages);
  const still = programs.filter((p) => !p.present()).map((p) => p.name);
  if (status !== 0 || still.length)
    return `npm test could not install ${still.join(", ") || names} (apt-get exited ${status}). Install them with:\n  ${command}`;
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = ensureSystemPrograms();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
