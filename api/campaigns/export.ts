import type { Lang, SiteFeedbackCategory } from "../../contract";
import type { Db } from "../db";
import { notFound } from "../http";
import { toCsv } from "./csv";
import { referenceOf } from "./references";
import * as repo from "./repository";

/**
 * One consultation's feedback as CSV for the editors: one row per submission, one column per
 * section of the draft (in the draft's order), the attachment's stored path under DATA_DIR.
 */
export async function consultationCsv(db: Db, slug: string): Promise<string> {
  const campaign = await repo.findCampaign(db, slug, "en");
  if (!campaign || campaign.kind !== "consultation") throw notFound("Consultation");
  const rows = await repo.listConsultationFeedback(db, slug);
  const header = [
    "reference",
    "submitted_at",
    "name",
    "organisation",
    "email",
    "language",
    ...campaign.sections.map((s) => s.title),
    "attachment_name",
    "attachment_type",
    "attachment_bytes",
    "attachment_path",
  ];
  return toCsv(
    header,
    rows.map((r) => [
      referenceOf("PC", r.id, r.created_at),
      r.created_at,
      r.name,
      r.organisation,
      r.email,
      r.lang,
      ...campaign.sections.map((s) => r.comments[s.id] ?? ""),
      r.attachment_name,
      r.attachment_type,
      r.attachment_size,
      r.attachment_path,
    ]),
  );
}

export async function siteFeedbackList(db: Db) {
  const rows = await repo.listSiteFeedback(db);
  return rows.map(({ id, ...r }) => ({
    ...r,
    reference: referenceOf("FB", id, r.created_at),
    lang: r.lang as Lang,
    category: r.category as SiteFeedbackCategory,
  }));
}
