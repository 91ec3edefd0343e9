import type { Request } from "express";
import { userForToken, type ApiUser } from "../auth/bearer";
import type { Db } from "../db/connection";

export type Viewer = Pick<ApiUser, "id" | "role">;

/**
 * The signed-in user of an API request: the one bearerAuth put on `req.apiUser`, or, when the
 * router runs without that middleware in front (mounted alone), the same token lookup.
 */
export async function viewerOf(req: Request, db: Db): Promise<Viewer | null> {
  if (req.apiUser !== undefined) return req.apiUser;
  const match = /^Bearer\s+(\S{1,512})$/i.exec((req.get("authorization") ?? "").trim());
  if (!match) return null;
  const user = await userForToken(db, match[1]);
  req.apiUser = user;
  return user;
}
