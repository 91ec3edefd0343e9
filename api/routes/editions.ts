import { Router, type Request } from "express";
import {
  EDITOR_ROLES,
  EditionDiffRequest,
  EditionDiffResponse,
  EditionParams,
  EditionRestoreRequest,
  EditionRestoreResponse,
  EditionsResponse,
  EditorialItemParams,
} from "../../contract";
import { announceContentChange } from "../../contract/content-changes";
import { requireRole } from "../auth/bearer";
import { compare, history, restoreEdition } from "../authoring/editions";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";

/**
 * Editions on the editorial desk (docs/product/editorial.md#editions-and-history, decision 0128):
 * an item's history, the word-level difference of two editions, and restoring one as a new
 * edition. Editors and admins only (EDITOR_ROLES); anyone else signed in is 403, anonymous 401.
 */
export function editionRoutes(ctx: ApiContext): Router {
  const { db, json, limitWrites, now } = ctx;
  const router = Router();
  const editor = (req: Request) => requireRole(req, ...EDITOR_ROLES);

  router.get(
    "/editorial/items/:id/editions",
    handler(async (req, res) => {
      editor(req);
      const { id } = parseInput(EditorialItemParams, req.params, "params");
      noStore(res);
      reply(res, EditionsResponse, { data: await history(db, id) });
    }),
  );

  router.get(
    "/editorial/items/:id/editions/diff",
    handler(async (req, res) => {
      editor(req);
      const { id } = parseInput(EditorialItemParams, req.params, "params");
      const { from, to } = parseInput(EditionDiffRequest, req.query, "query");
      noStore(res);
      reply(res, EditionDiffResponse, { data: await compare(db, id, from, to) });
    }),
  );

  router.post(
    "/editorial/items/:id/editions/:number/restore",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const { id, number } = parseInput(EditionParams, req.params, "params");
      const input = parseInput(EditionRestoreRequest, req.body, "body");
      noStore(res);
      const restored = await restoreEdition(db, user.id, id, number, input, now().toISOString());
      announceContentChange({ reason: "edition-restored" });
      reply(res, EditionRestoreResponse, { data: restored });
    }),
  );

  return router;
}
