/** The Hindi sample content (see ./types.ts); the seed loader stores it in the translations tables. */
import type { HindiItem, HindiPage, HindiPillar, HindiSettings, HindiTagNames } from "./types";

export const hindiItems: HindiItem[] = [];
export const hindiPillars: HindiPillar[] = [];
export const hindiPages: HindiPage[] = [];
export const hindiSettings: HindiSettings | null = null;
export const hindiTagNames: HindiTagNames = {};
