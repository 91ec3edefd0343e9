import { z } from "zod";
import { CollectionCard } from "./content";
import { Tag } from "./common";
import { AnswerLang } from "./lang";
import { ROLES } from "./accounts";

/** docs/product/chrome.md#footer "Settings tags". */
export const SettingsTags = z.object({
  facebook_link: z.string().nullable(),
  linkedin_link: z.string().nullable(),
  twitter_link: z.string().nullable(),
  insta_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
});
export type SettingsTags = z.infer<typeof SettingsTags>;

export const MinistryLogo = z.object({ name: z.string(), image_url: z.string(), link: z.string().nullable() });

/** GET /api/web/settings?config=true */
export const SettingsConfigResponse = z.object({
  data: z.object({
    product_name: z.string(),
    site_title: z.string(),
    site_description: z.string(),
    support_email: z.string(),
    tags: SettingsTags,
    ministry_logos: z.array(MinistryLogo),
    /** The language of the site title, description and ministry names ("en" when not translated). */
    lang: AnswerLang,
  }),
});
export type SettingsConfig = z.infer<typeof SettingsConfigResponse>["data"];

/** GET /api/web/settings?meta=true */
export const SettingsMetaResponse = z.object({
  data: z.object({ title: z.string(), description: z.string(), tags: SettingsTags, lang: AnswerLang }),
});
export type SettingsMeta = z.infer<typeof SettingsMetaResponse>["data"];

/** docs/product/chrome.md#header "Pillar section": heading is HTML (the portal strips it for descriptions). */
export const PillarSection = z.object({
  id: z.number().int(),
  title: z.string(),
  heading: z.string(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  /** The language of title, heading, name (and a hub's body). */
  lang: AnswerLang,
});
export type PillarSection = z.infer<typeof PillarSection>;

/** GET /api/web/page/home-pillar */
export const HomePillarResponse = z.object({ data: z.object({ sections: z.array(PillarSection) }) });

/** GET /api/web/hub/{slug}: a pillar and the items tagged with it. */
export const HubResponse = z.object({
  data: z.object({
    pillar: PillarSection.extend({ body: z.string() }),
    items: z.array(CollectionCard),
  }),
});
export type HubResponse = z.infer<typeof HubResponse>;

/** GET /api/web/tag/group/{sector|trending-tags} */
export const TagGroupResponse = z.object({ groupTags: z.array(Tag) });
export type TagGroupResponse = z.infer<typeof TagGroupResponse>;

/** GET /api/web/pages/{slug}: static, policy and campaign pages. */
export const PageResponse = z.object({
  data: z.object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().nullable(),
    /** Sanitised HTML. */
    body: z.string(),
    kind: z.enum(["static", "policy", "campaign"]),
    updated_at: z.string(),
    lang: AnswerLang,
  }),
});
export type Page = z.infer<typeof PageResponse>["data"];

/** GET /api/recommendations/since-last-visit (signed in). */
export const SinceLastVisitResponse = z.object({
  data: z.array(z.object({ collection_type_id: z.number().int(), is_new_item: z.boolean() })),
  /** The reader's role now: a role granted or withdrawn since sign-in shows in the menus at once. */
  role: z.enum(ROLES).optional(),
});

/** POST /api/newsletter/save */
export const NewsletterRequest = z.object({
  email: z.string().trim().max(254).email(),
  page_url: z.string().max(2000).nullable().default(null),
  type: z.literal(1).default(1),
  /** Bot-check token, when the bot check is configured. */
  token: z.string().max(4000).nullable().default(null),
});
export const NewsletterResponse = z.object({ message: z.string() });
