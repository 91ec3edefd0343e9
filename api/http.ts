import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z, ZodError, ZodTypeAny } from "zod";
import type { ApiError } from "../contract";

/** An answer with a status and an ApiError body, thrown from handlers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toJSON(): ApiError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}

/** Field → messages, the field named by its path ("searchText", "tags.2"), or `where` for the whole. */
export function fieldErrors(error: ZodError, where: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : where;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses request input with a contract schema; bad input is a 400 naming each field. */
export function parseInput<S extends ZodTypeAny>(schema: S, data: unknown, where: "query" | "body" | "params"): z.output<S> {
  const result = schema.safeParse(data ?? (where === "body" ? undefined : {}));
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, where);
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join("; ");
  throw new HttpError(400, `Invalid ${where}: ${summary}`, errors);
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
