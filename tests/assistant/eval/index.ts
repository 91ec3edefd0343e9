/**
 * The assistant's evaluation set (tests/assistant/eval/README.md): every question with its
 * language group and the language of the page it is asked on. `npm run eval:assistant` asks
 * them (bench/assistant-eval.ts); eval-set.test.ts checks the set itself.
 */
import { EN } from "./en";
import { HI } from "./hi";
import { HI_LATN } from "./hi-latn";
import type { EvalQuestion, Group, GroupedQuestion } from "./types";

export * from "./types";

const grouped = (group: Group, questions: EvalQuestion[]): GroupedQuestion[] =>
  questions.map((q) => ({ ...q, group, lang: q.lang ?? (group === "en" ? "en" : "hi") }));

export const EVAL_SET: GroupedQuestion[] = [...grouped("en", EN), ...grouped("hi", HI), ...grouped("hi-latn", HI_LATN)];
