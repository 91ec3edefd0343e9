import { pino, type Logger } from "pino";

/** JSON logs on stdout (one line per event), the level from LOG_LEVEL. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "portal" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "headers.cookie", "headers.authorization"], remove: true },
  });
}

export type { Logger };
