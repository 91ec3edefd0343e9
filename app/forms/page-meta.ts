import type { MetaFunction } from "react-router";
import { DEFAULT_SETTINGS } from "./default-settings";
import { languageOfPath, translator, type MessageKey } from "~/i18n";

/** A meta function's matches, typed or not (a route's own types know the root's data). */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * The site's name in the page's language, as every page title ends: the settings' site title
 * the root loader read ("IndiaAI Portal", "इंडियाएआई पोर्टल"), the default when it could not.
 */
export function siteTitle(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { settings?: { site_title?: string } } | undefined;
  return root?.settings?.site_title || DEFAULT_SETTINGS.site_title;
}

/** A page's title followed by the site's: "Search | IndiaAI Portal". */
export function titled(title: string, matches: MetaMatches): string {
  return `${title} | ${siteTitle(matches)}`;
}

/**
 * The `meta` of a form page: its title in the page's language, with the "Error:" prefix when the
 * route's ErrorBoundary shows instead (GOV.UK: the title says a page failed first).
 */
export function pageMeta(key: MessageKey, extra: Array<Record<string, string>> = []): MetaFunction {
  return ({ location, error, matches }) => {
    const t = translator(languageOfPath(location.pathname));
    const title = titled(t(key), matches);
    return [{ title: error ? `${t("forms.errorPrefix")} ${title}` : title }, ...extra];
  };
}
