import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { holdEventsUntilHydrated } from "~/chrome/hydration-hold";
import { languageOfPath, provideDictionary } from "~/i18n";

/** Only the page's language is fetched; the switch to the other language is a full page load. */
const DICTIONARIES = {
  en: () => import("~/i18n/dictionaries/en"),
  hi: () => import("~/i18n/dictionaries/hi"),
};

const lang = languageOfPath(window.location.pathname);
// Until the document has hydrated, React does not see the visitor's keys and clicks: the router
// suspends the root while it decodes the page's data, and an event then fails the root (React
// error #345; decision 0115). The browser still acts on them on the server's HTML.
holdEventsUntilHydrated();
void DICTIONARIES[lang]().then(({ dictionary }) => {
  provideDictionary(lang, dictionary);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// The offline service worker (public/sw.js): registered once the page has loaded and the browser
// is idle, so it never competes with the page itself.
if ("serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  const whenIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(register) : setTimeout(register, 1));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
