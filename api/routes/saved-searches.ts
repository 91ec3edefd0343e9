import { Router } from "express";
import {
  Ok,
  SavedSearchCreate,
  SavedSearchIdParams,
  SavedSearchListResponse,
  SavedSearchResponse,
  SavedSearchUpdate,
} from "../../contract";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from "../alerts/saved-searches";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, queryLang, reply } from "../http";

/**
 * A signed-in user's saved searches and their alert settings (docs/product/follow.md#e-mail-alerts, decision 0104). Paths
 * are without the /api prefix; every call needs the Bearer token and sees only its own. Changes
 * are POSTs, as everywhere in this API (the portal's upstream client sends GET and POST).
 */
export function savedSearchRoutes(ctx: ApiContext): Router {
  const { db, json } = ctx;
  const router = Router();
  const idOf = (params: unknown) => parseInput(SavedSearchIdParams, params, "params").id;

  router.get(
    "/web/saved-searches",
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      reply(res, SavedSearchListResponse, { data: await listSavedSearches(db, user.id) });
    }),
  );

  router.post(
    "/web/saved-searches",
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const lang = queryLang(req);
      const input = parseInput(SavedSearchCreate, req.body, "body");
      noStore(res);
      reply(res, SavedSearchResponse, { data: await createSavedSearch(db, user.id, { ...input, lang }) }, 201);
    }),
  );

  router.post(
    "/web/saved-searches/:id",
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const id = idOf(req.params);
      const changes = parseInput(SavedSearchUpdate, req.body, "body");
      noStore(res);
      reply(res, SavedSearchResponse, { data: await updateSavedSearch(db, user.id, id, changes) });
    }),
  );

  router.post(
    "/web/saved-searches/:id/delete",
    handler(async (req, res) => {
      const user = requireUser(req);
      await deleteSavedSearch(db, user.id, idOf(req.params));
      noStore(res);
      reply(res, Ok, { ok: true });
    }),
  );
  return router;
}
