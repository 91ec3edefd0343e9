import { CollectionAttributes, type Lang } from "../../contract";
import { typeFacts } from "../../contract/content-types";
import type { Db } from "../db/connection";
import type { Candidate } from "./candidate";

/**
 * Answers that answer: "when", "where", "who", "how much", "how long" and "how do I apply" are
 * answered from the item's facts (the fields its detail page shows: an event's dates and venue, a
 * fund's size, a course's provider, a registration link, its place; contract/content-types.ts)
 * as well as from its sentences. A fact sentence is written from the item's own fields in the
 * answer's language and cites the item like any sentence; nothing is added that the item does
 * not say.
 */

export type Intent = "when" | "where" | "who" | "howMuch" | "howLong" | "apply";

/** Phrases (lower case) as whole words of any script: a pattern for each list. */
export function wordsPattern(phrases: string[]): RegExp {
  const escaped = phrases.map((p) =>
    p
      .normalize("NFC")
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/ /g, "\\s+"),
  );
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{M}\\p{N}])`, "iu");
}

/** What a question asks for, by its question words (English and Hindi). */
const INTENTS: [Intent, RegExp][] = [
  [
    "howLong",
    wordsPattern([
      "how long",
      "duration",
      "how many weeks",
      "how many hours",
      "how many days",
      "how many months",
      "कितने समय",
      "कितनी देर",
      "कितने दिन",
      "अवधि",
    ]),
  ],
  [
    "when",
    wordsPattern([
      "when",
      "what date",
      "what day",
      "what time",
      "which date",
      "which day",
      "date",
      "dates",
      "deadline",
      "last date",
      "closing date",
      "till when",
      "कब",
      "तारीख",
      "तारीख़",
      "तिथि",
      "तिथियाँ",
      "तिथियां",
      "समय सीमा",
      "अंतिम तिथि",
    ]),
  ],
  [
    "where",
    wordsPattern([
      "where",
      "venue",
      "which city",
      "which place",
      "which state",
      "what place",
      "address",
      "located",
      "कहाँ",
      "कहां",
      "स्थान",
      "जगह",
      "आयोजन स्थल",
    ]),
  ],
  [
    "who",
    wordsPattern([
      "who",
      "whose",
      "founder",
      "founders",
      "founded by",
      "run by",
      "organised by",
      "organized by",
      "organiser",
      "organizer",
      "provider",
      "offered by",
      "कौन",
      "किसने",
      "किसके",
      "संस्थापक",
      "आयोजक",
    ]),
  ],
  [
    "howMuch",
    wordsPattern([
      "how much",
      "how big",
      "how large",
      "size",
      "cost",
      "costs",
      "fee",
      "fees",
      "price",
      "amount",
      "corpus",
      "worth",
      "कितना",
      "राशि",
      "आकार",
      "शुल्क",
      "फीस",
      "लागत",
    ]),
  ],
  [
    "apply",
    wordsPattern([
      "apply",
      "applying",
      "application",
      "applications",
      "register",
      "registering",
      "registration",
      "sign up",
      "signup",
      "enrol",
      "enroll",
      "enrolment",
      "download",
      "आवेदन",
      "पंजीकरण",
      "रजिस्टर",
      "रजिस्ट्रेशन",
      "डाउनलोड",
      "नामांकन",
    ]),
  ],
];

/** The kinds of fact a question asks for (none: it asks about the item as a whole). */
export function intentsOf(question: string): Set<Intent> {
  const text = question.normalize("NFC");
  const intents = new Set(INTENTS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent));
  // "Where can I find …" asks for the item, not for its place.
  if (FINDING.test(text)) intents.delete("where");
  return intents;
}

const FINDING =
  /\bwhere (?:can|do|could|should|would) (?:i|we|one|you) (?:find|get|see|read|learn|access|download|look)\b|\bwhere to (?:find|get|see|read|learn|look)\b|(?:कहाँ|कहां) (?:मिल|से मिल|देख|पढ़)/iu;

/**
 * Words that say which fact is asked for, not what about: "who founded VaaniBridge AI?" is about
 * VaaniBridge AI, whose page names its founders without the word "founded". They are left out of
 * the words searched for and scored when others remain; the facts then answer them.
 */
const FACT_WORDS = new Set([
  "founded",
  "founder",
  "founders",
  "venue",
  "venues",
  "date",
  "dates",
  "deadline",
  "deadlines",
  "size",
  "cost",
  "costs",
  "fee",
  "fees",
  "price",
  "amount",
  "duration",
  "located",
  "address",
  "register",
  "registration",
  "apply",
  "applying",
  "organiser",
  "organisers",
  "organizer",
  "organizers",
  "organised",
  "organized",
  "provider",
  "offered",
  "big",
  "large",
  "long",
  "held",
  "takes",
  "place",
  "time",
  "timing",
  "timings",
  "तारीख",
  "तारीख़",
  "तिथि",
  "तिथियाँ",
  "तिथियां",
  "स्थान",
  "जगह",
  "संस्थापक",
  "आवेदन",
  "पंजीकरण",
  "शुल्क",
  "फीस",
  "अवधि",
  "आकार",
  "आयोजक",
  "आयोजन",
  "स्थल",
]);

/** `terms` without the words that only name the fact asked for (all of them when nothing else is left). */
export function withoutFactWords(terms: string[]): string[] {
  const rest = terms.filter((t) => !FACT_WORDS.has(t));
  return rest.length ? rest : terms;
}

const MONTHS =
  "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec";
const HINDI_MONTHS = "जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर";

/** Words that show a sentence holds the kind of answer asked for (a date, a place, an amount…). */
const SIGNALS: Partial<Record<Intent, RegExp[]>> = {
  when: [
    /\b(?:19|20)\d{2}\b/,
    wordsPattern([
      ...MONTHS.split(" "),
      ...HINDI_MONTHS.split(" "),
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]),
    wordsPattern([
      "day",
      "days",
      "week",
      "weeks",
      "month",
      "months",
      "deadline",
      "open",
      "opens",
      "opened",
      "close",
      "closes",
      "closed",
      "until",
      "सप्ताह",
      "हफ़्ते",
      "हफ्ते",
      "महीने",
      "दिन",
      "तारीख",
      "तिथि",
      "तक",
    ]),
  ],
  where: [/\b(?:in|at|from) [A-Z][a-z]+/, wordsPattern(["venue", "district", "districts", "city", "स्थित", "ज़िले", "जिले", "राज्य", "शहर"])],
  howMuch: [/\d|₹/, wordsPattern(["crore", "lakh", "percent", "rupee", "rupees", "करोड़", "लाख", "प्रतिशत", "रुपये"])],
  howLong: [
    /\d/,
    wordsPattern([
      "hour",
      "hours",
      "day",
      "days",
      "week",
      "weeks",
      "month",
      "months",
      "year",
      "years",
      "घंटे",
      "दिन",
      "सप्ताह",
      "महीने",
      "वर्ष",
    ]),
  ],
  apply: [
    wordsPattern([
      "apply",
      "applicant",
      "applicants",
      "application",
      "applications",
      "eligible",
      "eligibility",
      "register",
      "registration",
      "form",
      "submit",
      "request",
      "आवेदन",
      "पात्र",
      "पंजीकरण",
      "अनुरोध",
    ]),
  ],
  who: [wordsPattern(["by", "founded", "led", "run", "runs", "organised", "organized", "offers", "provides", "द्वारा", "संस्थापक"])],
};

/** A bonus for a sentence that holds the kind of answer the question asks for. */
export function signalBonus(intents: Set<Intent>): (text: string) => number {
  const patterns = [...intents].flatMap((i) => SIGNALS[i] ?? []);
  if (!patterns.length) return () => 0;
  return (text) => (patterns.some((p) => p.test(text)) ? 0.15 : 0);
}

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

const INDIA_OFFSET_MS = 330 * 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A date as the portal's pages show it (app/content/format.ts): India time (UTC+05:30); a bare
 * date as written, a date and time without a zone as UTC. Null when unreadable.
 */
function indiaTime(value: string): { date: Date; hasTime: boolean } | null {
  if (DATE_ONLY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? null : { date: d, hasTime: false };
  }
  const instant = new Date(ZONELESS.test(value) ? `${value.replace(" ", "T")}Z` : value);
  if (Number.isNaN(instant.getTime())) return null;
  return { date: new Date(instant.getTime() + INDIA_OFFSET_MS), hasTime: true };
}

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const hindiDate = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "21 January 2027" / "21 जनवरी 2027" (a day as a sentence says it). */
export function dayText(d: Date, lang: Lang): string {
  return lang === "hi" ? hindiDate.format(d) : `${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "10:00 am" / "10:00" (Hindi notices use the 24-hour clock, as the portal does). */
function timeText(d: Date, lang: Lang): string {
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  if (lang === "hi") return `${String(d.getUTCHours()).padStart(2, "0")}:${minutes}`;
  return `${d.getUTCHours() % 12 || 12}:${minutes} ${d.getUTCHours() < 12 ? "am" : "pm"}`;
}

/** The day of a date the way a sentence says it, or null when unreadable. */
export function spokenDay(value: string | null | undefined, lang: Lang): string | null {
  const d = value ? indiaTime(value) : null;
  return d ? dayText(d.date, lang) : null;
}

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** The sentence of an event's dates, in the tense its time asks for. */
function eventDates(title: string, startValue: string, endValue: string | null | undefined, lang: Lang, now: Date): string | null {
  const start = indiaTime(startValue);
  if (!start) return null;
  const end = endValue ? indiaTime(endValue) : null;
  const past = (end ?? start).date.getTime() - (start.hasTime ? INDIA_OFFSET_MS : 0) < now.getTime();
  const at = (t: { date: Date; hasTime: boolean }) =>
    t.hasTime ? `${dayText(t.date, lang)}, ${timeText(t.date, lang)}` : dayText(t.date, lang);
  if (lang === "hi") {
    const verb = past ? "आयोजित हुआ था" : "आयोजित होगा";
    if (!end) return `${title} ${at(start)} को ${verb}।`;
    if (sameDay(start.date, end.date) && start.hasTime && end.hasTime) {
      return `${title} ${dayText(start.date, lang)} को ${timeText(start.date, lang)} से ${timeText(end.date, lang)} तक ${verb}।`;
    }
    return `${title} ${at(start)} से ${at(end)} तक ${verb}।`;
  }
  const verb = past ? "took place" : "takes place";
  if (!end) return `${title} ${verb} on ${at(start)}.`;
  if (sameDay(start.date, end.date) && start.hasTime && end.hasTime) {
    return `${title} ${verb} on ${dayText(start.date, lang)}, from ${timeText(start.date, lang)} to ${timeText(end.date, lang)}.`;
  }
  return `${title} ${verb} from ${at(start)} to ${at(end)}.`;
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
