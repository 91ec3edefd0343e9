// Every area's two halves, for the dictionary tests (not imported by the portal).
import { en as accountEn } from "./messages/accounts.en";
import { hi as accountHi } from "./messages/accounts.hi";
import { en as alertsEn } from "./messages/alerts.en";
import { hi as alertsHi } from "./messages/alerts.hi";
import { en as assessmentEn } from "./messages/assessment.en";
import { hi as assessmentHi } from "./messages/assessment.hi";
import { en as assistantEn } from "./messages/assistant.en";
import { hi as assistantHi } from "./messages/assistant.hi";
import { en as authoringEn } from "./messages/authoring.en";
import { hi as authoringHi } from "./messages/authoring.hi";
import { en as campaignsEn } from "./messages/campaigns.en";
import { hi as campaignsHi } from "./messages/campaigns.hi";
import { en as chromeEn } from "./messages/chrome.en";
import { hi as chromeHi } from "./messages/chrome.hi";
import { en as commentsEn } from "./messages/comments.en";
import { hi as commentsHi } from "./messages/comments.hi";
import { en as contentEn } from "./messages/content.en";
import { hi as contentHi } from "./messages/content.hi";
import { en as contributionsEn } from "./messages/contributions.en";
import { hi as contributionsHi } from "./messages/contributions.hi";
import { en as editorialEn } from "./messages/editorial.en";
import { hi as editorialHi } from "./messages/editorial.hi";
import { en as followEn } from "./messages/follow.en";
import { hi as followHi } from "./messages/follow.hi";
import { en as formsEn } from "./messages/forms.en";
import { hi as formsHi } from "./messages/forms.hi";
import { en as gigwEn } from "./messages/gigw.en";
import { hi as gigwHi } from "./messages/gigw.hi";
import { en as guidanceEn } from "./messages/guidance.en";
import { hi as guidanceHi } from "./messages/guidance.hi";
import { en as searchEn } from "./messages/search.en";
import { hi as searchHi } from "./messages/search.hi";

export const AREAS = {
  accounts: { en: accountEn, hi: accountHi },
  alerts: { en: alertsEn, hi: alertsHi },
  assessment: { en: assessmentEn, hi: assessmentHi },
  assistant: { en: assistantEn, hi: assistantHi },
  authoring: { en: authoringEn, hi: authoringHi },
  campaigns: { en: campaignsEn, hi: campaignsHi },
  chrome: { en: chromeEn, hi: chromeHi },
  comments: { en: commentsEn, hi: commentsHi },
  content: { en: contentEn, hi: contentHi },
  contributions: { en: contributionsEn, hi: contributionsHi },
  editorial: { en: editorialEn, hi: editorialHi },
  follow: { en: followEn, hi: followHi },
  forms: { en: formsEn, hi: formsHi },
  gigw: { en: gigwEn, hi: gigwHi },
  guidance: { en: guidanceEn, hi: guidanceHi },
  search: { en: searchEn, hi: searchHi },
};
