import { Router, type Request } from "express";
import { AuthoringItemResponse, EDITOR_ROLES, EditorialItemParams, ScheduleCancelRequest, ScheduleRequest } from "../../contract";
import { requireRole } from "../auth/bearer";
import type { EditorialDeps } from "../authoring/editorial";
import { cancelSchedule, scheduleItem } from "../authoring/scheduling";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";

/**
 * Scheduling on the editorial desk (docs/product/editorial.md#scheduling, decision 0132): set or
 * change when an item goes online or offline, and cancel it. Editors only, as every desk call
 * (anonymous 401, anyone else 403); scheduling a publication is an approval, so four eyes applies.
 * The job runner does the rest (api/authoring/scheduled-runs.ts).
 */
export function schedulingRoutes(ctx: ApiContext, deps: EditorialDeps): Router {
  const { db, json, limitWrites } = ctx;
  const router = Router();
  const editor = (req: Request) => requireRole(req, ...EDITOR_ROLES);
  const idOf = (req: Request) => parseInput(EditorialItemParams, req.params, "params").id;

  router.post(
    "/editorial/items/:id/schedule",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const id = idOf(req);
      const input = parseInput(ScheduleRequest, req.body, "body");
      noStore(res);
      // Nothing readers see changes until the time: no cache is emptied here.
      reply(res, AuthoringItemResponse, { data: await scheduleItem(db, deps, user.id, id, input) });
    }),
  );

  router.post(
    "/editorial/items/:id/schedule/cancel",
    limitWrites("moderation"),
    json,
    handler(async (req, res) => {
      const user = editor(req);
      const id = idOf(req);
      const { action } = parseInput(ScheduleCancelRequest, req.body, "body");
      noStore(res);
      reply(res, AuthoringItemResponse, { data: await cancelSchedule(db, deps, user.id, id, action) });
    }),
  );

  return router;
}
