/** The JSON of /search/suggest (types only: the browser imports these). */
import type { Language } from "~/i18n/languages";
import type { ResultView, TagLink } from "./view";

/** What the people popup shows (docs/product/search.md#the-header-dropdown "Person (popup)"). */
export interface PersonView {
  title: string;
  designation: string | null;
  organisation: string | null;
  bio: string | null;
  image: { src: string; alt: string } | null;
  href: string;
  /** The language of the person's texts. */
  lang: Language;
}

export type SuggestItem = ResultView & { person: PersonView | null };

/** Before typing: the visitor's recent searches, trending tags, recommendations (also /search without a query). */
export interface SearchDefaults {
  recent: { key: string; href: string }[];
  trending: TagLink[];
  recommendations: ResultView[];
}

export interface SuggestDefaults extends SearchDefaults {
  kind: "defaults";
  recommendations: SuggestItem[];
}

export interface SuggestResults {
  kind: "results";
  text: string;
  allHref: string;
  total: number;
  results: SuggestItem[];
  tags: TagLink[];
}

export type SuggestData = SuggestDefaults | SuggestResults;
