// Contributions' text, in both languages, comes with the Contribute and My Uploads pages' own
// code: only signed-in contributors see it, so it stays out of the dictionary chunk every page
// loads (decision 0090). Every module that shows this area's text imports this one
// (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/contributions.en";
import { hi } from "~/i18n/messages/contributions.hi";

provideMessages({ en, hi });
