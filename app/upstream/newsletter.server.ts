import { NewsletterRequest, NewsletterResponse } from "../../contract";
import type { z } from "zod";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** POST /api/newsletter/save; a 422 carries errors.email (UpstreamError.fieldError("email")). */
export async function saveNewsletter(args: UpstreamArgs, input: z.input<typeof NewsletterRequest>) {
  const body = NewsletterRequest.parse(input);
  return upstreamCall(args, { method: "POST", path: "/api/newsletter/save", body, schema: NewsletterResponse, auth: "none" });
}
