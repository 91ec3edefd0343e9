import { Router, type Request } from "express";
import {
  AuthoringItemParams,
  AuthoringItemResponse,
  AuthoringListRequest,
  AuthoringListResponse,
  AuthoringPreviewResponse,
  isAuthoringKind,
  type AuthoringKind,
} from "../../contract";
import { announceContentChange } from "../../contract/content-changes";
import { requireUser } from "../auth/bearer";
import * as authoring from "../authoring/service";
import type { ApiContext } from "../context";
import { handler, noStore, notFound, parseInput, queryLang, reply } from "../http";
import { jsonBody } from "./body";

/**
 * A contributor's posts and pages (docs/product/contributions.md#contributions-and-authoring, decision 0099): create, read, edit, trash, restore,
 * list and preview. Every call needs the Bearer token and sees only the token user's own items.
 * A body of 50 000 characters of Devanagari is 150 kB of UTF-8, hence a limit of its own.
 */
const AUTHORING_BODY_LIMIT = "400kb";

export function authoringRoutes(ctx: ApiContext, deps: { now: () => Date }): Router {
  const { db, limitWrites } = ctx;
  const router = Router();
  const json = jsonBody(AUTHORING_BODY_LIMIT);
  const now = () => deps.now().toISOString();
  const kindOf = (req: Request): AuthoringKind => {
    const kind = String(req.params.kind);
    if (!isAuthoringKind(kind)) throw notFound("Kind of item");
    return kind;
  };
  const itemOf = (req: Request) => {
    kindOf(req);
    return parseInput(AuthoringItemParams, req.params, "params");
  };
  const caller = (req: Request) => ({ userId: requireUser(req).id, lang: queryLang(req), now: now() });

  router.post(
    "/web/authoring/preview",
    json,
    handler(async (req, res) => {
      requireUser(req);
      noStore(res);
      reply(res, AuthoringPreviewResponse, { data: authoring.previewItem(req.body, now()) });
    }),
  );

  router.get(
    "/web/authoring",
    handler(async (req, res) => {
      const user = requireUser(req);
      const query = parseInput(AuthoringListRequest, req.query, "query");
      noStore(res);
      reply(res, AuthoringListResponse, { data: await authoring.listItems(db, user.id, query) });
    }),
  );

  router.post(
    "/web/authoring/:kind",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const kind = kindOf(req);
      const who = caller(req);
      noStore(res);
      reply(res, AuthoringItemResponse, { data: await authoring.createItem(db, who, kind, req.body) }, 201);
    }),
  );

  router.get(
    "/web/authoring/:kind/:slug",
    handler(async (req, res) => {
      const user = requireUser(req);
      const { kind, slug } = itemOf(req);
      noStore(res);
      reply(res, AuthoringItemResponse, { data: await authoring.getItem(db, user.id, kind, slug) });
    }),
  );

  router.put(
    "/web/authoring/:kind/:slug",
    limitWrites("contribution"),
    json,
    handler(async (req, res) => {
      const who = caller(req);
      const { kind, slug } = itemOf(req);
      noStore(res);
      reply(res, AuthoringItemResponse, { data: await authoring.updateItem(db, who, kind, slug, req.body) });
    }),
  );

  for (const step of ["trash", "restore"] as const) {
    router.post(
      `/web/authoring/:kind/:slug/${step}`,
      limitWrites("contribution"),
      handler(async (req, res) => {
        const who = caller(req);
        const { kind, slug } = itemOf(req);
        const run = step === "trash" ? authoring.trashItem : authoring.restoreItem;
        noStore(res);
        const item = await run(db, who, kind, slug);
        // A published item goes offline with its draft and comes back with it.
        announceContentChange({ reason: step });
        reply(res, AuthoringItemResponse, { data: item });
      }),
    );
  }

  return router;
}
