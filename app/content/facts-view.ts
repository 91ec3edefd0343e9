/**
 * The type-specific facts of an item as the detail pages show them: the registry's `facts`
 * (contract/content-type-defs.ts) labelled and formatted in the page's language, then its source.
 */
import type { CollectionDetail } from "../../contract";
import { typeFacts, type FactDef, type FactLabel } from "../../contract/content-types";
import { DEFAULT_LANGUAGE, translator, type Language, type MessageKey } from "~/i18n";
import { formatDate, formatDuration, formatTime, isoDate, isoDuration } from "./format";
import { isHttpUrl } from "./http-url";
import { formatLocation } from "./location";

export interface FactView {
  key: string;
  label: string;
  text: string;
  /** A link (registration, website). */
  href?: string;
  /** Machine-readable value for <time>. */
  dateTime?: string;
  /** The value is the item's own text (venue, sector, place names), not interface text: marked with its language. */
  fromContent?: boolean;
}

const hostOf = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

function dateTimeText(value: string, lang: Language) {
  const time = formatTime(value, lang);
  return `${formatDate(value, lang)}${time ? `, ${time}` : ""}`;
}

/** The dictionary's text of each label the registry's facts use (the type check asks for every one). */
const FACT_LABELS: Record<FactLabel, MessageKey> = {
  starts: "content.fact.starts",
  ends: "content.fact.ends",
  venue: "content.fact.venue",
  location: "content.fact.location",
  registration: "content.fact.registration",
  register: "content.fact.register",
  duration: "content.fact.duration",
  format: "content.fact.format",
  licence: "content.fact.licence",
  size: "content.fact.size",
  updated: "content.fact.updated",
  fundSize: "content.fact.fundSize",
  fundStage: "content.fact.fundStage",
  website: "content.fact.website",
  sector: "content.fact.sector",
  stage: "content.fact.stage",
  founders: "content.fact.founders",
  provider: "content.fact.provider",
  level: "content.fact.level",
  standardBody: "content.fact.standardBody",
  standardStatus: "content.fact.standardStatus",
  region: "content.fact.region",
};

/** One fact of the registry (contract/content-type-defs.ts FactDef) as shown, or null without a value. */
function factView(def: FactDef, item: CollectionDetail, lang: Language): FactView | null {
  const t = translator(lang);
  const { key } = def;
  const label = t(FACT_LABELS[def.label]);
  const text = (value: string | null | undefined): FactView | null => (value ? { key, label, text: value, fromContent: true } : null);
  switch (def.kind) {
    case "location":
      return text(formatLocation(item, lang));
    case "text":
      return text(item.attributes[def.attribute]);
    case "list": {
      const values = item.attributes[def.attribute];
      return text(values?.length ? values.join(", ") : null);
    }
    case "date":
    case "datetime": {
      const value = item.attributes[def.attribute];
      return value
        ? { key, label, text: def.kind === "datetime" ? dateTimeText(value, lang) : formatDate(value, lang), dateTime: isoDate(value) }
        : null;
    }
    case "link": {
      const href = item.attributes[def.attribute];
      return isHttpUrl(href) ? { key, label, text: def.linkText ? t(FACT_LABELS[def.linkText]) : hostOf(href), href } : null;
    }
    case "duration": {
      const seconds = item.attributes[def.attribute];
      return seconds != null ? { key, label, text: formatDuration(seconds, lang), dateTime: isoDuration(seconds) } : null;
    }
  }
}

/**
 * The type-specific facts of an item (events, datasets, funds, startups …: the registry's `facts`
 * of its type), then its source, labelled in `lang`.
 */
export function factsOf(item: CollectionDetail, lang: Language = DEFAULT_LANGUAGE): FactView[] {
  const t = translator(lang);
  const source = item.source;
  const facts = typeFacts(item.collection_type).map((def) => factView(def, item, lang));
  facts.push(source && !isHttpUrl(source) ? { key: "source", label: t("content.fact.source"), text: source, fromContent: true } : null);
  facts.push(isHttpUrl(source) ? { key: "source-link", label: t("content.fact.source"), text: hostOf(source), href: source } : null);
  return facts.filter((fact): fact is FactView => !!fact?.text);
}
