/**
 * Collection (content) types of the upstream, by id (SPEC §3 "Collection types").
 * `listed` marks the types the portal has pages for; the portal's own registry
 * (app/content/) adds routes and display names on top of this table.
 */
export const COLLECTION_TYPES = [
  { id: 1, key: "blogs", name: "Blog", listed: false },
  { id: 2, key: "articles", name: "Article", listed: true },
  { id: 3, key: "news", name: "News", listed: true },
  { id: 4, key: "case-studies", name: "Case Studies", listed: true },
  { id: 5, key: "videos", name: "Videos", listed: true },
  { id: 6, key: "galleries", name: "Gallery", listed: false },
  { id: 7, key: "testimonials", name: "Testimonial", listed: false },
  { id: 8, key: "clients", name: "Client", listed: false },
  { id: 9, key: "research-reports", name: "Research Report", listed: true },
  { id: 10, key: "portfolios", name: "Portfolio", listed: false },
  { id: 11, key: "events", name: "Event", listed: true },
  { id: 12, key: "startups", name: "Startup", listed: true },
  { id: 13, key: "colleges", name: "Colleges", listed: true },
  { id: 14, key: "incubators", name: "Incubator", listed: true },
  { id: 15, key: "investment-funds", name: "Investment Fund", listed: true },
  { id: 16, key: "companies", name: "Company", listed: true },
  { id: 17, key: "products", name: "Product", listed: true },
  { id: 18, key: "people", name: "People", listed: true },
  { id: 19, key: "careers", name: "Job opening", listed: false },
  { id: 20, key: "initiatives", name: "Initiatives", listed: true },
  { id: 21, key: "press-releases", name: "Press Release", listed: false },
  { id: 22, key: "projects", name: "Project", listed: false },
  { id: 23, key: "government", name: "Government of India", listed: true },
  { id: 24, key: "learning", name: "Course", listed: true },
  { id: 27, key: "focus-areas", name: "Focus Area", listed: false },
  { id: 28, key: "incubatees", name: "Incubatee", listed: false },
  { id: 29, key: "incubation-programs", name: "Incubation Program", listed: false },
  { id: 30, key: "datasets", name: "Datasets", listed: true },
  { id: 31, key: "countries", name: "Countries & Regions", listed: true },
  { id: 32, key: "developments", name: "Development", listed: false },
  { id: 34, key: "job-roles", name: "Job Role", listed: true },
  { id: 37, key: "missions", name: "Mission", listed: true },
  { id: 40, key: "ai-standards", name: "AI Standards", listed: true },
  { id: 41, key: "data-standards", name: "Metadata & Data Standards", listed: true },
] as const;

export type CollectionTypeId = (typeof COLLECTION_TYPES)[number]["id"];
export type CollectionTypeKey = (typeof COLLECTION_TYPES)[number]["key"];

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
