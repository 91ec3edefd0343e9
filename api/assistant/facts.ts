import { CollectionAttributes, type Lang } from "../../contract";
import { typeFacts } from "../../contract/content-types";
import type { Db } from "../db/connection";
import type { Candidate } from "./candidate";
import type { Intent } from "./intents";
import { eventDates, spokenDay } from "./spoken-dates";

export { type Intent, intentsOf, wordsPattern } from "./intents";
export { factWordsIn, signalBonus, withoutFactWords } from "./fact-words";
export { dayText, spokenDay } from "./spoken-dates";

/**
 * Answers that answer: "when", "where", "who", "how much", "how long" and "how do I apply" are
 * answered from the item's facts (the fields its detail page shows: an event's dates and venue, a
 * fund's size, a course's provider, a registration link, its place; contract/content-types.ts)
 * as well as from its sentences. A fact sentence is written from the item's own fields in the
 * answer's language and cites the item like any sentence; nothing is added that the item does
 * not say.
 */

/** The fields of an item a fact is written from (besides what a Candidate carries). */
export interface ItemFacts {
  attributes: CollectionAttributes;
  location: string | null;
  state: string | null;
  country: string | null;
  published_at: string | null;
}

/** The facts of published items by id (attributes are parsed leniently: a bad row has none). */
export async function loadFacts(db: Db, ids: number[]): Promise<Map<number, ItemFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("collections")
    .select(["id", "attributes", "location", "state", "country", "published_at"])
    .where("id", "in", ids)
    .where("status", "=", "published")
    .execute();
  return new Map(
    rows.map((r) => {
      let attributes: CollectionAttributes = {};
      try {
        const parsed = CollectionAttributes.safeParse(JSON.parse(r.attributes));
        if (parsed.success) attributes = parsed.data;
      } catch {
        // Unreadable attributes: the item answers by its sentences only.
      }
      return [r.id, { attributes, location: r.location, state: r.state, country: r.country, published_at: r.published_at }];
    }),
  );
}

const placeOf = (f: ItemFacts) => [...new Set([f.location, f.state, f.country].filter((p): p is string => !!p?.trim()))].join(", ");
const isHttp = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);
const isLink = (url: string | null | undefined): url is string => !!url && (/^https?:\/\//i.test(url) || url.startsWith("/"));
const list = (items: string[], lang: Lang) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} ${lang === "hi" ? "और" : "and"} ${items.at(-1)}` : (items[0] ?? "");

/** The item's own link for acting on it: registration, then its download, then its website. */
export function actionLink(facts: ItemFacts | undefined): { kind: "register" | "website" | "download"; href: string } | null {
  const a = facts?.attributes;
  if (!a) return null;
  if (isHttp(a.registration_url)) return { kind: "register", href: a.registration_url };
  if (isLink(a.download_url)) return { kind: "download", href: a.download_url };
  if (isHttp(a.website)) return { kind: "website", href: a.website };
  return null;
}

/**
 * Sentences that answer the question's intents from the item's facts, in `lang`, most direct
 * first; none when the item has no fact of the kind asked for. `when` falls back on the item's
 * publication date (a news item's date is when what it reports happened).
 */
export function factSentences(candidate: Candidate, facts: ItemFacts | undefined, intents: Set<Intent>, lang: Lang, now: Date): string[] {
  if (!facts || !intents.size) return [];
  const title = candidate.title.trim().replace(/[.।]$/, "");
  const a = facts.attributes;
  const shows = new Set(typeFacts(candidate.collection_type).map((f) => ("attribute" in f ? f.attribute : f.kind)));
  const hi = lang === "hi";
  const out: string[] = [];
  const add = (text: string | null | undefined) => {
    if (text && !out.includes(text)) out.push(text);
  };

  if (intents.has("when")) {
    if (a.event_start) add(eventDates(title, a.event_start, a.event_end, lang, now));
    else if (a.dataset_updated && shows.has("dataset_updated")) {
      const day = spokenDay(a.dataset_updated, lang);
      if (day) add(hi ? `${title} को अंतिम बार ${day} को अद्यतन किया गया।` : `${title} was last updated on ${day}.`);
    } else {
      const day = spokenDay(facts.published_at, lang);
      if (day) add(hi ? `“${title}” ${day} को प्रकाशित हुआ।` : `“${title}” was published on ${day}.`);
    }
  }
  if (intents.has("where")) {
    const place = placeOf(facts);
    if (a.venue) add(hi ? `${title} का आयोजन स्थल: ${a.venue}।` : `The venue of ${title} is ${a.venue}.`);
    else if (place && shows.has("location")) {
      // Organisations (the types with a website) are based somewhere; a story or a study is about a place.
      if (shows.has("website")) add(hi ? `${title} ${place} में स्थित है।` : `${title} is based in ${place}.`);
      else add(hi ? `“${title}” से जुड़ा स्थान: ${place}।` : `The place given for “${title}” is ${place}.`);
    }
  }
  if (intents.has("who")) {
    if (a.founders?.length && shows.has("founders"))
      add(hi ? `${title} के संस्थापक: ${list(a.founders, lang)}।` : `${title} was founded by ${list(a.founders, lang)}.`);
    if (a.provider && shows.has("provider")) add(hi ? `${title} का प्रदाता: ${a.provider}।` : `${title} is offered by ${a.provider}.`);
    if (a.standard_body && shows.has("standard_body"))
      add(hi ? `${title} को ${a.standard_body} ने प्रकाशित किया है।` : `${title} is published by ${a.standard_body}.`);
  }
  if (intents.has("howMuch")) {
    if (a.fund_size && shows.has("fund_size"))
      add(hi ? `${title} का फंड आकार: ${a.fund_size}।` : `The fund size of ${title} is ${a.fund_size}.`);
    if (a.dataset_size && shows.has("dataset_size"))
      add(hi ? `${title} का आकार: ${a.dataset_size}।` : `The size of ${title} is ${a.dataset_size}.`);
  }
  if (intents.has("howLong")) {
    if (a.duration && shows.has("duration")) add(hi ? `${title} की अवधि: ${a.duration}।` : `${title} takes ${a.duration}.`);
    else if (a.event_start && !intents.has("when")) add(eventDates(title, a.event_start, a.event_end, lang, now));
  }
  if (intents.has("apply")) {
    const link = actionLink(facts);
    if (link?.kind === "register") add(hi ? `${title} के लिए पंजीकरण यहाँ करें: ${link.href}` : `You can register for ${title} at ${link.href}`);
    else if (link?.kind === "download")
      add(hi ? `${title} की फ़ाइल उसके पृष्ठ से डाउनलोड की जा सकती है।` : `The file of ${title} can be downloaded from its page.`);
    else if (link?.kind === "website") add(hi ? `${title} की वेबसाइट: ${link.href}` : `The website of ${title} is ${link.href}`);
  }
  return out;
}
