// The authoring text, in both languages, comes with the authoring pages' own code (decision 0090):
// it is used on those pages only, so it stays out of the dictionary chunk every page loads.
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/authoring.en";
import { hi } from "~/i18n/messages/authoring.hi";
// The contract's field errors on these forms (contributions.error.*) come back from the server as keys.
import "~/contributions/messages";

provideMessages({ en, hi });
