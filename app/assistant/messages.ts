// The assistant's text, in both languages, comes with the /assistant page's and the widget panel's
// own code: the panel loads only once the page is idle or the visitor asks for it, so its text
// stays out of the dictionary chunk every page loads (decision 0090). The launcher's words are
// chrome text. Every module that shows this area's text imports this one
// (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/assistant.en";
import { hi } from "~/i18n/messages/assistant.hi";

provideMessages({ en, hi });
