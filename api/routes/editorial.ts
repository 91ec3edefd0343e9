import { Router, type Request } from "express";
import {
  EditorialAuditRequest,
  EditorialAuditResponse,
  EditorialDecisionRequest,
  EditorialItemParams,
  EditorialItemResponse,
  EditorialQueueRequest,
  EditorialQueueResponse,
  AuthoringItemResponse,
  EDITOR_ROLES,
} from "../../contract";
import { announceContentChange } from "../../contract/content-changes";
import { requireRole } from "../auth/bearer";
import { listAudit } from "../authoring/audit";
import { decide, itemForEditor, queue, type EditorialDeps } from "../authoring/editorial";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";

/**
 * The editorial desk (docs/product/editorial.md#the-editorial-desk, decision 0099): the queue, one submission with its preview and
 * history, decisions, and the audit log. Editors and admins only (EDITOR_ROLES); anyone else
 * signed in, moderators included, is 403, anonymous 401. With EDITORIAL_FOUR_EYES on, approving an item one wrote is
 * 403 too, with its own message (decision 0123).
 */
export function editorialRoutes(ctx: ApiContext, deps: EditorialDeps): Router {
  const { db, json, limitWrites } = ctx;
  const router = Router();
  const editor = (req: Request) => requireRole(req, ...EDITOR_ROLES);
  const idOf = (req: Request) => parseInput(EditorialItemParams, req.params, "params").id;

  router.get(
    "/editorial/queue",
    handler(async (req, res) => {
      const user = editor(req);
      const query = parseInput(EditorialQueueRequest, req.query, "query");
      noStore(res);
      const assignedTo = query.assigned === "me" ? user.id : undefined;
      reply(res, EditorialQueueResponse, { data: await queue(db, { ...query, assignedTo }) });
    }),
  );

  router.get(
    "/editorial/items/:id",
    handler(async (req, res) => {
      const user = editor(req);
      const id = idOf(req);
      noStore(res);
      reply(res, EditorialItemResponse, {
        data: await itemForEditor(db, id, deps.now().toISOString(), { id: user.id, fourEyes: deps.fourEyes }),
      });
    }),
  );

  router.post(
    "/editorial/items/:id/decision",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const id = idOf(req);
      const input = parseInput(EditorialDecisionRequest, req.body, "body");
      noStore(res);
      const decided = await decide(db, deps, user.id, id, input);
      announceContentChange({ reason: "editorial-decision" });
      reply(res, AuthoringItemResponse, { data: decided });
    }),
  );

  router.get(
    "/editorial/audit",
    handler(async (req, res) => {
      editor(req);
      const query = parseInput(EditorialAuditRequest, req.query, "query");
      noStore(res);
      reply(res, EditorialAuditResponse, {
        data: await listAudit(db, { itemId: query.item_id, selfApproved: query.self_approved, page: query.page }),
      });
    }),
  );

  return router;
}
