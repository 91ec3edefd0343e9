import type { Selectable } from "kysely";
import type { Request, RequestHandler } from "express";
import type { Role } from "../../contract/accounts";
import type { Db } from "../db";
import type { UsersTable } from "../db/schema";
import { HttpError } from "../core/http-error";
import { hashToken } from "./secrets";

/** A signed-in user as the API sees it: the whole users row. */
export type ApiUser = Selectable<UsersTable>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Request in this global namespace
  namespace Express {
    interface Request {
      /** The user of the Bearer token, or null (set by bearerAuth). */
      apiUser?: ApiUser | null;
      /** The raw Bearer token of apiUser (to revoke it or keep it on a password change). */
      apiToken?: string;
    }
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.~+/]{1,512}=*)$/i;

/** The token of `Authorization: Bearer …`, or null when the header is absent or malformed. */
function bearerToken(req: Request): string | null {
  return BEARER.exec((req.get("authorization") ?? "").trim())?.[1] ?? null;
}

/** The user a token belongs to, if the token is known, unexpired and unrevoked. */
async function userForToken(db: Db, token: string): Promise<ApiUser | null> {
  const row = await db
    .selectFrom("access_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .selectAll("u")
    .where("t.token_hash", "=", hashToken(token))
    .where("t.revoked_at", "is", null)
    .where("t.expires_at", ">", new Date().toISOString())
    .where("u.deleted_at", "is", null)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets req.apiUser from `Authorization: Bearer …`; an unknown or expired token means no user. */
export function bearerAuth(db: Db): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    req.apiUser = null;
    if (!token) return next();
    userForToken(db, token).then((user) => {
      req.apiUser = user;
      if (user) req.apiToken = token;
      next();
    }, next);
  };
}

export function requireUser(req: Request): ApiUser {
  if (!req.apiUser) throw new HttpError(401, "Sign in to continue.");
  return req.apiUser;
}

export function requireRole(req: Request, ...roles: Role[]): ApiUser {
  const user = requireUser(req);
  if (!roles.includes(user.role)) throw new HttpError(403, "You do not have permission to do this.");
  return user;
}
