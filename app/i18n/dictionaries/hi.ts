// Every area's Hindi text in one object: the bundle the browser loads for a Hindi page.
import type { CoreDictionary } from "./en";
import { hi as account } from "../messages/account.hi";
import { hi as alerts } from "../messages/alerts.hi";
import { hi as assistant } from "../messages/assistant.hi";
import { hi as campaigns } from "../messages/campaigns.hi";
import { hi as chrome } from "../messages/chrome.hi";
import { hi as comments } from "../messages/comments.hi";
import { hi as content } from "../messages/content.hi";
import { hi as contributions } from "../messages/contributions.hi";
import { hi as follow } from "../messages/follow.hi";
import { hi as forms } from "../messages/forms.hi";
import { hi as gigw } from "../messages/gigw.hi";
import { hi as guidance } from "../messages/guidance.hi";
import { hi as search } from "../messages/search.hi";

export const dictionary: CoreDictionary = { ...account, ...alerts, ...assistant, ...campaigns, ...chrome, ...comments, ...content, ...contributions, ...follow, ...forms, ...gigw, ...guidance, ...search };
