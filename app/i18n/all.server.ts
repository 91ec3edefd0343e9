// The server renders every language: both dictionaries, provided once at start.
import { provideDictionary } from "./index";
import { dictionary as en } from "./dictionaries/en";
import { dictionary as hi } from "./dictionaries/hi";

provideDictionary("en", en);
provideDictionary("hi", hi);
import "~/authoring/messages";
import "~/components/account/messages";
import "~/components/assessment/messages";
import "~/components/campaigns/messages";
import "~/components/editorial/messages";
import "~/components/gigw/messages";
import "~/components/guidance/messages";
