import { Router, type Request } from "express";
import {
  ContributionIdParams,
  ContributionInput,
  ContributionResponse,
  PublicationListRequest,
  PublicationListResponse,
} from "../../contract";
import { requireUser } from "../auth/bearer";
import { announceContentChange } from "../../contract/content-changes";
import * as contributions from "../contributions/service";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, queryLang, reply } from "../http";

/**
 * A signed-in user's contributions (docs/product/contributions.md#my-uploads-and-my-pages "My Uploads", "Contribute"; §7 "POST
 * api/web/user/publication"). Paths are without the /api prefix. Every call needs the Bearer
 * token and only ever sees the token user's own contributions.
 */
export function contributionRoutes(ctx: ApiContext): Router {
  const { db, json, limitWrites } = ctx;
  const router = Router();
  const idOf = (req: Request) => parseInput(ContributionIdParams, req.params, "params").id;

  router.post(
    "/web/user/publication",
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const query = parseInput(PublicationListRequest, req.body ?? {}, "body");
      noStore(res);
      reply(res, PublicationListResponse, { data: await contributions.listContributions(db, user.id, query) });
    }),
  );

  router.post(
    "/web/user/contribution",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(ContributionInput, req.body, "body");
      noStore(res);
      reply(res, ContributionResponse, { data: await contributions.createContribution(db, user.id, input, queryLang(req)) }, 201);
    }),
  );

  router.get(
    "/web/user/contribution/:id",
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      reply(res, ContributionResponse, { data: await contributions.getContribution(db, user.id, idOf(req)) });
    }),
  );

  router.post(
    "/web/user/contribution/:id",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const id = idOf(req);
      const input = parseInput(ContributionInput, req.body, "body");
      noStore(res);
      reply(res, ContributionResponse, { data: await contributions.updateContribution(db, user.id, id, input) });
    }),
  );

  router.post(
    "/web/user/contribution/:id/trash",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      const item = await contributions.trashContribution(db, user.id, idOf(req));
      // A published contribution goes offline with it: pages kept by the portals are dropped.
      announceContentChange({ reason: "trash" });
      reply(res, ContributionResponse, { data: item });
    }),
  );

  router.post(
    "/web/user/contribution/:id/restore",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      const item = await contributions.restoreContribution(db, user.id, idOf(req));
      announceContentChange({ reason: "restore" });
      reply(res, ContributionResponse, { data: item });
    }),
  );

  return router;
}
