import { Router } from "express";
import { NotificationListResponse, NotificationSettings, NotificationSettingsResponse } from "../../contract";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { handler, noStore, parseInput, reply } from "../http";
import { listNotifications, notificationSettings, saveNotificationSettings } from "../notifications/store";

/**
 * A signed-in user's notifications and which of them also come by e-mail
 * (docs/product/notifications.md, decision 0134). Paths are without the /api prefix; every call
 * needs the Bearer token and sees only its own. The one-click opt-out is /web/unsubscribe.
 */
export function notificationRoutes(ctx: ApiContext): Router {
  const { db, json } = ctx;
  const router = Router();

  router.get(
    "/web/notifications",
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      reply(res, NotificationListResponse, { data: await listNotifications(db, user.id) });
    }),
  );

  router.get(
    "/web/notifications/settings",
    handler(async (req, res) => {
      const user = requireUser(req);
      noStore(res);
      reply(res, NotificationSettingsResponse, { data: await notificationSettings(db, user.id) });
    }),
  );

  router.post(
    "/web/notifications/settings",
    ctx.limitWrites("account"),
    json,
    handler(async (req, res) => {
      const user = requireUser(req);
      const settings = parseInput(NotificationSettings, req.body, "body");
      await saveNotificationSettings(db, user.id, settings, ctx.now());
      noStore(res);
      reply(res, NotificationSettingsResponse, { data: settings });
    }),
  );
  return router;
}
