import type { AppLoadContext, Params } from "react-router";

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

/**
 * What React Router passes a route's loader or action: the request, its URL, the matched pattern,
 * the params and the load context. `params` keeps the type the test gives it, so the same value
 * suits `LoaderFunctionArgs`/`ActionFunctionArgs` and a route's generated `Route.LoaderArgs`/
 * `Route.ActionArgs`, whose params name the route's own segments.
 */
export function routeArgs<P extends Params = Params>(request: Request, context: AppLoadContext, params: P = {} as P, pattern = "") {
  return { request, url: new URL(request.url), pattern, params, context };
}
