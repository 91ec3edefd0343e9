import { defineMessages } from "./define";

/** Content screens' interface text. */
export const content = defineMessages({}, {});
