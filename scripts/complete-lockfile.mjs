// Adds the other platforms' optional native packages (rollup, tailwind oxide…) to
// package-lock.json. Machines whose registry mirror serves only linux packages write a lock
// without them, and `npm ci` then refuses that lock as out of sync ("Missing: … from lock file").
// Each entry names the platform (os/cpu/libc, from the package name), so npm installs it only
// there. Run after `npm install --package-lock-only`: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = {
  android: "android",
  darwin: "darwin",
  freebsd: "freebsd",
  linux: "linux",
  win32: "win32",
  openbsd: "openbsd",
  openharmony: "openharmony",
  wasm32: undefined,
};
const CPU = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "arm"];

/** os/cpu/libc of a platform package, from names like rollup-linux-arm-musleabihf or oxide-win32-x64-msvc. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => p in OS);
  const cpu = CPU.find((c) => parts.includes(c));
  if (!os || !cpu) return undefined;
  const entry = {};
  if (OS[os]) entry.os = [OS[os]];
  entry.cpu = [cpu];
  if (os === "linux") entry.libc = [parts.some((p) => p.startsWith("musl")) ? "musl" : "glibc"];
  return entry;
}

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
let added = 0;
for (const [where, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${where}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lock] added ${added} platform packages`);
