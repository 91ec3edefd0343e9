/**
 * Authoring constants without zod (docs/product/contributions.md#contributions-and-authoring), so browser code can import them without pulling in
 * every schema of the contract (the JavaScript budget). The schemas are in ./authoring.ts.
 */

export const AUTHORING_GROUPS = ["posts", "pages"] as const;
export type AuthoringGroup = (typeof AUTHORING_GROUPS)[number];

/**
 * Each kind: its group and route segment in the portal (/posts/articles, /pages/events …), the
 * collection type it is published as, and the public path prefix of the published page.
 */
export const AUTHORING_KINDS = {
  article: { group: "posts", segment: "articles", collectionType: 2, publicPath: "/article" },
  "case-study": { group: "posts", segment: "case-studies", collectionType: 4, publicPath: "/case-study" },
  "research-report": { group: "posts", segment: "research-report", collectionType: 9, publicPath: "/research-reports" },
  video: { group: "posts", segment: "videos", collectionType: 5, publicPath: "/videos" },
  "investment-fund": { group: "posts", segment: "investment-fund", collectionType: 15, publicPath: "/investment-fund" },
  college: { group: "pages", segment: "college", collectionType: 13, publicPath: "/college" },
  company: { group: "pages", segment: "company", collectionType: 16, publicPath: "/company" },
  startup: { group: "pages", segment: "startup", collectionType: 12, publicPath: "/startup" },
  investor: { group: "pages", segment: "investors", collectionType: 15, publicPath: "/investment-fund" },
  event: { group: "pages", segment: "events", collectionType: 11, publicPath: "/events" },
} as const satisfies Record<string, { group: AuthoringGroup; segment: string; collectionType: number; publicPath: string }>;

export type AuthoringKind = keyof typeof AUTHORING_KINDS;
export const AUTHORING_KIND_IDS = Object.keys(AUTHORING_KINDS) as [AuthoringKind, ...AuthoringKind[]];

export function isAuthoringKind(value: string): value is AuthoringKind {
  return Object.prototype.hasOwnProperty.call(AUTHORING_KINDS, value);
}

export function kindsOfGroup(group: AuthoringGroup): AuthoringKind[] {
  return AUTHORING_KIND_IDS.filter((kind) => AUTHORING_KINDS[kind].group === group);
}

/** The kind whose portal route segment this is (`articles` → article), or undefined. */
export function kindOfSegment(group: AuthoringGroup, segment: string): AuthoringKind | undefined {
  return AUTHORING_KIND_IDS.find((kind) => AUTHORING_KINDS[kind].group === group && AUTHORING_KINDS[kind].segment === segment);
}

/**
 * draft → submitted (contributor) → in_review (editor) → published | changes_requested | rejected;
 * an approval can wait for its time as scheduled (→ published by the job runner, or back to
 * in_review when cancelled); changes_requested → submitted again; any own item → trashed → back
 * to the status it had.
 */
export const AUTHORING_STATUSES = [
  "draft",
  "submitted",
  "in_review",
  "changes_requested",
  "scheduled",
  "published",
  "rejected",
  "trashed",
] as const;
export type AuthoringStatus = (typeof AUTHORING_STATUSES)[number];

/** The statuses an editor's queue can be filtered by. */
export const QUEUE_STATUSES = ["submitted", "in_review", "changes_requested", "scheduled", "rejected", "published"] as const;

export const AUTHORING_INTENTS = ["draft", "submit"] as const;
export type AuthoringIntent = (typeof AUTHORING_INTENTS)[number];

export const EDITORIAL_ACTIONS = ["start_review", "approve", "request_changes", "reject"] as const;
export type EditorialAction = (typeof EDITORIAL_ACTIONS)[number];

/** Everything the audit log records: the contributor's steps as well as the editors' decisions. */
export const AUDIT_ACTIONS = [
  "create",
  "edit",
  "submit",
  "trash",
  "restore",
  "purge",
  ...EDITORIAL_ACTIONS,
  "restore_edition",
  // Scheduling (docs/product/editorial.md#scheduling): set or changed, cancelled, and what the job runner did at the time.
  "schedule",
  "schedule_unpublish",
  "cancel_schedule",
  "scheduled_publish",
  "scheduled_unpublish",
  // Review dates and assignment (docs/product/editorial.md#review-dates-and-owners, docs/product/editorial.md#assignment).
  "assign",
  "unassign",
  "review_date",
  "reviewed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const SECTORS = [
  "agriculture",
  "education",
  "health",
  "finance",
  "governance",
  "manufacturing",
  "climate",
  "transport",
  "languages",
  "other",
] as const;
export type Sector = (typeof SECTORS)[number];

