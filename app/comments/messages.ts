// The comment thread's text, in both languages, comes with the thread's own code, which the
// browser downloads only when the visitor opens it: a page that is only read never fetches it
// (decision 0090). The launcher's words are content text. Every module that shows this area's
// text imports this one (tests/portal/dictionary.test.ts checks it).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/comments.en";
import { hi } from "~/i18n/messages/comments.hi";

provideMessages({ en, hi });
