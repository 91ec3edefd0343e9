import { z } from "zod";
import { AnswerLang, Lang } from "./lang";
import { AuthorSummary, Author, ContentStatus, FeaturedImage, Location, Tag, Timestamp } from "./common";
import { PageUpdates } from "./editions";

/**
 * Fields a type shows on its detail page. One flat object, every field optional: each type
 * uses its own subset (see api/seed for which). Dates are ISO strings, durations seconds.
 */
export const CollectionAttributes = z.object({
  /** A raster rendition of the featured image for og:image, when that image is an SVG. */
  share_image_url: z.string().nullable().optional(),
  // events
  event_start: z.string().nullable().optional(),
  event_end: z.string().nullable().optional(),
  venue: z.string().nullable().optional(),
  registration_url: z.string().nullable().optional(),
  // videos
  video_url: z.string().nullable().optional(),
  video_duration_seconds: z.number().int().nonnegative().nullable().optional(),
  /** WebVTT captions of a video file, and its transcript (one caption per line). */
  captions_url: z.string().nullable().optional(),
  transcript: z.string().nullable().optional(),
  /** The languages of the captions (the narration's) and of the transcript (the answer's, when translated). */
  captions_lang: Lang.nullable().optional(),
  transcript_lang: Lang.nullable().optional(),
  /** WebVTT subtitles of the narration in the answer's language, when a translation has them. */
  subtitles_url: z.string().nullable().optional(),
  subtitles_lang: Lang.nullable().optional(),
  // datasets
  dataset_format: z.string().nullable().optional(),
  dataset_licence: z.string().nullable().optional(),
  dataset_size: z.string().nullable().optional(),
  download_url: z.string().nullable().optional(),
  dictionary_url: z.string().nullable().optional(),
  /** YYYY-MM-DD: when the downloadable file last changed. */
  dataset_updated: z.string().nullable().optional(),
  // investment funds
  fund_size: z.string().nullable().optional(),
  fund_stage: z.string().nullable().optional(),
  // startups
  sector: z.string().nullable().optional(),
  stage: z.string().nullable().optional(),
  founders: z.array(z.string()).nullable().optional(),
  // colleges, companies, incubators, startups
  website: z.string().nullable().optional(),
  // people
  designation: z.string().nullable().optional(),
  organisation: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
  // learning courses
  provider: z.string().nullable().optional(),
  level: z.string().nullable().optional(),
  duration: z.string().nullable().optional(),
  // standards
  standard_body: z.string().nullable().optional(),
  standard_status: z.string().nullable().optional(),
  // countries and regions
  region: z.string().nullable().optional(),
});
export type CollectionAttributes = z.infer<typeof CollectionAttributes>;

/** What cards and listings show (docs/product/browse.md#content-types "Collection card", "Search result item"). */
export const CollectionCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    collection_type: z.number().int(),
    collection_type_name: z.string(),
    head_category: z.string().nullable(),
    featured_image: FeaturedImage.nullable(),
    read_time: z.number().int().nonnegative().nullable(),
    source: z.string().nullable(),
    is_brand: z.boolean(),
    published_at: Timestamp.nullable(),
    updated_at: Timestamp,
    tags: z.array(Tag),
    authors: z.array(AuthorSummary),
    /** The language of title, excerpt, alt text (and a detail's body): "en" when no published translation exists. */
    lang: AnswerLang,
  })
  .merge(Location);
export type CollectionCard = z.infer<typeof CollectionCard>;

