/**
 * What the /assistant page and the widget show of an answer: the API's answer with every link
 * made a page address in the visitor's language and every type named in it (the browser does
 * not carry the content-type registry). Types only, plus the suggested questions.
 */
import type { Language, MessageKey } from "~/i18n";
import type { Previous } from "./question";
import "./messages";

/** Advice the assistant declines to give (contract AdviceTopic, without zod for the widget). */
export type AdviceTopic = "medical" | "legal" | "financial";

export interface SourceView {
  /** 1-based, as the answer's sentences cite it. */
  n: number;
  title: string;
  typeName: string;
  href: string;
  passage: string;
  /** When the item was published, in the page's language ("" when unknown), and as ISO for `<time>`. */
  published: string;
  publishedIso: string;
  /** The language of its title and passage. */
  lang: Language;
  /** The item's own link for acting on it: registering, its website, its download. */
  link: { kind: "register" | "website" | "download"; href: string } | null;
}

export interface AnswerView {
  id: string;
  /** The question as the assistant answered it (a follow-up: read with the one before). */
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
  /** The newest source's date, in the page's language, when it is over two years old. */
  outdatedSince: string | null;
  /** Set when the question asked for advice the assistant does not give. */
  declined: AdviceTopic | null;
  /** Set when the question was read as a follow-up: what it was read with. */
  followUp: { previous: string } | null;
  /** What the next question is read with, if it turns out to be a follow-up (the form's hidden fields). */
  context: Previous;
}

/** The outcome of asking, as the page and the widget's fetcher receive it. */
export type AskResult =
  | { state: "none" }
  | { state: "error"; question: string; error: MessageKey }
  /** `question` as the visitor typed it; `previous`: the question before it that came with it. */
  | { state: "answered"; question: string; previous: Previous | null; answer: AnswerView };

/** Written against the sample content of each language, so each one gets a real answer. */
export const SUGGESTIONS = [
  "assistant.suggest.one",
  "assistant.suggest.two",
  "assistant.suggest.three",
  "assistant.suggest.four",
] as const satisfies readonly MessageKey[];
