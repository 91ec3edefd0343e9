import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Campaigns and feedback (docs/decisions/0097). */
export function registerCampaignPaths({ registry, error, path, body, lang, moderatorOnly, limited }: OpenApiContext): void {
  // Campaigns and feedback (docs/decisions/0097): status computed per request; CSV for editors.
  const campaignSlug = { params: z.object({ slug: z.string() }) };
  path("get", "/web/campaigns", "Campaigns and calls: open first, then upcoming, then closed", contract.CampaignListResponse, {
    query: lang,
  });
  path("get", "/web/campaigns/{slug}", "A campaign with dates, status, eligibility, steps and sections", contract.CampaignResponse, {
    ...campaignSlug,
    query: lang,
  });
  path(
    "post",
    "/web/campaigns/{slug}/feedback",
    "Comment on an open consultation (201, a PC reference; attachment ≤ 5 MB PDF/DOCX/ODT)",
    contract.ReferenceResponse,
    {
      ...campaignSlug,
      query: lang,
      body: body(contract.ConsultationFeedbackRequest),
    },
    {
      ...limited,
      409: json(error, "Not open for feedback"),
      413: json(error, "Attachment too large"),
      415: json(error, "Attachment type refused"),
    },
  );
  registry.registerPath({
    method: "get",
    path: "/api/moderation/campaigns/{slug}/feedback.csv",
    summary: "A consultation's feedback as CSV (moderators)",
    request: campaignSlug,
    security: [{ bearer: [] }],
    responses: {
      200: { description: "CSV, one row per submission", content: { "text/csv": { schema: z.string() } } },
      ...moderatorOnly,
      404: json(error, "Not a consultation"),
    },
  });
  path(
    "post",
    "/web/feedback",
    "Site feedback (201, an FB reference; acknowledged by e-mail when one is given)",
    contract.ReferenceResponse,
    { query: lang, body: body(contract.SiteFeedbackRequest) },
    limited,
  );
  path(
    "get",
    "/moderation/feedback",
    "Site feedback, newest first (moderators)",
    contract.SiteFeedbackListResponse,
    undefined,
    moderatorOnly,
    true,
  );
}
