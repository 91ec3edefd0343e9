import { defineMessages } from "./define";

/** Search screens' interface text. */
export const search = defineMessages({}, {});
