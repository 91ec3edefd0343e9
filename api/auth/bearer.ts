import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db";
import { HttpError } from "../http";

export interface ApiUser {
  id: number;
  uuid: string;
  name: string;
  email: string | null;
  role: "user" | "moderator" | "admin";
  last_visit_at: string | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The user of the Bearer token, or null (set by bearerAuth). */
      apiUser?: ApiUser | null;
    }
  }
}

/** Tokens are stored as sha256 hex; the raw token never reaches the database. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function userForToken(db: Db, token: string): Promise<ApiUser | null> {
  const row = await db
    .selectFrom("access_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["u.id", "u.uuid", "u.name", "u.email", "u.role", "u.last_visit_at"])
    .where("t.token_hash", "=", hashToken(token))
    .where("t.revoked_at", "is", null)
    .where("t.expires_at", ">", new Date().toISOString())
    .where("u.deleted_at", "is", null)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets req.apiUser from `Authorization: Bearer …`; an unknown or expired token means no user. */
export function bearerAuth(db: Db) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get("authorization") ?? "";
    const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
    if (!match) {
      req.apiUser = null;
      next();
      return;
    }
    userForToken(db, match[1]).then(
      (user) => {
        req.apiUser = user;
        next();
      },
      next,
    );
  };
}

export function requireUser(req: Request): ApiUser {
  if (!req.apiUser) throw new HttpError(401, "Sign in to continue");
  return req.apiUser;
}
