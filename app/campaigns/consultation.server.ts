import { data, type ActionFunctionArgs } from "react-router";
import { ATTACHMENT_LIMITS, sniffAttachment } from "../../contract/campaigns";
import { isOpen } from "./present";
import { ConsultationFormSchema } from "./schemas";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import type { MessageKey } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { getCampaign, sendConsultationFeedback } from "~/upstream/campaigns.server";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";

/** The consultation (404 for anything else), for the form's loader and action. */
export async function loadConsultation(args: ActionFunctionArgs, slug: string) {
  const campaign = await getCampaign(args, slug).catch(upstreamErrorResponse);
  if (campaign.kind !== "consultation") throw new Response("Not Found", { status: 404 });
  return campaign;
}

/** The attached file checked as the API will (size, then type by its bytes); null when none. */
async function readAttachment(formData: FormData): Promise<{ file: File; bytes: Uint8Array } | { problem: MessageKey } | null> {
  const file = formData.get("attachment");
  if (!file || typeof file === "string" || file.size === 0) return null;
  if (file.size > ATTACHMENT_LIMITS.bytes) return { problem: "campaigns.error.attachmentSize" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return sniffAttachment(bytes) ? { file, bytes } : { problem: "campaigns.error.attachmentType" };
}

/**
 * The feedback form's pipeline: honeypot → Conform + zod → attachment check → API → redirect to
 * the confirmation with the reference. Every failure comes back with what was typed (the file
 * aside: browsers never prefill a file input).
 */
export async function consultationAction(args: ActionFunctionArgs, slug: string) {
  const { request } = args;
  const campaign = await loadConsultation(args, slug);
  const formData = await request.formData();
  const done = (ref?: string) => localRedirect(request, `/consultation/${slug}/submitted${ref ? `?ref=${encodeURIComponent(ref)}` : ""}`);
  const submission = parseSubmission(formData, ConsultationFormSchema);
  if (isBot(formData)) return data({ result: submission.reply({ formErrors: [HONEYPOT_FILLED] }) }, { status: 400 });
  if (!isOpen(campaign.status)) return data({ result: submission.reply({ formErrors: ["campaigns.error.closed"] }) }, { status: 409 });
  const attachment = await readAttachment(formData);
  const fileErrors: Record<string, string[]> = attachment && "problem" in attachment ? { attachment: [attachment.problem] } : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    return data({ result: submission.reply({ fieldErrors: fileErrors }) }, { status: 400 });
  }
  const { name, organisation, email, comments } = submission.value;
  try {
    const reference = await sendConsultationFeedback(args, slug, {
      name,
      organisation: organisation ?? "",
      email,
      comments: Object.fromEntries(Object.entries(comments ?? {}).filter((e): e is [string, string] => Boolean(e[1]))),
      attachment:
        attachment && "file" in attachment
          ? { filename: attachment.file.name || "attachment", content_base64: Buffer.from(attachment.bytes).toString("base64") }
          : undefined,
    });
    return done(reference);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409)
      return data({ result: submission.reply({ formErrors: ["campaigns.error.closed"] }) }, { status: 409 });
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "campaigns.error.unavailable" });
    return data({ result: submission.reply({ fieldErrors }) }, { status });
  }
}
