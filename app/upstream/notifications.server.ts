import { NotificationListResponse, NotificationSettingsResponse, type NotificationSettings } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** The signed-in user's notifications and their e-mail settings (docs/product/notifications.md). */

/** GET /api/web/notifications: the newest first. */
export async function listNotifications(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/notifications", schema: NotificationListResponse, auth: "required" })).data;
}

/** GET /api/web/notifications/settings */
export async function notificationSettings(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/notifications/settings", schema: NotificationSettingsResponse, auth: "required" }))
    .data;
}

/** POST /api/web/notifications/settings */
export async function saveNotificationSettings(args: UpstreamArgs, settings: NotificationSettings) {
  const path = "/api/web/notifications/settings";
  return (await upstreamCall(args, { method: "POST", path, body: settings, schema: NotificationSettingsResponse, auth: "required" })).data;
}
