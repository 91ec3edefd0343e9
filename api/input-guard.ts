import type { RequestHandler } from "express";
import { BAD_INPUT, HttpError } from "./core/http-error";

/*
 * Control characters are refused at the edge of the API, the same way on both databases:
 * PostgreSQL cannot store NUL in text (it answered 500), and no field of the contract has a use
 * for the others. Free text may keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these find
const IN_ADDRESS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- control characters are what these find
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MESSAGE = "Must not contain control characters";

/** The path of the first string holding a control character, or null. */
function findControl(value: unknown, pattern: RegExp, path: string, depth = 0): string | null {
  if (typeof value === "string") return pattern.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (pattern.test(key)) return at;
    const found = findControl(inner, pattern, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the bad-input answer when a string in `value` (body text: tab and line breaks allowed) has one. */
export function assertNoControlCharacters(value: unknown, where: "query" | "body" | "params"): void {
  const found = findControl(value, where === "body" ? IN_TEXT : IN_ADDRESS, "");
  if (found !== null) {
    const field = found || where;
    throw new HttpError(BAD_INPUT, `Invalid ${where}: ${field}: ${MESSAGE}`, { [field]: [MESSAGE] });
  }
}

/** The address (path segments and query) of every request; bodies are checked by parseInput. */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new HttpError(BAD_INPUT, "Invalid path: not valid percent-encoding", { path: ["Not valid percent-encoding"] }));
  }
  if (IN_ADDRESS.test(path)) return next(new HttpError(BAD_INPUT, `Invalid path: ${MESSAGE}`, { path: [MESSAGE] }));
  try {
    assertNoControlCharacters(req.query, "query");
  } catch (error) {
    return next(error);
  }
  next();
};
