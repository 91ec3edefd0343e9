import { defineMessages } from "./define";

/** Account screens' interface text. */
export const account = defineMessages({}, {});
