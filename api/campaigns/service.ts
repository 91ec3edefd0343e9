import { ConsultationFeedbackRequest, SiteFeedbackRequest, type Lang } from "../../contract";
import type { Logger } from "../context";
import type { BackgroundWork } from "../core/background";
import type { Db } from "../db";
import { HttpError, notFound, parseInput } from "../http";
import type { Mailer } from "../mail";
import { checkAttachment, storeAttachment } from "./attachments";
import { consultationMail, siteFeedbackMail } from "./mail";
import { referenceOf } from "./references";
import * as repo from "./repository";
import { acceptsSubmissions, byStatus, campaignStatus, type Clock } from "./status";

export interface CampaignsDeps {
  db: Db;
  mailer: Mailer;
  /** Where attachments are written (DATA_DIR). */
  dataDir: string;
  now: Clock;
  origin: string;
  logger?: Logger;
  /** Where acknowledgements are sent from, after the answer (the API settles it on close). */
  background: BackgroundWork;
}

export async function listCampaigns(deps: CampaignsDeps, lang: Lang) {
  const now = deps.now();
  const rows = await repo.listCampaigns(deps.db, lang);
  return rows.map((r) => ({ ...r, status: campaignStatus(r.opens_at, r.closes_at, now) })).sort(byStatus);
}

export async function getCampaign(deps: CampaignsDeps, slug: string, lang: Lang) {
  const campaign = await repo.findCampaign(deps.db, slug, lang);
  if (!campaign) throw notFound("Campaign");
  return { ...campaign, status: campaignStatus(campaign.opens_at, campaign.closes_at, deps.now()) };
}

/**
 * The acknowledgement goes out after the answer: the feedback is stored and its reference
 * given whatever the mail server does (a slow one would otherwise hold the form for up to
 * SMTP_TIMEOUT_MS per step). A mail that fails is logged.
 */
function acknowledge(deps: CampaignsDeps, send: () => ReturnType<Mailer["send"]>): void {
  deps.background.run(send, (error) => deps.logger?.error({ err: error }, "feedback acknowledgement mail failed"));
}

export async function submitConsultationFeedback(deps: CampaignsDeps, slug: string, lang: Lang, body: unknown) {
  const campaign = await getCampaign(deps, slug, lang);
  if (campaign.kind !== "consultation") throw notFound("Consultation");
  if (!acceptsSubmissions(campaign.status)) {
    throw new HttpError(
      409,
      campaign.status === "closed"
        ? "This consultation is closed and no longer accepts feedback"
        : "This consultation is not open for feedback yet",
    );
  }
  const input = parseInput(ConsultationFeedbackRequest, body, "body");
  const sectionIds = new Set(campaign.sections.map((s) => s.id));
  const unknown = Object.keys(input.comments).filter((id) => !sectionIds.has(id));
  if (unknown.length)
    throw new HttpError(422, `Invalid body: comments: no section ${unknown[0]}`, { comments: [`No section ${unknown[0]}`] });
  const file = input.attachment ? checkAttachment(input.attachment) : null;
  const path = file ? await storeAttachment(deps.dataDir, file) : null;
  const created_at = deps.now().toISOString();
  const id = await repo.insertConsultationFeedback(deps.db, {
    campaign_slug: slug,
    name: input.name,
    organisation: input.organisation,
    email: input.email,
    comments: Object.fromEntries(Object.entries(input.comments).filter(([, v]) => v !== "")),
    attachment: file && path ? { name: file.name, type: file.type, size: file.bytes.length, path } : null,
    lang,
    created_at,
  });
  const reference = referenceOf("PC", id, created_at);
  acknowledge(deps, () => deps.mailer.send(consultationMail(lang, input, campaign, reference, deps.origin)));
  return reference;
}

export async function submitSiteFeedback(deps: CampaignsDeps, lang: Lang, body: unknown) {
  const input = parseInput(SiteFeedbackRequest, body, "body");
  const created_at = deps.now().toISOString();
  const id = await repo.insertSiteFeedback(deps.db, { ...input, lang, created_at });
  const reference = referenceOf("FB", id, created_at);
  if (input.email) acknowledge(deps, () => deps.mailer.send(siteFeedbackMail(lang, input.email, reference)));
  return reference;
}
