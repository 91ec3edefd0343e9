import type http from "node:http";
import type { Logger } from "pino";

/**
 * Graceful shutdown of the portal's HTTP server. Idle keep-alive connections are closed first
 * (a client reusing one would otherwise get ECONNRESET mid-request); every response not yet
 * started, in flight or arriving, carries `Connection: close`, so clients stop reusing the
 * socket and Node closes it once the response ends. After `timeoutMs` the rest is cut.
 */
export function gracefulClose(server: http.Server) {
  let closing = false;
  const inFlight = new Set<http.ServerResponse>();
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // A response may be whole already: the app's listener runs first, and a fast answer (a
    // health check, an overload refusal) ends in it.
    if (closing) return void (res.headersSent || res.setHeader("Connection", "close"));
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  return {
    get closing() {
      return closing;
    },
    close(timeoutMs: number, logger: Logger) {
      closing = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.closeIdleConnections();
        const timer = setTimeout(() => {
          logger.warn("shutdown timeout: closing remaining connections");
          server.closeAllConnections();
        }, timeoutMs);
        timer.unref();
        // A response that had already started streaming cannot say `Connection: close`; its
        // socket is closed as soon as it turns idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
      });
    },
  };
}
