import type { Language } from "~/i18n/languages";
import { OTHER_PLACES_HI, STATE_NAMES_HI } from "../../contract/place-names";

// The Hindi names of places are data in contract/place-names.ts (the API's assistant reads them
// too); a seed test lists any place of the content that is missing there.

/** A place's name in `lang`: its Hindi name on Hindi pages where the portal knows one, else as stored. */
export function placeName(name: string, lang: Language): string {
  if (lang !== "hi") return name;
  return STATE_NAMES_HI[name] ?? OTHER_PLACES_HI[name] ?? name;
}
