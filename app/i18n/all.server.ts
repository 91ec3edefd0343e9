// The server renders every language: both dictionaries, provided once at start, and the text of
// the areas that travel with their pages' own code in the browser (their messages modules,
// app/<area>/messages.ts, provide it there), so a loader or action that names one of their keys
// needs no import for it.
import { provideDictionary, provideMessages } from "./index";
import { dictionary as en } from "./dictionaries/en";
import { dictionary as hi } from "./dictionaries/hi";
import { en as accountsEn } from "./messages/accounts.en";
import { en as assistantEn } from "./messages/assistant.en";
import { hi as assistantHi } from "./messages/assistant.hi";
import { en as commentsEn } from "./messages/comments.en";
import { hi as commentsHi } from "./messages/comments.hi";
import { en as contributionsEn } from "./messages/contributions.en";
import { hi as contributionsHi } from "./messages/contributions.hi";
import { hi as accountsHi } from "./messages/accounts.hi";
import { en as assessmentEn } from "./messages/assessment.en";
import { hi as assessmentHi } from "./messages/assessment.hi";
import { en as authoringEn } from "./messages/authoring.en";
import { hi as authoringHi } from "./messages/authoring.hi";
import { en as campaignsEn } from "./messages/campaigns.en";
import { hi as campaignsHi } from "./messages/campaigns.hi";
import { en as editorialEn } from "./messages/editorial.en";
import { hi as editorialHi } from "./messages/editorial.hi";
import { en as gigwEn } from "./messages/gigw.en";
import { hi as gigwHi } from "./messages/gigw.hi";
import { en as guidanceEn } from "./messages/guidance.en";
import { hi as guidanceHi } from "./messages/guidance.hi";

provideDictionary("en", en);
provideDictionary("hi", hi);
provideMessages({ en: authoringEn, hi: authoringHi });
provideMessages({ en: accountsEn, hi: accountsHi });
provideMessages({ en: assessmentEn, hi: assessmentHi });
provideMessages({ en: campaignsEn, hi: campaignsHi });
provideMessages({ en: editorialEn, hi: editorialHi });
provideMessages({ en: gigwEn, hi: gigwHi });
provideMessages({ en: guidanceEn, hi: guidanceHi });
provideMessages({ en: assistantEn, hi: assistantHi });
provideMessages({ en: commentsEn, hi: commentsHi });
provideMessages({ en: contributionsEn, hi: contributionsHi });
