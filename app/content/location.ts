/**
 * The location helper (docs/product/browse.md#cards), apart from ./text.ts: its table of Hindi
 * place names (./place-names.ts) then loads only with the pages that show a location, not with
 * the code every page loads (the chrome reads ./text.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { placeName } from "./place-names";

type Named = { name?: string | null } | string | null | undefined;

export interface LocationSource {
  location?: string | null;
  state?: Named;
  country?: Named | Named[];
}

function nameOf(value: Named): string {
  if (!value) return "";
  return (typeof value === "string" ? value : (value.name ?? "")).trim();
}

/**
 * docs/product/browse.md#cards location helper: location, state name and country name (or a list of countries),
 * joined with commas, repeats and blanks dropped, each in `lang` where the portal knows its name
 * (./place-names.ts). "" when there is nothing to show.
 */
export function formatLocation(item: LocationSource | null | undefined, lang: Language = DEFAULT_LANGUAGE): string {
  if (!item) return "";
  const countries = Array.isArray(item.country) ? item.country.map(nameOf) : [nameOf(item.country)];
  const parts = [item.location?.trim() ?? "", nameOf(item.state), ...countries].filter(Boolean).map((part) => placeName(part, lang));
  const seen = new Set<string>();
  return parts
    .filter((p) => {
      const k = p.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .join(", ");
}
