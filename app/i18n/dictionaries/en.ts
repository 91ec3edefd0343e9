// The English text every page needs, in one object: the chunk the browser loads for an English page.
// Areas used on a few pages only travel with those pages instead (app/components/<area>/messages.ts):
// the assessment, accounts, authoring, campaigns, the GIGW pages, the guidance pages, the editorial desk,
// contributions, and the code that loads when asked for: the assistant's panel and the comment thread.
import type { en as account } from "../messages/accounts.en";
import { en as alerts } from "../messages/alerts.en";
import type { en as assessment } from "../messages/assessment.en";
import type { en as authoring } from "../messages/authoring.en";
import type { en as editorial } from "../messages/editorial.en";
import type { en as assistant } from "../messages/assistant.en";
import type { en as campaigns } from "../messages/campaigns.en";
import { en as chrome } from "../messages/chrome.en";
import type { en as comments } from "../messages/comments.en";
import { en as content } from "../messages/content.en";
import type { en as contributions } from "../messages/contributions.en";
import { en as follow } from "../messages/follow.en";
import { en as forms } from "../messages/forms.en";
import type { en as gigw } from "../messages/gigw.en";
import type { en as guidance } from "../messages/guidance.en";
import { en as search } from "../messages/search.en";

export const dictionary = { ...alerts, ...chrome, ...content, ...follow, ...forms, ...search };

export type CoreDictionary = typeof dictionary;
/** Every key: the page-wide chunk and the areas that come with their pages. */
export type Dictionary = CoreDictionary &
  typeof assistant &
  typeof comments &
  typeof contributions &
  typeof assessment &
  typeof authoring &
  typeof account &
  typeof campaigns &
  typeof editorial &
  typeof gigw &
  typeof guidance;
