import { defineMessages } from "./define";

/** Comments screens' interface text. */
export const comments = defineMessages({}, {});
