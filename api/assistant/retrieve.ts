import type { Lang } from "../../contract";
import type { Db } from "../db/connection";
import type { Candidate } from "./candidate";
import { rareWordIds, retrieveIds, type Plan, type SearchFn } from "./retrieve-ids";
import { readsAsProse, scoreItems } from "./score";
import type { Understanding } from "./understand";

export type { Candidate, SearchFn };

/** What answers at all (answer.ts ANSWER_THRESHOLD). */
const ANSWERING_SCORE = 0.8;
/** Items holding every word of the question to offer (the first three sources make an answer): fewer, and retrieval goes on. */
const ENOUGH_ANSWERING = 3;

function eventStart(attributes: string): string | null {
  try {
    const value = (JSON.parse(attributes) as { event_start?: unknown }).event_start;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The rows of `ids`, in that order, with the text in `lang` where a translation is published;
 * each says the language its text is in.
 */
async function loadCandidates(db: Db, ids: number[], lang: Lang): Promise<Candidate[]> {
  if (!ids.length) return [];
  const [rows, translations] = await Promise.all([
    db
      .selectFrom("collections")
      .select([
        "id",
        "collection_type",
        "slug",
        "head_category",
        "title",
        "excerpt",
        "body",
        "tag_text",
        "state",
        "location",
        "published_at",
        "attributes",
        "lang",
      ])
      .where("id", "in", ids)
      .where("status", "=", "published")
      .execute(),
    lang === "en"
      ? Promise.resolve([])
      : db
          .selectFrom("collection_translations")
          .select(["collection_id", "title", "excerpt", "body"])
          .where("collection_id", "in", ids)
          .where("lang", "=", lang)
          .where("status", "=", "published")
          .execute(),
  ]);
  const translated = new Map(translations.map((t) => [t.collection_id, t]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = translated.get(id);
    const english = `${row.title} ${row.excerpt ?? ""}`;
    return [
      {
        id,
        collection_type: row.collection_type,
        slug: row.slug,
        head_category: row.head_category,
        title: own?.title ?? row.title,
        excerpt: (own ? own.excerpt : row.excerpt) ?? "",
        body: own?.body ?? row.body,
        tag_text: row.tag_text,
        english: own ? `${english} ${row.body}` : "",
        // A translation's language, else the one the item was written in (a Hindi contribution).
        lang: own ? lang : row.lang,
        state: row.state,
        location: row.location,
        published_at: row.published_at,
        event_start: eventStart(row.attributes),
      },
    ];
  });
}

/** Keeps the candidates the question's place and time allow. */
function narrow(candidates: Candidate[], understood: Understanding, now: Date, typed: boolean): Candidate[] {
  // Across all types the place is one of the words searched for, not a filter.
  const place = typed ? understood.place?.toLowerCase() : undefined;
  const year = String(now.getUTCFullYear());
  return candidates.filter((c) => {
    if (place && c.state?.toLowerCase() !== place && c.location?.toLowerCase() !== place) return false;
    if (!understood.when) return true;
    const date = c.event_start ?? c.published_at;
    if (!date) return false;
    if (understood.when === "this-year") return date.startsWith(year) || new Date(date).getUTCFullYear() === Number(year);
    const future = new Date(date).getTime() > now.getTime();
    return understood.when === "upcoming" ? future : !future;
  });
}

/**
 * The items that may answer the question. With types: first among those types; when none is
 * left (or `typed` is false), across every type, the type words then searched as words.
 */
export async function retrieve(
  db: Db,
  search: SearchFn,
  understood: Understanding,
  filterWords: string[],
  lang: Lang,
  now: Date,
  typed = true,
): Promise<Candidate[]> {
  const plan: Plan = typed
    ? understood
    : { terms: [...understood.terms, ...filterWords], types: [], place: null, when: understood.when, kinds: filterWords };
  let candidates = narrow(await loadCandidates(db, await retrieveIds(db, search, plan, now), lang), understood, now, typed);
  // Too few found hold every word asked about, in sentences (an item that holds most of them may
  // not be the one; a list of keywords that holds them all says nothing): the rare words alone
  // (rareWordIds).
  const terms = [...understood.terms, ...filterWords];
  const holdingAll = scoreItems(candidates, terms, () => (typed ? filterWords : [])).filter(
    (s) => s.share >= 1 && s.score >= ANSWERING_SCORE && readsAsProse(s.candidate),
  ).length;
  if (understood.terms.length && !(plan.types.length && (plan.place || plan.when)) && holdingAll < ENOUGH_ANSWERING) {
    const more = [...new Set(await rareWordIds(db, search, plan, now))].filter((id) => !candidates.some((c) => c.id === id));
    candidates = [...candidates, ...narrow(await loadCandidates(db, more, lang), understood, now, typed)];
  }
  if (understood.when === "upcoming") {
    candidates = [...candidates].sort((a, b) =>
      (a.event_start ?? a.published_at ?? "").localeCompare(b.event_start ?? b.published_at ?? ""),
    );
  }
  return candidates;
}
