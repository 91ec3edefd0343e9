// The editorial desk's text, in both languages, comes with the desk's own code: only editors see
// it, so it stays out of the dictionary chunk every page loads (decision 0090). Every module that
// shows desk text imports this one.
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/editorial.en";
import { hi } from "~/i18n/messages/editorial.hi";

provideMessages({ en, hi });
