import type { MetaFunction } from "react-router";
import { languageOfPath, translator, type MessageKey } from "~/i18n";

const SITE_NAME = "IndiaAI";

/**
 * The `meta` of a form page: its title in the page's language, with the "Error:" prefix when the
 * route's ErrorBoundary shows instead (GOV.UK: the title says a page failed first).
 */
export function pageMeta(key: MessageKey, extra: Array<Record<string, string>> = []): MetaFunction {
  return ({ location, error }) => {
    const t = translator(languageOfPath(location.pathname));
    const title = `${t(key)} | ${SITE_NAME}`;
    return [{ title: error ? `${t("forms.errorPrefix")} ${title}` : title }, ...extra];
  };
}
