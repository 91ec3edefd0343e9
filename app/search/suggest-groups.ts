/**
 * What the header search dropdown lists, as groups of options: pure, so the grouping rules
 * (docs/product/search.md#the-header-dropdown) are unit-tested without a browser (tests/search/suggest-groups.test.ts).
 */
import {
  DROPDOWN_RECOMMENDATIONS,
  DROPDOWN_RESULT_CARDS,
  RECENT_SEARCHES_SHOWN,
  TAGS_KEPT,
  cutRecentSearch,
  cutTopicChip,
  isSearchable,
  topicChipCount,
} from "~/search/constants";
import { textSearchHref } from "~/chrome/search-href";
import type { Language, Translate } from "~/i18n";
import type { SuggestDefaults, SuggestItem, SuggestResults } from "~/search/suggest-types";

export type Option =
  | { id: string; kind: "recent" | "topic" | "all"; label: string; fullLabel: string; href: string; lang?: Language }
  | { id: string; kind: "item"; item: SuggestItem; href: string | null };

export interface Group {
  id: string;
  label: string;
  layout: "chips" | "list" | "cards";
  options: Option[];
}

export interface GroupInput {
  /** The text in the box (leading spaces already stripped). */
  text: string;
  /** The topics heading of the moment (dropdownHeading). */
  heading: string;
  defaults: SuggestDefaults | null;
  results: SuggestResults | null;
  /** Prefix of the option ids (unique per dropdown). */
  uid: string;
  /** The page's language: the groups' labels. */
  t: Translate;
}

type Tag = { name: string; href: string; lang: Language };
const topics = (tags: Tag[], heading: string, uid: string): Group => ({
  id: "topics",
  label: heading,
  layout: "chips",
  options: tags.map((tag, i) => ({
    id: `${uid}-topic-${i}`,
    kind: "topic",
    label: cutTopicChip(tag.name),
    fullLabel: tag.name,
    href: tag.href,
    lang: tag.lang,
  })),
});
const cards = (id: string, label: string, items: SuggestItem[], uid: string, idPart: string): Group => ({
  id,
  label,
  layout: "cards",
  options: items.map((item, i) => ({ id: `${uid}-${idPart}-${i}`, kind: "item", item, href: item.href })),
});

/**
 * Before typing: recent searches, trending topics (fewer when there are recent searches) and
 * recommendations. While typing: suggested or related topics, top picks, and "See all results".
 * Empty groups are left out.
 */
export function suggestionGroups({ text, heading, defaults, results, uid, t }: GroupInput): Group[] {
  const out: Group[] = [];
  if (!isSearchable(text)) {
    const recent = (defaults?.recent ?? []).slice(0, RECENT_SEARCHES_SHOWN);
    if (recent.length) {
      out.push({
        id: "recent",
        label: t("search.dropdown.recent"),
        layout: "list",
        options: recent.map((r, i) => ({
          id: `${uid}-recent-${i}`,
          kind: "recent",
          label: cutRecentSearch(r.key),
          fullLabel: r.key,
          href: r.href,
        })),
      });
    }
    const chips = (defaults?.trending ?? []).slice(0, topicChipCount(recent.length > 0));
    if (chips.length) out.push(topics(chips, heading, uid));
    const recs = (defaults?.recommendations ?? []).slice(0, DROPDOWN_RECOMMENDATIONS);
    if (recs.length) out.push(cards("recommends", t("search.dropdown.recommends"), recs, uid, "rec"));
    return out;
  }
  const tags = (results?.tags ?? []).slice(0, TAGS_KEPT).slice(0, topicChipCount(false));
  if (tags.length) out.push(topics(tags, heading, uid));
  const picks = (results?.results ?? []).slice(0, DROPDOWN_RESULT_CARDS);
  if (picks.length) out.push(cards("picks", t("search.dropdown.topPicks"), picks, uid, "pick"));
  const clean = text.replace(/\s+/g, " ").trim();
  out.push({
    id: "all",
    label: t("search.dropdown.allResults"),
    layout: "list",
    options: [
      {
        id: `${uid}-all`,
        kind: "all",
        label: t("search.dropdown.seeAll", { text: clean }),
        fullLabel: clean,
        href: results?.allHref ?? textSearchHref(clean),
      },
    ],
  });
  return out;
}
