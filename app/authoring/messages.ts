// The authoring text, in both languages, comes with the authoring pages' own code (decision 0090):
// it is used on those pages only, so it stays out of the dictionary chunk every page loads.
// The contract's field errors on these forms come back from the server as contributions.error.*
// keys, so the contributions text comes too (read here, as app/contributions/ imports this folder).
import { provideMessages } from "~/i18n";
import { en } from "~/i18n/messages/authoring.en";
import { hi } from "~/i18n/messages/authoring.hi";
import { en as contributionsEn } from "~/i18n/messages/contributions.en";
import { hi as contributionsHi } from "~/i18n/messages/contributions.hi";

provideMessages({ en: { ...contributionsEn, ...en }, hi: { ...contributionsHi, ...hi } });
