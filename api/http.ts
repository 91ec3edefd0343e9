import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { z, ZodError, ZodTypeAny } from "zod";
import { LangQuery, type Lang } from "../contract";
import { BAD_INPUT, HttpError } from "./core/http-error";
import { assertNoControlCharacters } from "./input-guard";
import type { Logger } from "./logger";

export { BAD_INPUT, HttpError, fieldError, notFound } from "./core/http-error";

/** Field → messages, the field named by its path ("searchText", "tags.2"), or `where` for the whole. */
export function fieldErrors(error: ZodError, where: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : where;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses request input with a contract schema; bad input is a BAD_INPUT naming each field. */
export function parseInput<S extends ZodTypeAny>(schema: S, data: unknown, where: "query" | "body" | "params"): z.output<S> {
  assertNoControlCharacters(data, where);
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, where);
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join("; ");
  throw new HttpError(BAD_INPUT, `Invalid ${where}: ${summary}`, errors);
}

/** The `?lang=` of a content call (default English); any other value is bad input. */
export function queryLang(req: Request): Lang {
  return parseInput(LangQuery, { lang: req.query.lang }, "query").lang;
}

const checkAnswers = process.env.NODE_ENV !== "production";

/**
 * Sends an answer typed by its contract schema. Outside production the answer is also checked
 * against the schema, so drift between the API and the contract fails tests instead of the portal.
 */
export function reply<S extends ZodTypeAny>(res: Response, schema: S, body: z.input<S>, status = 200): void {
  if (checkAnswers) {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(`Answer does not match the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
  }
  res.status(status).json(body);
}

/** Express 4 does not catch rejected promises; this forwards them to the error handler. */
export function handler(fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}

export function noStore(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
}

/** body-parser's own errors, by their `type`, as the API's answers. */
function bodyParserAnswer(error: { type?: string; status?: number }): HttpError | null {
  if (error.type === "entity.parse.failed")
    return new HttpError(BAD_INPUT, "The request body is not valid JSON", { body: ["Malformed JSON"] });
  if (error.type === "entity.too.large") return new HttpError(413, "The request body is too large", { body: ["Too large"] });
  const status = Number(error.status);
  if (status >= 400 && status < 500)
    return new HttpError(status, "The request could not be read", { body: [String(error.type ?? "Bad request")] });
  return null;
}

/** The API's one error handler: expected failures as ApiError JSON, the rest logged as a 500. */
export function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = error instanceof HttpError ? error : bodyParserAnswer(error ?? {});
    if (known) {
      if (known.retryAfterSeconds) res.set("Retry-After", String(known.retryAfterSeconds));
      if (known.status === 401) res.set("WWW-Authenticate", 'Bearer realm="api"');
      res.status(known.status).json(known.toJSON());
      return;
    }
    if (logger) logger.error({ err: error, method: req.method, url: req.originalUrl }, "api error");
    else console.error(error);
    res.status(500).json({ message: "Something went wrong on our side" });
  };
}
