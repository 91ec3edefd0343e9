/** Table types of campaign and call pages, consultation and site feedback (0011_campaigns, decision 0097); part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

export interface CampaignsTable {
  page_id: number;
  kind: string;
  /** ISO-8601 instants; the pages show them in India time. */
  opens_at: string;
  closes_at: string;
  apply_url: string | null;
  eligibility: string;
  /** JSON: the steps, in order. */
  how_to_apply: string;
  /** JSON: [{ id, title, body }] of a consultation's draft. */
  sections: string;
}

export interface CampaignTranslationsTable {
  page_id: number;
  lang: string;
  eligibility: string;
  how_to_apply: string;
  sections: string;
  status: string;
  updated_at: string;
}

export interface ConsultationFeedbackTable {
  id: Generated<number>;
  campaign_slug: string;
  name: string;
  organisation: string;
  email: string;
  /** JSON: section id → comment. */
  comments: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  /** Relative to DATA_DIR. */
  attachment_path: string | null;
  lang: string;
  created_at: string;
}

export interface SiteFeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  category: string;
  message: string;
  page: string;
  lang: string;
  created_at: string;
}

/** The campaign tables, by name. */
export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_translations: CampaignTranslationsTable;
  consultation_feedback: ConsultationFeedbackTable;
  site_feedback: SiteFeedbackTable;
}