export const CollectionDetail = CollectionCard.extend({
  /** Sanitised HTML. */
  body: z.string(),
  attributes: CollectionAttributes,
  comment_count: z.number().int().nonnegative(),
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

/** GET /api/web/collections/{typeId}/{slug} */
export const CollectionDetailResponse = z.object({
  /** updates: the page's change notes (./editions.ts); an API without editions sends none. */
  data: z.object({
    item: CollectionDetail,
    related: z.array(CollectionCard),
    updates: PageUpdates.default({ last_updated: null, notes: [] }),
  }),
});
export type CollectionDetailResponse = z.infer<typeof CollectionDetailResponse>;

export const LISTING_SORTS = ["latest", "oldest", "title", "updated"] as const;
export const MAX_PER_PAGE = 48;
export const MAX_PAGE = 10_000;

/** GET /api/web/collections?type=…&page=…: query string of the paged listing. */
export const ListingQuery = z.object({
  /** A collection type id; absent: every listed type. */
  type: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(12),
  tag: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  country: z.string().max(100).optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  category: z.string().max(100).optional(),
  sort: z.enum(LISTING_SORTS).default("latest"),
  /** Only items marked featured (landing pages). */
  featured: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  lang: Lang.default("en"),
});
export type ListingQuery = z.infer<typeof ListingQuery>;

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValue>;

export const ListingResponse = z.object({
  data: z.object({
    items: z.array(CollectionCard),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    facets: z.object({
      tags: z.array(FacetValue),
      states: z.array(FacetValue),
      countries: z.array(FacetValue),
      years: z.array(FacetValue),
    }),
  }),
});
export type ListingResponse = z.infer<typeof ListingResponse>;

/** GET /api/web/author/{slug} */
export const AuthorResponse = z.object({
  data: z.object({ author: Author, items: z.array(CollectionCard) }),
});
export type AuthorResponse = z.infer<typeof AuthorResponse>;

/** What the seed (and later, contributions) hands the repository to create an item. */
export const CollectionInput = z.object({
  collection_type: z.number().int(),
  title: z.string().min(1).max(300),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
  excerpt: z.string().max(1000).nullable().default(null),
  /** HTML; sanitised by the repository before it is stored. */
  body: z.string().default(""),
  featured_image: z
    .object({
      url: z.string(),
      alt_text: z.string().nullable().default(null),
      title: z.string().nullable().default(null),
      description: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  tags: z.array(z.string()).default([]),
  /** Author slugs; authors must exist (see AuthorInput). */
  authors: z.array(z.string()).default([]),
  read_time: z.number().int().nonnegative().nullable().default(null),
  published_at: z.string().nullable().default(null),
  updated_at: z.string().optional(),
  source: z.string().nullable().default(null),
  status: ContentStatus.default("published"),
  location: z.string().nullable().default(null),
  state: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  is_brand: z.boolean().default(false),
  is_featured: z.boolean().default(false),
  head_category: z.string().nullable().default(null),
  attributes: CollectionAttributes.default({}),
  /** The language it is written in: English, or Hindi for a contribution written in Hindi. */
  lang: Lang.default("en"),
});
export type CollectionInput = z.input<typeof CollectionInput>;

export const AuthorInput = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  designation: z.string().nullable().default(null),
  organisation: z.string().nullable().default(null),
  bio: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
});
export type AuthorInput = z.input<typeof AuthorInput>;

/** GET /api/web/sitemap: every published item, for sitemap.xml. */
export const SitemapResponse = z.object({
  data: z.array(
    z.object({
      collection_type: z.number().int(),
      slug: z.string(),
      updated_at: Timestamp,
      /** Lets the portal link sub-groups with their own detail route (ministries). */
      head_category: z.string().nullable().optional(),
      /** The languages the item can be read in: English always, Hindi when a translation is published. */
      languages: z.array(Lang).default(["en"]),
    }),
  ),
  /** Static, policy and campaign pages, served at /{slug}. Absent from older upstreams. */
  pages: z
    .array(
      z.object({
        slug: z.string(),
        kind: z.enum(["static", "policy", "campaign"]),
        updated_at: Timestamp,
        languages: z.array(Lang).default(["en"]),
      }),
    )
    .default([]),
  /** Authors, each with a page at /author/{slug}. */
  authors: z.array(z.object({ slug: z.string() })).default([]),
  /** The pillars' hub pages, at /hub/{slug}. */
  hubs: z.array(z.object({ slug: z.string() })).default([]),
  /** More items in the asked range after this id (call again with after=…); null: none. */
  next_after: z.number().int().nullable().default(null),
});
