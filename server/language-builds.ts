import { createRequestHandler, type ServerBuild } from "react-router";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type Language } from "../app/i18n/languages";
import { routerPathname } from "./route-policies";

/**
 * One request handler per language (decision 0118). app/routes.ts declares every page twice, at
 * the root and again under `/hi` with `hi/…` ids. React Router 7 builds the whole route tree
 * again for every page it renders and tries the ranked routes one by one for every match, so
 * each page paid for both languages' routes. A page in one language never matches a route of
 * the other, so each language gets a handler over a copy of the build that holds only its own
 * routes (and the root, and in English the language-neutral ones). The route discovery
 * endpoint, asked for paths of either language, keeps the whole build.
 */

/** A request path's language, read as the router reads it: decoded, in any case, `.data` or not. */
export function languageOfRequestPath(path: string): Language {
  const first = routerPathname(path).split("/")[1] ?? "";
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // Malformed escapes: the router leaves the segment as it is too.
  }
  const lang = PREFIXED_LANGUAGES.find((prefixed) => prefixed === segment.toLowerCase());
  return lang ?? DEFAULT_LANGUAGE;
}

/** The language of a route of app/routes.ts, from its id (`hi/…` for the Hindi copies). */
function languageOfRoute(id: string): Language {
  return PREFIXED_LANGUAGES.find((lang) => id.startsWith(`${lang}/`)) ?? DEFAULT_LANGUAGE;
}

/** A copy of the build with only the routes of one language (the root belongs to all). */
export function buildForLanguage(build: ServerBuild, lang: Language): ServerBuild {
  const keep = (id: string) => id === "root" || languageOfRoute(id) === lang;
  const only = <T,>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** React Router's request handler, with each page answered from its own language's routes. */
export function createLanguageRequestHandler(build: ServerBuild, mode: string): RequestHandler {
  const whole = createRequestHandler(build, mode);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const byLanguage = new Map<Language, RequestHandler>([DEFAULT_LANGUAGE, ...PREFIXED_LANGUAGES].map((lang) => [lang, createRequestHandler(buildForLanguage(build, lang), mode)]));
  return (request, context) => {
    const { pathname } = new URL(request.url);
    const handler = pathname === manifestPath ? whole : byLanguage.get(languageOfRequestPath(pathname))!;
    return handler(request, context);
  };
}
