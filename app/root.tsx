import { isRouteErrorResponse, Links, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useEffect, type ReactNode } from "react";
import { releaseHeldEvents } from "~/chrome/hydration-hold";
import { loadChrome } from "~/site/chrome.server";
import { ErrorPage, NotFound } from "~/chrome/ErrorScreens";
import { StandardLayout } from "~/chrome/Layouts";
import { useNonce } from "~/chrome/nonce";
import { useChrome } from "~/chrome/use-chrome";
import { DEFAULT_LANGUAGE, languageOfPath, translator, useLanguage, useT } from "~/i18n";
import { ogLocaleTags } from "~/content/meta";
import { useAlternates } from "~/chrome/Language";
import { RouteFocus } from "~/chrome/RouteFocus";
import { RouteLinks } from "~/chrome/route-links";
import { PageMeta } from "~/chrome/PageMeta";
import { ChromeSlotsProvider, type ChromeSlots } from "~/chrome/slots";
import { SearchBox } from "~/search/SearchBox";
import { AssistantLauncher } from "~/assistant/AssistantLauncher";
import stylesheet from "~/styles/app.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader(args: Route.LoaderArgs) {
  // The server refused the request before any action ran (a body that is not a form, a method
  // pages do not take): the ErrorBoundary shows the portal's page with that status.
  if (args.context.refusedWith) throw new Response(null, { status: args.context.refusedWith });
  return loadChrome(args);
}

// The chrome rarely needs reloading after a fetcher.submit to a page's own action, but it does
// after sign-in/out and consent: keep the router's default revalidation.

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const settings = loaderData?.settings;
  if (error) {
    const t = translator(languageOfPath(location.pathname));
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status === 503) return [{ title: t("meta.unavailable") }];
    return [{ title: status === 404 ? t("meta.notFound") : t("content.error.title", { status }) }];
  }
  return [
    { title: settings?.site_title ?? "IndiaAI" },
    { name: "description", content: settings?.site_description ?? "" },
    ...ogLocaleTags(location.pathname),
  ];
};

/** What the layouts show of the features above the chrome: the header's search box, the assistant's launcher. */
const CHROME_SLOTS: ChromeSlots = { searchBox: <SearchBox />, assistant: <AssistantLauncher /> };

/** Marks <html> as JavaScript-enabled before first paint; nonce'd, so the CSP allows it. */
const JS_CLASS_SCRIPT = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lang = useLanguage();
  const t = useT();
  useEffect(releaseHeldEvents, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        <PageMeta />
        <Links />
        <DictionaryPreload />
        <LanguageAlternates />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a href="#main-content" className="skip-link">
          {t("skip.toMain")}
        </a>
        <ChromeSlotsProvider value={CHROME_SLOTS}>{children}</ChromeSlotsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page language's dictionary, which app/entry.client.tsx imports before hydrating: fetched
 * beside the entry module rather than once the entry has run (one round trip less).
 */
function DictionaryPreload() {
  const { dictionaryModule } = useChrome();
  return dictionaryModule ? <link rel="modulepreload" href={dictionaryModule} /> : null;
}

/** hreflang: the page in each language, and English as the default for everyone else. */
function LanguageAlternates() {
  const { origin } = useChrome();
  const alternates = useAlternates();
  if (!origin) return null;
  const fallback = alternates.find((a) => a.lang === DEFAULT_LANGUAGE);
  return (
    <>
      {alternates.map(({ lang, href }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={origin + href} />
      ))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={origin + fallback.href} /> : null}
    </>
  );
}

/** Page-lifecycle behaviour of docs/product/chrome.md#page-lifecycle: bfcache restore reloads; the justSignedOut flag. */
function useLifecycle() {
  const { justSignedOut } = useChrome();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  useEffect(() => {
    try {
      if (justSignedOut) {
        localStorage.setItem("justSignedOut", "true");
        document.cookie = "just_signed_out=; Path=/; Max-Age=0; SameSite=Lax";
      } else {
        localStorage.removeItem("justSignedOut");
      }
    } catch {
      // Storage can be unavailable (private modes); the flag is only a hint.
    }
  }, [justSignedOut]);
}

export default function App() {
  useLifecycle();
  return (
    <>
      <Outlet />
      <RouteFocus />
      <RouteLinks />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StandardLayout>
      {status === 404 ? <NotFound /> : <ErrorPage status={status} />}
      <RouteLinks />
    </StandardLayout>
  );
}
