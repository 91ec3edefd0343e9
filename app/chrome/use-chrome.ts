import { useRouteLoaderData } from "react-router";
import type { ChromeData } from "./chrome-data";
import { DEFAULT_SETTINGS } from "~/forms/default-settings";

const FALLBACK: ChromeData = {
  lang: "en",
  // Without it, no hreflang alternates (they must be absolute).
  origin: "",
  settings: DEFAULT_SETTINGS,
  pillars: [],
  sectors: [],
  user: null,
  consent: true,
  assistantClosed: true,
  newTypeIds: [],
  justSignedOut: false,
  dictionaryModule: null,
  // Without the root loader (it failed) the menus stay empty rather than bundle the registry.
  menus: { resources: [], ecosystem: [], explore: [], portal: "/" },
};

/**
 * The root loader's chrome data (settings, menus, user, consent). On error screens where the
 * root loader did not run, safe defaults.
 */
export function useChrome(): ChromeData {
  return (useRouteLoaderData("root") as ChromeData | undefined) ?? FALLBACK;
}

/** The product name setting, default "IndiaAI". */
export function useProduct() {
  return useChrome().settings.product_name || "IndiaAI";
}
