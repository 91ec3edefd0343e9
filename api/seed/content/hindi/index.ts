/** The Hindi sample content (see ./types.ts); the seed loader stores it in the translations tables. */
import { articles, caseStudies, news } from "./articles";
import { datasets, initiatives, learning, startups } from "./directory";
import { events, researchReports, videos } from "./media";
import { hindiGuidancePages } from "../responsible-ai-hi";
import { hindiGigwPages } from "./gigw";
import { hindiPages as sitePages } from "./pages";
import { hindiCampaignPages } from "./campaigns";
import type { HindiItem, HindiPage } from "./types";

export { hindiPillars } from "./pillars";
export { hindiSettings } from "./settings";
export { hindiTagNames } from "./tags";

export const hindiItems: HindiItem[] = [
  ...articles,
  ...news,
  ...caseStudies,
  ...videos,
  ...researchReports,
  ...events,
  ...datasets,
  ...startups,
  ...learning,
  ...initiatives,
];

export const hindiPages: HindiPage[] = [...sitePages, ...hindiGuidancePages, ...hindiCampaignPages, ...hindiGigwPages];
