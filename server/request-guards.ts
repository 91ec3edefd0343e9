import type { NextFunction, Request, Response } from "express";
import type { RoutePolicy } from "../app/route-policy";

/**
 * Requests the portal's pages cannot take, refused before any route action runs. Without this
 * a route action reads `request.formData()` of whatever arrived and a body that is not a form
 * (or a method Fetch cannot even construct, like TRACE) ends as a 500.
 *
 * A refusal does not answer here: it sets `res.locals.refusedWith` and the request adapter turns
 * the request into a GET whose root loader throws that status, so the visitor gets the
 * portal's own error page (header, footer, the status) with the right code.
 */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/** Bodies of the portal's forms; anything else is 415. */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const MULTIPART = /^\s*multipart\/form-data/i;
const NUL_ENCODED = /%00/;

export interface RefusedRequest {
  status: 400 | 405 | 413 | 415;
  reason: string;
}

export interface GuardedLocals {
  refusedWith?: RefusedRequest;
  /** The form body, already read and checked; the adapter hands it to the router. */
  formBody?: Buffer;
}

function decodedPath(url: string): string {
  const path = url.split("?")[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The form policies of the route a request goes to (server/route-policies.ts). */
export type FormPolicyOf = (req: Request) => Pick<RoutePolicy, "upload" | "form">;

export function pageRequestGuard(formPolicyOf: FormPolicyOf) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const locals = res.locals as GuardedLocals;
    const refuse = (status: RefusedRequest["status"], reason: string) => {
      locals.refusedWith = { status, reason };
      req.resume(); // drain whatever body there is so the connection can be reused
      next();
    };
    if (!(PAGE_METHODS as readonly string[]).includes(req.method)) {
      res.setHeader("Allow", PAGE_METHODS.join(", "));
      return refuse(405, `method ${req.method}`);
    }
    // A backslash in the path (`/%5C`) reads as `//` to the URL parser in the router: no page has one.
    if (decodedPath(req.originalUrl).includes("\\")) return refuse(400, "backslash in the path");
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    if (NUL_ENCODED.test(query) || query.includes("\0")) return refuse(400, "NUL byte in the query string");
    if (req.method !== "POST") return next();

    const type = req.get("content-type") ?? "";
    if (!FORM_TYPE.test(type)) return refuse(415, `body of type ${JSON.stringify(type.slice(0, 80))}`);
    const { upload, form } = formPolicyOf(req);
    let body: Buffer;
    try {
      body = await readBody(req, upload.maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(413, "form body too large");
      return next(error);
    }
    // Counted in the raw bytes, before anything parses them: parsing and reading a form's fields
    // must never cost more than a few times what the route's real forms do.
    const multipart = MULTIPART.test(type);
    const fields = multipart ? multipartFieldCount(body, type) : urlencodedFieldCount(body);
    if (fields > form.maxFields) {
      locals.refusedWith = { status: 413, reason: `${fields} form fields, at most ${form.maxFields}` };
      return next();
    }
    const problem = multipart
      ? await multipartProblem(body, type, upload.files, form.maxTextBytes)
      : urlencodedProblem(body, form.maxTextBytes);
    if (problem) {
      locals.refusedWith = problem;
      return next();
    }
    locals.formBody = body;
    next();
  };
}

class BodyTooLarge extends Error {}

function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.resume();
        return reject(new BodyTooLarge());
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** Occurrences of one byte sequence, found by the native search: linear in the body. */
function occurrences(body: Buffer, needle: Buffer | number): number {
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + 1)) count++;
  return count;
}

function urlencodedFieldCount(body: Buffer): number {
  return body.length === 0 ? 0 : occurrences(body, 0x26 /* & */) + 1;
}

/** Parts between the boundary lines (the last boundary line closes the body). */
function multipartFieldCount(body: Buffer, type: string): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) return 0;
  return Math.max(0, occurrences(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1);
}

function urlencodedProblem(body: Buffer, maxTextBytes: number): RefusedRequest | undefined {
  if (body.length > maxTextBytes) return { status: 413, reason: "form fields too large" };
  if (body.includes(0) || NUL_ENCODED.test(body.toString("latin1"))) return { status: 400, reason: "NUL byte in the form" };
  return undefined;
}

/** Parsed the way the route will parse it, so a malformed body is a 400 here, not a 500 there. */
async function multipartProblem(
  body: Buffer,
  type: string,
  filesAllowed: boolean,
  maxTextBytes: number,
): Promise<RefusedRequest | undefined> {
  let form: FormData;
  try {
    form = await new globalThis.Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    return { status: 400, reason: "malformed multipart body" };
  }
  let textBytes = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" && !filesAllowed) return { status: 400, reason: "file fields are not accepted" };
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) return { status: 400, reason: "NUL byte in the form" };
    textBytes += Buffer.byteLength(name) + (typeof value === "string" ? Buffer.byteLength(value) : 0);
  }
  // Files may take the route's whole allowance; the fields beside them only the form's.
  if (textBytes > maxTextBytes) return { status: 413, reason: "form fields too large" };
  return undefined;
}
