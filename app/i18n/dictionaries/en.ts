// The English text every page needs, in one object: the chunk the browser loads for an English page.
// The assessment's text travels with its own pages instead (app/components/assessment/messages.ts),
// and so does authoring's (app/authoring/messages.ts).
import { en as account } from "../messages/account.en";
import type { en as assessment } from "../messages/assessment.en";
import type { en as authoring } from "../messages/authoring.en";
import { en as assistant } from "../messages/assistant.en";
import { en as campaigns } from "../messages/campaigns.en";
import { en as chrome } from "../messages/chrome.en";
import { en as comments } from "../messages/comments.en";
import { en as content } from "../messages/content.en";
import { en as contributions } from "../messages/contributions.en";
import { en as forms } from "../messages/forms.en";
import { en as gigw } from "../messages/gigw.en";
import { en as guidance } from "../messages/guidance.en";
import { en as search } from "../messages/search.en";

export const dictionary = { ...account, ...assistant, ...campaigns, ...chrome, ...comments, ...content, ...contributions, ...forms, ...gigw, ...guidance, ...search };

export type CoreDictionary = typeof dictionary;
/** Every key: the page-wide chunk and the areas that come with their pages. */
export type Dictionary = CoreDictionary & typeof assessment & typeof authoring;
