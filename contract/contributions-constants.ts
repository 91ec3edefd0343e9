/**
 * Contribution constants without zod, so browser code can import them without pulling in every
 * schema of the contract (the JavaScript budget).
 */
import { AUTHORING_STATUSES } from "./authoring-constants";

/** The types a reader may propose: articles, news, case studies, videos, research reports, events. */
export const CONTRIBUTION_TYPE_IDS = [2, 3, 4, 5, 9, 11] as const;
export type ContributionTypeId = (typeof CONTRIBUTION_TYPE_IDS)[number];
export function isContributionTypeId(value: number): value is ContributionTypeId {
  return (CONTRIBUTION_TYPE_IDS as readonly number[]).includes(value);
}

/**
 * The statuses of contract/authoring-constants.ts (AUTHORING_STATUSES): My Uploads lists the
 * items written on the authoring pages too.
 */
export const CONTRIBUTION_STATUSES = AUTHORING_STATUSES;
export type ContributionStatusName = (typeof CONTRIBUTION_STATUSES)[number];

export const CONTRIBUTION_LIMITS = { title: 200, summary: 1000, body: 50_000, sourceUrl: 2000 } as const;
export const CONTRIBUTIONS_PER_PAGE = 10;
