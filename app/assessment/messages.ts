// The assessment's text, in both languages, comes with the assessment's own code: it is used on
// its pages and the profile's list only, so it stays out of the dictionary chunk every page loads
// (the first-visit JavaScript budget). Every module that shows assessment text imports this one.
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/assessment.en";
import { hi } from "~/i18n/messages/assessment.hi";

provideMessages({ en, hi });
