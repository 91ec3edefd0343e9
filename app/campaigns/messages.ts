// The text of the campaign and call pages, the campaigns index, consultation and site feedback, in both languages, comes with their own code: it stays out of the
// dictionary chunk every page loads (decision 0090). Every module that shows this area's text
// imports this one (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/campaigns.en";
import { hi } from "~/i18n/messages/campaigns.hi";

provideMessages({ en, hi });
