import { randomUUID } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { OverloadLocals } from "./overload";

// The portal's request id, one log line per request, its last-resort error handler and TRUST_PROXY (server/app.ts).

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request id and one log line per request. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.locals.logger = logger.child({ reqId: id });
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path === "/healthz" || req.path === "/readyz") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The embedded API logs its own requests; the portal's loopback calls stay at debug.
      // An overload refusal (server/overload.ts) is counted and summarised there, not logged one by one.
      const level = (res.locals as OverloadLocals).overloaded
        ? "debug"
        : res.statusCode >= 500
          ? "error"
          : req.originalUrl.startsWith("/api/")
            ? "debug"
            : "info";
      res.locals.logger[level](
        { method: req.method, url: req.originalUrl.slice(0, 500), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}

/** The last error handler: a 4xx error answers its status in plain text, anything else is logged and a 500. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return void res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not Found" : "Bad Request");
    }
    (res.locals.logger ?? logger).error(
      { err: error instanceof Error ? error.stack : String(error), url: req.originalUrl },
      "unhandled error",
    );
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}

export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
