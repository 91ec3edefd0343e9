import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";

/**
 * A missing SESSION_SECRET is generated once and kept in DATA_DIR/session-secret (mode 0600),
 * so a fresh machine needs no configuration and sessions survive restarts. Reported in the log.
 */
export function ensureSessionSecret(current: string | undefined, dataDir: string, logger: Logger): string {
  if (current && current.trim() !== "") return current;
  const file = path.resolve(dataDir, "session-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) {
      logger.info({ file }, "SESSION_SECRET not set: using the generated secret stored in the data directory");
      return stored;
    }
  } catch {
    // Not generated yet.
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  logger.warn(
    { file },
    "SESSION_SECRET not set: generated a new secret and stored it in the data directory; set SESSION_SECRET in production",
  );
  return secret;
}
