/**
 * What makes the assistant's answers trustworthy (issue "An assistant people can trust"), in one
 * place for answer.ts: facts that answer "when / where / how much / how to apply" (./facts.ts),
 * advice it declines (./advice.ts) and follow-ups read with the question before (./follow-up.ts).
 */
export type { PreviousQuestion } from "../../contract";
export { adviceAsked } from "./advice";
export { actionLink, factSentences, intentsOf, loadFacts, signalBonus, withoutFactWords } from "./facts";
export { readFollowUp } from "./follow-up";
