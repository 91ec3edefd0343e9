/**
 * Search text is user input, never query syntax. It becomes a list of plain words and quoted
 * phrases; each dialect then writes its own query from these groups with every term quoted, so
 * `"`, `*`, `NEAR(…)`, `OR`, `-x`, `title:foo` or `'; DROP TABLE` only ever search for words.
 */
export interface TermGroup {
  words: string[];
  /** Words must appear next to each other, in order (the visitor wrote them in double quotes). */
  phrase: boolean;
  /** Match any word starting with the (single) word: type-ahead on the last word typed. */
  prefix: boolean;
  /**
   * Any one of the words will do (never read from a visitor's text: callers that search a word
   * with its other ways of saying it build these, api/assistant/retrieve-ids.ts).
   */
  any?: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const MAX_GROUPS = 12;

function words(text: string): string[] {
  // NFC: a letter typed as base + nukta and its precomposed form are one word, as indexed.
  return (text.normalize("NFC").toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 64));
}

export function parseSearchText(text: string): TermGroup[] {
  const groups: TermGroup[] = [];
  // Only a balanced pair of quotes makes a phrase; a lone quote is just punctuation.
  const parts = text.split('"');
  const balanced = parts.length % 2 === 1;
  parts.forEach((part, index) => {
    const inQuotes = balanced && index % 2 === 1;
    const list = words(part);
    if (inQuotes && list.length > 1) groups.push({ words: list, phrase: true, prefix: false });
    else for (const word of list) groups.push({ words: [word], phrase: false, prefix: false });
  });
  const last = groups[groups.length - 1];
  const endsInPhrase = balanced && parts.length > 1 && parts[parts.length - 1].trim() === "";
  if (last && !last.phrase && !endsInPhrase && last.words[0].length >= 2) last.prefix = true;
  return groups.slice(0, MAX_GROUPS);
}

/**
 * SQLite FTS5 MATCH expression: every term a quoted string, groups ANDed (an `any` group's words
 * ORed); with `columns`, matched in those columns only.
 */
export function toFts5Query(groups: TermGroup[], columns?: string[]): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  // FTS5 takes an implicit AND between strings only: beside a parenthesised OR it is written out.
  const expression = groups
    .map((g) =>
      g.any ? `(${g.words.map(quote).join(" OR ")})` : g.phrase ? quote(g.words.join(" ")) : quote(g.words[0]) + (g.prefix ? "*" : ""),
    )
    .join(groups.some((g) => g.any) ? " AND " : " ");
  return columns ? `{${columns.join(" ")}} : (${expression})` : expression;
}

/**
 * PostgreSQL to_tsquery input: every lexeme quoted, phrases with <->, groups with & (an `any`
 * group's words with |); with `weights` ("AB"), matched only where the text has those weights.
 */
export function toTsQuery(groups: TermGroup[], weights = ""): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''").replace(/\\/g, "")}'`;
  const lexeme = (s: string, prefix = false) => `${quote(s)}${prefix || weights ? ":" : ""}${prefix ? "*" : ""}${weights}`;
  return groups
    .map((g) =>
      g.any
        ? `(${g.words.map((w) => lexeme(w)).join(" | ")})`
        : g.phrase
          ? `(${g.words.map((w) => lexeme(w)).join(" <-> ")})`
          : lexeme(g.words[0], g.prefix),
    )
    .join(" & ");
}

/** The quoted phrases, each as its words separated by spaces (PostgreSQL's bigram pre-filter). */
export function phraseTexts(groups: TermGroup[]): string[] {
  return groups.filter((g) => g.phrase).map((g) => g.words.join(" "));
}
