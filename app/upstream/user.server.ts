import { SinceLastVisitResponse } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** GET /api/recommendations/since-last-visit: signed in only ("New" markers). */
export async function getSinceLastVisit(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/recommendations/since-last-visit", schema: SinceLastVisitResponse, auth: "required" })).data;
}
