// The text of the sign-in, sign-up, password and profile pages, in both languages, comes with their own code: it stays out of the
// dictionary chunk every page loads (decision 0090). Every module that shows this area's text
// imports this one (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/accounts.en";
import { hi } from "~/i18n/messages/accounts.hi";

provideMessages({ en, hi });
