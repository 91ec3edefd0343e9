// The text of the GIGW pages: the HTML site map and the offline page, in both languages, comes with their own code: it stays out of the
// dictionary chunk every page loads (decision 0090). Every module that shows this area's text
// imports this one (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/gigw.en";
import { hi } from "~/i18n/messages/gigw.hi";

provideMessages({ en, hi });
