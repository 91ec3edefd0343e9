import { LOCALES, type Language } from "~/i18n";
import "~/assessment/messages";

export const LEVEL_NUMERALS = ["I", "II", "III", "IV"] as const;

export const BAND_KEYS = {
  initial: "assessment.band.initial",
  developing: "assessment.band.developing",
  defined: "assessment.band.defined",
  managed: "assessment.band.managed",
} as const;

export const LEVEL_KEYS = ["assessment.level.1", "assessment.level.2", "assessment.level.3", "assessment.level.4"] as const;

export function formatNumber(lang: Language, value: number, digits = 0): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits }).format(value);
}

export function formatDate(lang: Language, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}
