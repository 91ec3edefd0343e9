import { defineMessages } from "./define";

/** Forms screens' interface text. */
export const forms = defineMessages({}, {});
