import { defineMessages } from "./define";

/** Contributions screens' interface text. */
export const contributions = defineMessages({}, {});
