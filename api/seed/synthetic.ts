import { LISTED_TYPE_IDS, HEAD_CATEGORIES } from "../../contract";
import type { CollectionInput } from "../../contract";
import type { Db } from "../db/connection";
import { insertAuthor, insertPreparedCollections, prepareCollection, slugify } from "../repo";
import { htmlToText } from "../repo/html";
import { insertPublishedTranslations, translatedColumns } from "../repo/translations";
import { rng, zipf } from "./random";
import { generateHindi } from "./synthetic-hindi";
import { COUNTRIES, FIRST, IMAGES, LAST, RARE_PREFIXES, RARE_ROOTS, STATES, TAGS, VOCABULARY } from "./synthetic-words";

const TITLE_PATTERNS = [
  (w: string[]) => `${cap(w[0])} ${w[1]} for ${w[2]} ${w[3]}`,
  (w: string[]) => `How ${w[0]} ${w[1]} is changing ${w[2]} in ${w[3]}`,
  (w: string[]) => `${cap(w[0])} and ${w[1]}: lessons from ${w[2]} ${w[3]}`,
  (w: string[]) => `A ${w[0]} ${w[1]} approach to ${w[2]} ${w[3]}`,
  (w: string[]) => `${cap(w[0])} ${w[1]} ${w[2]} report on ${w[3]}`,
  (w: string[]) => `Building ${w[0]} ${w[1]} with ${w[2]} ${w[3]}`,
];

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const SYNTHETIC_WORDS = VOCABULARY;
export const RARE_WORDS = RARE_PREFIXES.flatMap((p) => RARE_ROOTS.map((r) => p + r));
/** The word the generator uses most: the "most common term" of the search bench. */
export const MOST_COMMON_WORD = VOCABULARY[0];
export const SYNTHETIC_TAGS = TAGS;
export const SYNTHETIC_AUTHOR_COUNT = 40;

export function syntheticAuthorSlug(i: number) {
  return `synthetic-author-${i}`;
}

