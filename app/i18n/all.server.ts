// The server renders every language: both dictionaries, provided once at start.
import { provideDictionary } from "./index";
import { dictionary as en } from "./dictionaries/en";
import { dictionary as hi } from "./dictionaries/hi";

provideDictionary("en", en);
provideDictionary("hi", hi);
import "~/authoring/messages";
import "~/accounts/messages";
import "~/assessment/messages";
import "~/campaigns/messages";
import "~/editorial/messages";
import "~/gigw/messages";
import "~/guidance/messages";
