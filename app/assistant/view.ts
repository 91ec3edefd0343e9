/**
 * What the /assistant page and the widget show of an answer: the API's answer with every link
 * made a page address in the visitor's language and every type named in it (the browser does
 * not carry the content-type registry). Types only, plus the suggested questions.
 */
import type { Language, MessageKey } from "~/i18n";

export interface SourceView {
  /** 1-based, as the answer's sentences cite it. */
  n: number;
  title: string;
  typeName: string;
  href: string;
  passage: string;
}

export interface AnswerView {
  id: string;
  question: string;
  found: boolean;
  sentences: { text: string; source: number }[];
  /** The language model's name when one wrote the text. */
  machineWritten: string | null;
  sources: SourceView[];
  searchText: string;
  searchHref: string;
  related: { label: string; href: string }[];
  /** The language the answer's text is in (English when a Hindi page found only English items). */
  lang: Language;
}

/** The outcome of asking, as the page and the widget's fetcher receive it. */
export type AskResult =
  | { state: "none" }
  | { state: "error"; question: string; error: MessageKey }
  | { state: "answered"; question: string; answer: AnswerView };

/** Written against the sample content of each language, so each one gets a real answer. */
export const SUGGESTIONS = ["assistant.suggest.one", "assistant.suggest.two", "assistant.suggest.three", "assistant.suggest.four"] as const satisfies readonly MessageKey[];
