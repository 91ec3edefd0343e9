import type { AppLoadContext } from "@remix-run/node";

const silent = { info() {}, debug() {}, warn() {}, error() {} };

/**
 * The context server.ts gives loaders and actions, pointed at a test upstream. Logs are dropped
 * unless the test passes a logger (see `errorRecorder`).
 */
export function loadContext(upstreamOrigin: string, extra: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "n", requestId: "test", upstreamOrigin, upstreamTimeoutMs: 5000, logger: silent, ...extra } as AppLoadContext;
}

/** A logger that keeps the messages of logged errors, for tests of what a failure logs. */
export function errorRecorder() {
  const logged: string[] = [];
  const logger = {
    ...silent,
    error(_obj: unknown, msg?: string) {
      if (msg) logged.push(msg);
    },
  };
  return { logged, logger };
}
