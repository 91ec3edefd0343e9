import { Ok, PageFeedbackReport, PageFeedbackRequest, type PageFeedbackQuery } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** POST /api/web/page-feedback: a visitor's "Was this page useful?", in the page's language (core.server.ts adds it). */
export async function sendPageFeedback(args: UpstreamArgs, input: PageFeedbackRequest) {
  const body = PageFeedbackRequest.parse(input);
  return upstreamCall(args, { method: "POST", path: "/api/web/page-feedback", body, schema: Ok, auth: "none", timeoutMs: 2000 });
}

/** GET /api/moderation/page-feedback: what readers told us in a period (editors). */
export async function getPageFeedbackReport(args: UpstreamArgs, query: PageFeedbackQuery) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const response = await upstreamCall(args, {
    path: `/api/moderation/page-feedback?${params}`,
    schema: PageFeedbackReport,
    auth: "required",
  });
  return response.data;
}
