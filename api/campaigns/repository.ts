import type { CampaignKind, ConsultationSection, Lang } from "../../contract";
import type { Db } from "../db";
import { findPage } from "../repo/site";

/** Campaign rows with their page, in `lang` where a published translation exists. */

interface CampaignTexts {
  eligibility: string;
  how_to_apply: string[];
  sections: ConsultationSection[];
}

const parseTexts = (row: { eligibility: string; how_to_apply: string; sections: string }): CampaignTexts => ({
  eligibility: row.eligibility,
  how_to_apply: JSON.parse(row.how_to_apply) as string[],
  sections: JSON.parse(row.sections) as ConsultationSection[],
});

const DETAIL = [
  "campaigns.page_id",
  "campaigns.kind",
  "campaigns.opens_at",
  "campaigns.closes_at",
  "campaigns.apply_url",
  "campaigns.eligibility",
  "campaigns.how_to_apply",
  "campaigns.sections",
] as const;

export async function listCampaigns(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom("campaigns")
    .innerJoin("pages", "pages.id", "campaigns.page_id")
    .select([
      "pages.slug",
      "pages.title",
      "pages.excerpt",
      "campaigns.page_id",
      "campaigns.kind",
      "campaigns.opens_at",
      "campaigns.closes_at",
    ])
    .execute();
  const translated =
    lang === "en" || !rows.length
      ? []
      : await db
          .selectFrom("page_translations")
          .select(["page_id", "title", "excerpt"])
          .where(
            "page_id",
            "in",
            rows.map((r) => r.page_id),
          )
          .where("lang", "=", lang)
          .where("status", "=", "published")
          .execute();
  const byId = new Map(translated.map((t) => [t.page_id, t]));
  return rows.map(({ page_id, kind, ...row }) => {
    const t = byId.get(page_id);
    return { ...row, kind: kind as CampaignKind, ...(t ? { title: t.title, excerpt: t.excerpt, lang } : { lang: "en" as Lang }) };
  });
}

export async function findCampaign(db: Db, slug: string, lang: Lang) {
  let page = await findPage(db, slug, lang);
  if (!page) return undefined;
  const row = await db
    .selectFrom("campaigns")
    .innerJoin("pages", "pages.id", "campaigns.page_id")
    .select(DETAIL)
    .where("pages.slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const translation =
    page.lang === "en"
      ? undefined
      : await db
          .selectFrom("campaign_translations")
          .select(["eligibility", "how_to_apply", "sections"])
          .where("page_id", "=", row.page_id)
          .where("lang", "=", page.lang)
          .where("status", "=", "published")
          .executeTakeFirst();
  // A Hindi title over English eligibility and steps would mix languages: all or nothing.
  if (page.lang !== "en" && !translation) page = (await findPage(db, slug, "en"))!;
  return {
    ...page,
    kind: row.kind as CampaignKind,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    apply_url: row.apply_url,
    ...parseTexts(translation ?? row),
  };
}

export interface NewConsultationFeedback {
  campaign_slug: string;
  name: string;
  organisation: string;
  email: string;
  comments: Record<string, string>;
  attachment: { name: string; type: string; size: number; path: string } | null;
  lang: Lang;
  created_at: string;
}

export async function insertConsultationFeedback(db: Db, f: NewConsultationFeedback): Promise<number> {
  const row = await db
    .insertInto("consultation_feedback")
    .values({
      campaign_slug: f.campaign_slug,
      name: f.name,
      organisation: f.organisation,
      email: f.email,
      comments: JSON.stringify(f.comments),
      attachment_name: f.attachment?.name ?? null,
      attachment_type: f.attachment?.type ?? null,
      attachment_size: f.attachment?.size ?? null,
      attachment_path: f.attachment?.path ?? null,
      lang: f.lang,
      created_at: f.created_at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listConsultationFeedback(db: Db, slug: string) {
  const rows = await db.selectFrom("consultation_feedback").selectAll().where("campaign_slug", "=", slug).orderBy("id").execute();
  return rows.map((r) => ({ ...r, comments: JSON.parse(r.comments) as Record<string, string> }));
}

export async function insertSiteFeedback(
  db: Db,
  f: { name: string; email: string; category: string; message: string; page: string; lang: Lang; created_at: string },
): Promise<number> {
  const row = await db.insertInto("site_feedback").values(f).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function listSiteFeedback(db: Db, limit = 200) {
  return db.selectFrom("site_feedback").selectAll().orderBy("id", "desc").limit(limit).execute();
}