export const FUND_STAGES = ["seed", "early", "growth", "late"] as const;
export const STARTUP_STAGES = ["idea", "early", "growth", "mature"] as const;

export const VIDEO_HOSTS = ["www.youtube.com", "youtube.com", "youtu.be", "vimeo.com", "player.vimeo.com"] as const;

/** States and union territories, as items store them in `state`. */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export const AUTHORING_LIMITS = {
  title: 200,
  summary: 500,
  body: 50_000,
  tags: 10,
  tag: 40,
  imageAlt: 150,
  transcript: 50_000,
  city: 80,
  url: 2000,
  text: 200,
  note: 2000,
  /** ₹ crore: a ceiling far above any real fund, so a typo of extra digits is caught. */
  fundSizeCrore: 10_000_000,
} as const;

export const AUTHORING_PER_PAGE = 10;
/** Items stay this many days in the trash before they are purged with their files. */
export const TRASH_DAYS = 30;

/**
 * Every sentence the schemas of ./authoring.ts give for a field, in English (the API answers in
 * English). The portal shows them in the page's language by their exact text
 * (app/forms/known-messages.ts), one dictionary key per entry of this table.
 */
export const AUTHORING_MESSAGES = {
  titleRequired: "Enter a title",
  titleLong: `Title must be ${AUTHORING_LIMITS.title} characters or fewer`,
  summaryRequired: "Enter a summary",
  summaryLong: `Summary must be ${AUTHORING_LIMITS.summary} characters or fewer`,
  bodyRequired: "Enter the content",
  bodyLong: "Content must be 50,000 characters or fewer",
  characters: "This contains a character that is not allowed",
  tagsTooMany: `Enter ${AUTHORING_LIMITS.tags} tags or fewer`,
  tagLong: `Each tag must be ${AUTHORING_LIMITS.tag} characters or fewer`,
  imageId: "Upload the image again",
  pdfId: "Upload the PDF again",
  imageAltRequired: "Describe the image for people who cannot see it",
  imageAltLong: `Image description must be ${AUTHORING_LIMITS.imageAlt} characters or fewer`,
  sector: "Select a sector",
  sectors: "Select at least one sector",
  httpsUrl: "Enter a link starting with https://",
  urlLong: `Link must be ${AUTHORING_LIMITS.url} characters or fewer`,
  videoUrlRequired: "Enter the video link",
  videoHost: "Enter a link to YouTube or Vimeo",
  durationRequired: "Enter the duration",
  durationFormat: "Enter the duration as minutes and seconds, like 4:05, or hours, like 1:02:30",
  transcriptLong: "Transcript must be 50,000 characters or fewer",
  fundSize: "Enter the fund size in crore rupees, like 250",
  fundStage: "Select the stage the fund invests in",
  emailFormat: "Enter an e-mail address in the correct format, like name@example.com",
  state: "Select a state or union territory",
  cityRequired: "Enter the city",
  cityLong: `City must be ${AUTHORING_LIMITS.city} characters or fewer`,
  websiteRequired: "Enter the website",
  startupStage: "Select the startup's stage",
  foundedYear: "Enter the year it was founded, like 2019",
  startDate: "Enter the start date, like 2027-03-15",
  startTime: "Enter the start time, like 09:30",
  endDate: "Enter the end date, like 2027-03-15",
  endTime: "Enter the end time, like 17:00",
  endBeforeStart: "The end must be after the start",
  venueOrOnline: "Enter a venue or an online link",
  textLong: `This must be ${AUTHORING_LIMITS.text} characters or fewer`,
  organiserRequired: "Enter the organiser",
  decision: "Choose a decision",
  noteRequired: "Write a note for the contributor",
  noteLong: `Note must be ${AUTHORING_LIMITS.note} characters or fewer`,
  // The API's refusals (409, 404) of authoring and editorial calls.
  inReview: "This item is being reviewed and cannot be changed now. Wait for the editor's decision.",
  notEditable: "This item cannot be changed in its current status.",
  decisionNotAllowed: "This decision cannot be made on an item in its current status.",
  changedMeanwhile: "This item changed while you were deciding. Open it again.",
  // 403: EDITORIAL_FOUR_EYES is on and the deciding editor wrote the item (decision 0123).
  ownSubmission: "Another editor must approve this: you wrote it.",
  notFound: "Item not found",
} as const;

/** "m:ss" or "h:mm:ss" → seconds, or null when it is neither. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutesOfHour, minutes, seconds] = match;
  const total = hours !== undefined ? Number(hours) * 3600 + Number(minutesOfHour) * 60 : Number(minutes) * 60;
  const result = total + Number(seconds);
  return result > 0 ? result : null;
}

/** Seconds → "m:ss" or "h:mm:ss", the way the form shows a stored duration. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