export function syntheticAuthorName(i: number) {
  return `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
}

export interface SyntheticOptions {
  count: number;
  seed?: number;
  /** Items per transaction. */
  batchSize?: number;
  onProgress?: (done: number) => void;
}

export function* generateItems(count: number, seed = 42, runId = Date.now().toString(36)): Generator<CollectionInput> {
  const random = rng(seed);
  const pickWord = zipf(VOCABULARY.length);
  const pickTag = zipf(TAGS.length, 1.0, 3);
  const types = LISTED_TYPE_IDS;
  const heavy = [2, 2, 2, 3, 3, 3, 4, 5, 9, 11];
  const now = Date.now();
  const sixYears = 6 * 365 * 86_400_000;
  const month = 30 * 86_400_000;
  const word = () => VOCABULARY[pickWord(random())];
  for (let i = 0; i < count; i++) {
    const type = random() < 0.6 ? heavy[Math.floor(random() * heavy.length)] : types[Math.floor(random() * types.length)];
    const titleWords = [word(), word(), word(), word()];
    const title = TITLE_PATTERNS[Math.floor(random() * TITLE_PATTERNS.length)](titleWords);
    const sentences: string[] = [];
    const length = 40 + Math.floor(random() * 50);
    let sentence: string[] = [];
    for (let w = 0; w < length; w++) {
      // About one item in 300 mentions a rare word.
      sentence.push(random() < 1 / (300 * length) ? RARE_WORDS[Math.floor(random() * RARE_WORDS.length)] : word());
      if (sentence.length >= 8 + Math.floor(random() * 8)) {
        sentences.push(cap(sentence.join(" ")) + ".");
        sentence = [];
      }
    }
    if (sentence.length) sentences.push(cap(sentence.join(" ")) + ".");
    const half = Math.ceil(sentences.length / 2);
    const body = `<p>${sentences.slice(0, half).join(" ")}</p><h2>${cap(word())} ${word()}</h2><p>${sentences.slice(half).join(" ")}</p>`;
    const tagCount = 1 + Math.floor(random() * 4);
    const tags = new Set<string>();
    while (tags.size < tagCount) tags.add(TAGS[pickTag(random())]);
    // Items come in the order a portal gains them: each published a little after the one
    // before (within a month), over six years. The database's rows then lie roughly in
    // publication order, as a portal's do; a corpus of random dates scatters every year's items
    // over the whole table (docs/performance.md, "Rows in publication order").
    const published = new Date(now - sixYears + Math.floor(((i + 1) / count) * sixYears - random() * month));
    const statusRoll = random();
    const categories = HEAD_CATEGORIES[type as keyof typeof HEAD_CATEGORIES] as readonly string[] | undefined;
    yield {
      collection_type: type,
      title,
      slug: `${slugify(title).slice(0, 80)}-${runId}-${i}`,
      excerpt: sentences[0].slice(0, 300),
      body,
      featured_image: random() < 0.8 ? { url: `/images/content/${IMAGES[i % IMAGES.length]}.svg`, alt_text: title.slice(0, 60) } : null,
      tags: [...tags],
      authors: random() < 0.5 ? [syntheticAuthorSlug(Math.floor(random() * SYNTHETIC_AUTHOR_COUNT))] : [],
      read_time: [2, 3, 4, 5, 9, 24].includes(type) ? 1 + Math.floor(random() * 30) : null,
      published_at: statusRoll < 0.02 ? null : published.toISOString(),
      source: random() < 0.3 ? "IndiaAI" : null,
      status: statusRoll < 0.02 ? "draft" : statusRoll < 0.03 ? "trashed" : "published",
      location: random() < 0.3 ? STATES[Math.floor(random() * STATES.length)] : null,
      state: random() < 0.5 ? STATES[Math.floor(random() * STATES.length)] : null,
      country: random() < 0.7 ? COUNTRIES[Math.floor(random() * COUNTRIES.length)] : null,
      is_brand: random() < 0.1,
      is_featured: random() < 0.01,
      head_category: categories ? categories[Math.floor(random() * categories.length)] : null,
      attributes: {},
    };
  }
}

function hindiText(hindi: { title: string; excerpt: string; body: string } | null) {
  return hindi && { ...hindi, body_text: htmlToText(hindi.body) };
}

/** Adds `count` generated items (a share with a Hindi translation) in batched transactions; answers how many were added. */
export async function loadSynthetic(db: Db, options: SyntheticOptions): Promise<number> {
  const batchSize = options.batchSize ?? 2000;
  for (let i = 0; i < SYNTHETIC_AUTHOR_COUNT; i++) {
    await insertAuthor(db, { name: syntheticAuthorName(i), slug: syntheticAuthorSlug(i), designation: "Sample author (generated)" });
  }
  let batch: { item: CollectionInput; hindi: ReturnType<typeof hindiText> }[] = [];
  let done = 0;
  const flush = async () => {
    const prepared = batch.map(({ item, hindi }) => {
      const p = prepareCollection(item, { trustedHtml: true });
      // Every row of a multi-row INSERT names the same columns (SQLite has no DEFAULT there).
      Object.assign(p.row, translatedColumns(hindi ? [hindi] : []));
      return p;
    });
    await db.transaction().execute(async (trx) => {
      const ids = await insertPreparedCollections(trx, prepared);
      const translations = batch.flatMap(({ hindi }, i) => (hindi ? [{ ...hindi, collection_id: ids[i], lang: "hi" as const }] : []));
      await insertPublishedTranslations(trx, translations);
    });
    done += batch.length;
    batch = [];
    options.onProgress?.(done);
  };
  const hindi = generateHindi(options.count, options.seed);
  for (const item of generateItems(options.count, options.seed)) {
    batch.push({ item, hindi: hindiText(hindi.next().value ?? null) });
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length) await flush();
  return done;
}
