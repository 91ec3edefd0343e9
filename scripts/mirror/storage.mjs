// The mirror's folder (scripts/mirror.mjs): its files, their hashes, the manifest and the lock.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export const MANIFEST_FILE = ".mirror-manifest.json";

/**
 * @typedef {{ file: string, sha256: string, size: number, etag?: string, lastModified?: string, type: string }} Entry
 * @typedef {{ version: 1, base: string, entries: Record<string, Entry>, unavailable?: { hash: string, date: string } }} Manifest
 */

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
const END_OF_DOCUMENT = Buffer.from("</html>");

/**
 * What says whether an answer changed. For a page, the document up to its `</html>`: after it
 * React streams the page's data for hydration, in chunks whose order depends on timing (a render
 * under load sends the same data as a deferred boundary), and the mirror's pages run no script.
 */
export function contentHash(bytes, type) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = type.startsWith("text/html") ? buffer.indexOf(END_OF_DOCUMENT) : -1;
  return sha256(end === -1 ? buffer : buffer.subarray(0, end + END_OF_DOCUMENT.length));
}

export async function writeAtomically(file, bytes) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.mirror-${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

export async function removeFile(out, relative) {
  await fs.rm(path.join(out, relative), { force: true });
  // Folders the page left empty go too (never DIR itself).
  for (let dir = path.dirname(relative); dir !== "." && dir !== path.sep && dir !== ""; dir = path.dirname(dir)) {
    try {
      await fs.rmdir(path.join(out, dir));
    } catch {
      break;
    }
  }
}

export async function sameFile(out, entry) {
  try {
    return (await fs.stat(path.join(out, entry.file))).size === entry.size;
  } catch {
    return false;
  }
}

/** Reads DIR's manifest; a missing or unreadable one is an empty mirror. */
export async function readManifest(out) {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(out, MANIFEST_FILE), "utf8"));
    if (manifest?.version === 1 && manifest.entries) return manifest;
  } catch {
    // first run
  }
  return { version: 1, base: "", entries: {} };
}

const LOCK_FILE = ".mirror-lock";

/** One run at a time in a folder (an hourly cron whose run is slow): a lock naming its process. */
export async function takeLock(out) {
  const file = path.join(out, LOCK_FILE);
  for (;;) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: "wx" });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number(await fs.readFile(file, "utf8").catch(() => ""));
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch (e) {
        alive = e.code === "EPERM";
      }
      if (alive) throw new Error(`another run (process ${pid}) is writing ${out}; ${file} is its lock`);
      await fs.rm(file, { force: true });
    }
  }
}

/**
 * Removes what is no longer published, unless something failed: a page that did not answer may
 * be the only link to others, which would then look unpublished (their entries are kept instead).
 */
export async function pruneUnpublished(out, previous, manifest, report) {
  if (report.failed.length === 0) {
    const kept = new Set(Object.values(manifest.entries).map((e) => e.file));
    for (const [address, entry] of Object.entries(previous.entries)) {
      if (manifest.entries[address]) continue;
      if (!kept.has(entry.file)) await removeFile(out, entry.file);
      report.removed.push(address);
    }
  } else {
    for (const [address, entry] of Object.entries(previous.entries)) manifest.entries[address] ??= entry;
  }
}
