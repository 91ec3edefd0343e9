import type { Db } from "../db";
import { nowIso } from "../repo/time";
import type { SeedCampaign } from "./content/campaigns";
import type { HindiCampaign } from "./content/hindi/campaigns";
import { closesOn, indiaDayStart, opensOn } from "../campaigns/status";

export interface CampaignSeed {
  campaigns: SeedCampaign[];
  hindi: HindiCampaign[];
}

/**
 * The campaign details of pages already loaded, dated from the India day of `now` (the sample's
 * dates are offsets, decision 0097), with their Hindi texts published.
 */
export async function loadCampaigns(db: Db, seed: CampaignSeed, now: Date = new Date()): Promise<void> {
  const day = indiaDayStart(now);
  const ids = new Map<string, number>();
  for (const c of seed.campaigns) {
    const page = await db.selectFrom("pages").select("id").where("slug", "=", c.slug).executeTakeFirstOrThrow();
    ids.set(c.slug, page.id);
    const values = {
      kind: c.kind,
      opens_at: opensOn(day, c.opensInDays),
      closes_at: closesOn(day, c.closesInDays),
      apply_url: c.apply_url,
      eligibility: c.eligibility,
      how_to_apply: JSON.stringify(c.how_to_apply),
      sections: JSON.stringify(c.sections),
    };
    await db
      .insertInto("campaigns")
      .values({ page_id: page.id, ...values })
      .onConflict((oc) => oc.column("page_id").doUpdateSet(values))
      .execute();
  }
  for (const h of seed.hindi) {
    const pageId = ids.get(h.slug);
    if (pageId === undefined) throw new Error(`Hindi campaign texts for unknown campaign "${h.slug}"`);
    const values = {
      eligibility: h.eligibility,
      how_to_apply: JSON.stringify(h.how_to_apply),
      sections: JSON.stringify(h.sections),
      status: "published",
      updated_at: nowIso(),
    };
    await db
      .insertInto("campaign_translations")
      .values({ page_id: pageId, lang: "hi", ...values })
      .onConflict((oc) => oc.columns(["page_id", "lang"]).doUpdateSet(values))
      .execute();
  }
}
