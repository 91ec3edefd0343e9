/**
 * The shape of an entry of the content-type registry (contract/content-types.ts), and the pieces
 * entries share: the facts a detail page shows and the schema.org JSON-LD shapes. Data only, read
 * by both sides: the API takes keys, names, facets and detail paths; the portal adds its routes
 * and menus (app/content/registry.ts), labels and formats the facts (app/content/view.ts factsOf)
 * and fills the JSON-LD shapes (app/content/jsonld.ts itemJsonLd).
 */
import type { CollectionAttributes } from "./content";

export type Facet = "tag" | "state" | "country" | "year";
export interface ListingDef {
  path: string;
  category?: string;
  title?: string;
  titleHi?: string;
}
export interface TypeText {
  name: string;
  plural: string;
  description: string;
}

/** The attributes (contract/content.ts) whose value is a T. */
type AttributeOf<T> = {
  [K in keyof CollectionAttributes]-?: NonNullable<CollectionAttributes[K]> extends T ? K : never;
}[keyof CollectionAttributes];
export type TextAttribute = AttributeOf<string>;
export type ListAttribute = AttributeOf<readonly string[]>;
export type NumberAttribute = AttributeOf<number>;

/**
 * The label of a fact: the portal's dictionary has it as `content.fact.<label>` in every language
 * (app/i18n/messages/content.*.ts); the type check fails on a label it does not know.
 */
export type FactLabel =
  | "starts"
  | "ends"
  | "venue"
  | "location"
  | "registration"
  | "register"
  | "duration"
  | "format"
  | "licence"
  | "size"
  | "updated"
  | "fundSize"
  | "fundStage"
  | "website"
  | "sector"
  | "stage"
  | "founders"
  | "provider"
  | "level"
  | "standardBody"
  | "standardStatus"
  | "region";

/**
 * One fact of a detail page, in the order the type lists them; a fact without a value is left out.
 * `key` names it in the page (data-testid); kinds:
 *   text      the attribute as written (the item's own text, marked with its language)
 *   list      the attribute's strings joined with ", " (the item's own text)
 *   date, datetime   the attribute as a date, or a date and time, in the page's language
 *   link      an http(s) attribute, shown as its host or as `linkText`
 *   duration  the attribute in seconds, as hours, minutes and seconds
 *   location  the item's location, state and country (not an attribute)
 */
export type FactDef = { key: string; label: FactLabel } & (
  | { kind: "text" | "date" | "datetime"; attribute: TextAttribute }
  | { kind: "list"; attribute: ListAttribute }
  | { kind: "link"; attribute: TextAttribute; linkText?: FactLabel }
  | { kind: "duration"; attribute: NumberAttribute }
  | { kind: "location" }
);

/** Facts several types show. */
export const LOCATION: FactDef = { kind: "location", key: "location", label: "location" };
export const WEBSITE: FactDef = { kind: "link", key: "website", label: "website", attribute: "website" };
export const SECTOR: FactDef = { kind: "text", key: "sector", label: "sector", attribute: "sector" };

/**
 * Where the value of a JSON-LD property comes from. A name is a value the portal works out
 * (app/content/jsonld.ts: one function per name); the objects read an attribute as it is, as a
 * date or as a duration, or give a fixed value. Empty values are left out of the JSON-LD.
 */
export type LdSource =
  | "title"
  | "headline"
  | "description"
  | "descriptionOrTitle"
  | "bioOrDescription"
  | "image"
  | "url"
  | "published"
  | "modified"
  | "uploaded"
  | "fileModified"
  | "authorsOrPublisher"
  | "publisher"
  | "keywords"
  | "keywordList"
  | "eventPlace"
  | "address"
  | "founders"
  | "sameAsWebsite"
  | "worksFor"
  | "courseProvider"
  | "distribution"
  | "videoFile"
  | "videoEmbed"
  | "transcript";
export type LdValue =
  LdSource | { attribute: TextAttribute } | { date: TextAttribute } | { duration: NumberAttribute } | { constant: string };

