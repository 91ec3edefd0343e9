import { Router, type Request } from "express";
import { sql } from "kysely";
import { AddSearchRequest, LISTED_TYPE_IDS, Ok, RecentSearchRequest, RecentSearchResponse, SinceLastVisitResponse } from "../../contract";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { BAD_INPUT, handler, HttpError, noStore, parseInput, reply } from "../http";
import { nowIso } from "../repo";

const RECENT_LIMIT = 10;

type Owner = { user_id: number } | { visitor_id: string } | null;

/**
 * Whose searches: a user_id must be the Bearer token's user (401 without a token, 403 for
 * another user); a token alone means its user; otherwise the browser's visitor_id.
 */
function ownerOf(req: Request, body: { user_id: number | null; visitor_id: string | null }): Owner {
  if (body.user_id !== null) {
    const user = requireUser(req);
    if (user.id !== body.user_id) throw new HttpError(403, "You can only see your own searches", { user_id: ["Does not match the signed-in user"] });
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
      if (!owner) return reply(res, RecentSearchResponse, { data: [] });
      const rows = await ctx.db
        .selectFrom("recent_searches")
        .select("key")
        .$if("user_id" in owner, (q) => q.where("user_id", "=", (owner as { user_id: number }).user_id))
        .$if("visitor_id" in owner, (q) => q.where("visitor_id", "=", (owner as { visitor_id: string }).visitor_id))
        .orderBy("searched_at", "desc")
        .orderBy("id", "desc")
        .limit(RECENT_LIMIT)
        .execute();
      reply(res, RecentSearchResponse, { data: rows });
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
      const user_id = "user_id" in owner ? owner.user_id : null;
      const visitor_id = "visitor_id" in owner ? owner.visitor_id : null;
      await ctx.db.transaction().execute(async (trx) => {
        // One entry per key (case-insensitive), carrying the latest time.
        await trx
          .deleteFrom("recent_searches")
          .where(sql<boolean>`lower(key) = ${body.search_key.toLowerCase()}`)
          .$if(user_id !== null, (q) => q.where("user_id", "=", user_id!))
          .$if(visitor_id !== null, (q) => q.where("visitor_id", "=", visitor_id!))
          .execute();
        await trx.insertInto("recent_searches").values({ user_id, visitor_id, key: body.search_key, searched_at: nowIso() }).execute();
      });
      reply(res, Ok, { ok: true });
    }),
  );

  router.get(
    "/recommendations/since-last-visit",
    handler(async (req, res) => {
      noStore(res);
      const user = requireUser(req);
      // The newest publication date of each listed type: one index seek per type on
      // (status, collection_type, published_at), where a GROUP BY would read every published row.
      const latest = await ctx.db
        .selectNoFrom((eb) =>
          LISTED_TYPE_IDS.map((id) =>
            eb
              .selectFrom("collections")
              .select((inner) => inner.fn.max("published_at").as("latest"))
              .where("status", "=", "published")
              .where("collection_type", "=", id)
              .as(`t${id}`),
          ),
        )
        .executeTakeFirstOrThrow();
      const latestByType = new Map(LISTED_TYPE_IDS.map((id) => [id, (latest as Record<string, string | null>)[`t${id}`]]));
      const since = user.last_visit_at;
      const data = LISTED_TYPE_IDS.map((id) => {
        const newest = latestByType.get(id);
        return { collection_type_id: id, is_new_item: !!newest && (since === null || newest > since) };
      });
      await ctx.db.updateTable("users").set({ last_visit_at: nowIso() }).where("id", "=", user.id).execute();
      reply(res, SinceLastVisitResponse, { data });
    }),
  );
  return router;
}
