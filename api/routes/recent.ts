import { Router, type Request } from "express";
import { AddSearchRequest, Ok, RecentSearchRequest, RecentSearchResponse, SinceLastVisitResponse } from "../../contract";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { BAD_INPUT, handler, HttpError, noStore, parseInput, reply } from "../http";
import { addRecentSearch, newSinceLastVisit, recentSearches, type SearchOwner } from "../repo/visitors";

/**
 * Whose searches: a user_id must be the Bearer token's user (401 without a token, 403 for
 * another user); a token alone means its user; otherwise the browser's visitor_id.
 */
function ownerOf(req: Request, body: { user_id: number | null; visitor_id: string | null }): SearchOwner | null {
  if (body.user_id !== null) {
    const user = requireUser(req);
    if (user.id !== body.user_id)
      throw new HttpError(403, "You can only see your own searches", { user_id: ["Does not match the signed-in user"] });
    return { user_id: user.id };
  }
  if (req.apiUser) return { user_id: req.apiUser.id };
  if (body.visitor_id) return { visitor_id: body.visitor_id.toLowerCase() };
  return null;
}

export function recentRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post(
    "/web/recent/search",
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const owner = ownerOf(req, parseInput(RecentSearchRequest, req.body ?? {}, "body"));
      reply(res, RecentSearchResponse, { data: owner ? await recentSearches(ctx.db, owner) : [] });
    }),
  );

  router.post(
    "/web/add/search",
    ctx.limitWrites("search"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const body = parseInput(AddSearchRequest, req.body, "body");
      const owner = ownerOf(req, body);
      if (!owner) throw new HttpError(BAD_INPUT, "Give a visitor_id or sign in", { visitor_id: ["Required without a signed-in user"] });
      await addRecentSearch(ctx.db, owner, body.search_key);
      reply(res, Ok, { ok: true });
    }),
  );

  router.get(
    "/recommendations/since-last-visit",
    handler(async (req, res) => {
      noStore(res);
      const user = requireUser(req);
      reply(res, SinceLastVisitResponse, { data: await newSinceLastVisit(ctx.db, user), role: user.role });
    }),
  );
  return router;
}
