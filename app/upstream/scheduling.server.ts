import { AuthoringItemResponse } from "../../contract/authoring";
import type { ScheduleAction } from "../../contract/scheduling-constants";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** The desk's scheduling calls (docs/product/editorial.md#scheduling); editors only, as every desk call. */

/** POST /api/editorial/items/{id}/schedule: set or change when the item goes online or offline. */
export async function scheduleItem(
  args: UpstreamArgs,
  id: number,
  body: { action: ScheduleAction; at: string; change_note?: string; minor?: boolean },
) {
  const path = `/api/editorial/items/${id}/schedule`;
  return (await upstreamCall(args, { method: "POST", path, body, schema: AuthoringItemResponse, auth: "required" })).data;
}

/** POST /api/editorial/items/{id}/schedule/cancel */
export async function cancelSchedule(args: UpstreamArgs, id: number, action: ScheduleAction) {
  const path = `/api/editorial/items/${id}/schedule/cancel`;
  return (await upstreamCall(args, { method: "POST", path, body: { action }, schema: AuthoringItemResponse, auth: "required" })).data;
}
