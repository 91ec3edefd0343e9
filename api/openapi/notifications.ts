import * as contract from "../../contract";
import type { OpenApiContext } from "./context";

/** A user's notifications and their e-mail settings (docs/product/notifications.md, decision 0134). */
export function registerNotificationPaths({ path, body, unauthorised, limited }: OpenApiContext): void {
  path(
    "get",
    "/web/notifications",
    "The signed-in user's newest notifications (decisions on their submissions, replies to their comments), newest first",
    contract.NotificationListResponse,
    undefined,
    unauthorised,
    true,
  );
  path(
    "get",
    "/web/notifications/settings",
    "Which notifications the signed-in user also gets by e-mail (both on until changed)",
    contract.NotificationSettingsResponse,
    undefined,
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/notifications/settings",
    "Turn decision and reply e-mails on or off; one-click opt-out is /web/unsubscribe with a notify-… token",
    contract.NotificationSettingsResponse,
    { body: body(contract.NotificationSettings) },
    { ...unauthorised, ...limited },
    true,
  );
}
