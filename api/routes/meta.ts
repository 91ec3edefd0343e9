import { Router } from "express";
import { Ok } from "../../contract";
import type { ApiContext } from "../context";
import { ping } from "../db";
import { handler, noStore, reply } from "../http";
import { buildOpenApiDocument } from "../openapi";

export function metaRoutes(ctx: ApiContext): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;

  router.get("/openapi.json", (_req, res) => {
    document ??= buildOpenApiDocument();
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(document);
  });

  router.get(
    "/healthz",
    handler(async (_req, res) => {
      noStore(res);
      await ping(ctx.db);
      reply(res, Ok, { ok: true });
    }),
  );
  return router;
}