/** The JSON-LD properties of each shape, in the order they are written, after @context, @type, url and inLanguage. */
export const JSON_LD_SHAPES = {
  article: {
    headline: "headline",
    description: "description",
    image: "image",
    datePublished: "published",
    dateModified: "modified",
    author: "authorsOrPublisher",
    publisher: "publisher",
    keywords: "keywords",
    mainEntityOfPage: "url",
  },
  event: {
    name: "title",
    description: "description",
    image: "image",
    startDate: { date: "event_start" },
    endDate: { date: "event_end" },
    eventAttendanceMode: { constant: "https://schema.org/OfflineEventAttendanceMode" },
    location: "eventPlace",
    organizer: "publisher",
  },
  dataset: {
    name: "title",
    description: "descriptionOrTitle",
    license: { attribute: "dataset_licence" },
    encodingFormat: { attribute: "dataset_format" },
    contentSize: { attribute: "dataset_size" },
    keywords: "keywordList",
    distribution: "distribution",
    dateModified: "fileModified",
    creator: "authorsOrPublisher",
  },
  video: {
    name: "title",
    description: "description",
    thumbnailUrl: "image",
    uploadDate: "uploaded",
    duration: { duration: "video_duration_seconds" },
    contentUrl: "videoFile",
    embedUrl: "videoEmbed",
    transcript: "transcript",
  },
  person: { name: "title", image: "image", jobTitle: { attribute: "designation" }, worksFor: "worksFor", description: "bioOrDescription" },
  course: {
    name: "title",
    description: "description",
    provider: "courseProvider",
    educationalLevel: { attribute: "level" },
    timeRequired: { attribute: "duration" },
  },
  product: { name: "title", description: "description", image: "image", brand: "publisher" },
  place: { name: "title", description: "description", image: "image" },
  organization: {
    name: "title",
    description: "description",
    logo: "image",
    sameAs: "sameAsWebsite",
    address: "address",
    founder: "founders",
  },
} as const satisfies Record<string, Readonly<Record<string, LdValue>>>;
export type LdShape = keyof typeof JSON_LD_SHAPES;

/** A type's schema.org type and the shape of its JSON-LD. */
export interface JsonLdDef {
  type: string;
  shape: LdShape;
}

/**
 * One listed collection type (contract/collection-types.ts, docs/product/browse.md#content-types). Mapping decisions are
 * explained in app/content/README.md.
 */
export interface ContentTypeDef {
  /** Collection type id. */
  id: number;
  /** The contract's key. */
  key: string;
  /** Display name on cards (docs/product/browse.md#content-types "Display names"). */
  name: string;
  /** Heading of the landing page and listings. */
  plural: string;
  description: string;
  /**
   * The name, plural and description in Hindi (and `titleHi` beside a listing's title): kept
   * beside the English so a type is described in one place.
   */
  hi: TypeText;
  /** Landing page paths (featured + latest); the first is canonical. */
  landing: string[];
  /** Paged listings; `category` narrows to one head_category; the first is canonical. */
  listings: ListingDef[];
  /** Detail path prefix: the item lives at `${detail}/${slug}`. */
  detail: string;
  /** Other prefixes answering the same detail page (same type). */
  detailAliases?: string[];
  /** Bare prefixes (`/article` of `/article/{slug?}`) that show the listing. */
  bareListing?: string[];
  /** head_category → detail prefix, when a sub-group has its own detail route. */
  categoryDetail?: Record<string, string>;
  categoryNames?: Record<string, string>;
  /** Listing filters the type offers. */
  facets: Facet[];
  /** What its detail pages show besides the text, in order (then the source, for every type). */
  facts: readonly FactDef[];
  /** Its schema.org JSON-LD; null for a type with no good schema.org match. */
  jsonLd: JsonLdDef | null;
  /** OpenGraph type of its detail pages (default "article"). */
  ogType?: "profile" | "video.other";
}

/** Makes the facts of one entry short to write. */
export const fact = {
  text: (key: string, label: FactLabel, attribute: TextAttribute): FactDef => ({ kind: "text", key, label, attribute }),
  list: (key: string, label: FactLabel, attribute: ListAttribute): FactDef => ({ kind: "list", key, label, attribute }),
  date: (key: string, label: FactLabel, attribute: TextAttribute): FactDef => ({ kind: "date", key, label, attribute }),
  dateTime: (key: string, label: FactLabel, attribute: TextAttribute): FactDef => ({ kind: "datetime", key, label, attribute }),
  link: (key: string, label: FactLabel, attribute: TextAttribute, linkText?: FactLabel): FactDef => ({
    kind: "link",
    key,
    label,
    attribute,
    linkText,
  }),
  duration: (key: string, label: FactLabel, attribute: NumberAttribute): FactDef => ({ kind: "duration", key, label, attribute }),
};

/** Makes the JSON-LD of one entry short to write. */
export const jsonLd = (type: string, shape: LdShape): JsonLdDef => ({ type, shape });
