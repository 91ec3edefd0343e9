/**
 * Hand-written sample content for the portal. The seed loader in
 * api/seed/index.ts imports these exports by name; see SeedContent there.
 * Everything here is fictional or illustrative and marked as sample content.
 */
import type { CollectionInput } from "../../../contract";
import { moreArticles, moreCaseStudies, moreNews, moreResearchReports } from "./additions";
import { articles } from "./articles";
import { campaignPages, campaigns as campaignDetails } from "./campaigns";
import { hindiCampaigns } from "./hindi/campaigns";
import { caseStudies } from "./case-studies";
import { colleges } from "./colleges";
import { companies } from "./companies";
import { countries } from "./countries";
import { datasets } from "./datasets";
import { events } from "./events";
import { government } from "./government";
import { incubators } from "./incubators";
import { initiatives } from "./initiatives";
import { investmentFunds } from "./investment-funds";
import { jobRoles } from "./job-roles";
import { learning } from "./learning";
import { missions } from "./missions";
import { news } from "./news";
import { gigwPages } from "./gigw";
import { pages as sitePages } from "./pages";
import { people } from "./people";
import { products } from "./products";
import { researchReports } from "./research-reports";
import { guidancePages } from "./responsible-ai";
import { aiStandards, dataStandards } from "./standards";
import { startups } from "./startups";
import { videos } from "./videos";
import { SECTOR, TREND } from "./tags";

export { authors } from "./authors";
export { settings } from "./settings";
export { pillars, type SeedPillar } from "./pillars";
export { type SeedPage } from "./pages";

export const pages = [...sitePages, ...guidancePages, ...campaignPages, ...gigwPages];

/** Dates, eligibility and steps of the campaign pages, with their Hindi (decision 0097). */
export const campaigns = { campaigns: campaignDetails, hindi: hindiCampaigns };

export const collections: CollectionInput[] = [
  ...articles,
  ...moreArticles,
  ...news,
  ...moreNews,
  ...caseStudies,
  ...moreCaseStudies,
  ...videos,
  ...researchReports,
  ...moreResearchReports,
  ...events,
  ...startups,
  ...colleges,
  ...incubators,
  ...investmentFunds,
  ...companies,
  ...products,
  ...people,
  ...initiatives,
  ...government,
  ...learning,
  ...datasets,
  ...countries,
  ...jobRoles,
  ...missions,
  ...aiStandards,
  ...dataStandards,
];

export const tagGroups: { sector: string[]; "trending-tags": string[] } = {
  sector: Object.values(SECTOR),
  "trending-tags": Object.values(TREND),
};

export const spamCategories: string[] = ["Spam", "Harassment", "Hate speech", "Misinformation", "Off-topic", "Other"];
