import {
  CampaignListResponse,
  CampaignResponse,
  ReferenceResponse,
  type ConsultationFeedbackRequest,
  type SiteFeedbackRequest,
} from "../../contract";
import { optional, upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * Campaign and call pages, consultation and site feedback (decision 0097). Calls from a Hindi
 * page carry ?lang=hi (core): texts come in Hindi and the acknowledgement mail too.
 */
export async function listCampaigns(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/campaigns", schema: CampaignListResponse, auth: "none" })).data;
}

/** The campaign details of a page, or null when the page is a plain page (no campaign row). */
export async function findCampaign(args: UpstreamArgs, slug: string) {
  return optional(
    upstreamCall(args, { path: `/api/web/campaigns/${encodeURIComponent(slug)}`, schema: CampaignResponse, auth: "none" }).then(
      (r) => r.data,
    ),
  );
}

/** Like findCampaign, but a missing campaign is the upstream's 404. */
export async function getCampaign(args: UpstreamArgs, slug: string) {
  return (await upstreamCall(args, { path: `/api/web/campaigns/${encodeURIComponent(slug)}`, schema: CampaignResponse, auth: "none" }))
    .data;
}

export async function sendConsultationFeedback(args: UpstreamArgs, slug: string, body: ConsultationFeedbackRequest) {
  const path = `/api/web/campaigns/${encodeURIComponent(slug)}/feedback`;
  return (await upstreamCall(args, { method: "POST", path, body, schema: ReferenceResponse, auth: "none", timeoutMs: 30_000 })).data
    .reference;
}

export async function sendSiteFeedback(args: UpstreamArgs, body: SiteFeedbackRequest) {
  return (await upstreamCall(args, { method: "POST", path: "/api/web/feedback", body, schema: ReferenceResponse, auth: "none" })).data
    .reference;
}
