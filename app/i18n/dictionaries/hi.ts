// The Hindi text every page needs, in one object: the chunk the browser loads for a Hindi page
// (the areas that travel with their pages are listed in en.ts).
import type { CoreDictionary } from "./en";
import { hi as alerts } from "../messages/alerts.hi";
import { hi as chrome } from "../messages/chrome.hi";
import { hi as content } from "../messages/content.hi";
import { hi as follow } from "../messages/follow.hi";
import { hi as forms } from "../messages/forms.hi";
import { hi as search } from "../messages/search.hi";

export const dictionary: CoreDictionary = {
  ...alerts,
  ...chrome,
  ...content,
  ...follow,
  ...forms,
  ...search,
};
