import { CONTENT_TYPES } from "./content-types";

/**
 * Collection (content) types of the upstream, by id (docs/product/browse.md#content-types "Collection types"). The types the
 * portal has pages for (`listed`) take their key and name from the content-type registry
 * (./content-types.ts), the one table of content-type facts; the others are only known here.
 */
const UNLISTED = [
  { id: 1, key: "blogs", name: "Blog" },
  { id: 6, key: "galleries", name: "Gallery" },
  { id: 7, key: "testimonials", name: "Testimonial" },
  { id: 8, key: "clients", name: "Client" },
  { id: 10, key: "portfolios", name: "Portfolio" },
  { id: 19, key: "careers", name: "Job opening" },
  { id: 21, key: "press-releases", name: "Press Release" },
  { id: 22, key: "projects", name: "Project" },
  { id: 27, key: "focus-areas", name: "Focus Area" },
  { id: 28, key: "incubatees", name: "Incubatee" },
  { id: 29, key: "incubation-programs", name: "Incubation Program" },
  { id: 32, key: "developments", name: "Development" },
];

export const COLLECTION_TYPES: readonly { id: number; key: string; name: string; listed: boolean }[] = [
  ...UNLISTED.map((t) => ({ ...t, listed: false })),
  ...CONTENT_TYPES.map(({ id, key, name }) => ({ id, key, name, listed: true })),
].sort((a, b) => a.id - b.id);

export type CollectionTypeId = number;
export type CollectionTypeKey = string;

export const COLLECTION_TYPE_IDS = COLLECTION_TYPES.map((t) => t.id) as CollectionTypeId[];
export const LISTED_TYPE_IDS = COLLECTION_TYPES.filter((t) => t.listed).map((t) => t.id) as CollectionTypeId[];

export function isCollectionTypeId(value: number): value is CollectionTypeId {
  return (COLLECTION_TYPE_IDS as number[]).includes(value);
}

export function collectionTypeById(id: number) {
  return COLLECTION_TYPES.find((t) => t.id === id);
}

/**
 * Sub-groups inside a type that the spec's `/…/all-…` listings need; stored as the item's
 * `head_category`. Ministries are Government (23) items in the "ministry" category.
 */
export const HEAD_CATEGORIES = {
  20: ["college", "company", "government", "state-government"],
  23: ["initiatives-and-offerings", "state-initiatives", "ministry"],
} as const satisfies Partial<Record<CollectionTypeId, readonly string[]>>;
