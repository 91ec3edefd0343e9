import { RemixBrowser, loadHydrationState } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languageOfPath, provideDictionary } from "~/i18n";

/** Only the page's language is fetched; the switch to the other language is a full page load. */
const DICTIONARIES = {
  en: () => import("~/i18n/dictionaries/en"),
  hi: () => import("~/i18n/dictionaries/hi"),
};

const lang = languageOfPath(window.location.pathname);
// Hydration starts once the page's dictionary has arrived and its data is decoded: a root that
// suspends while hydrating fails on a click or key pressed in that moment (React error #345;
// loadHydrationState is a patch of ours, see patches/@remix-run+react*.patch).
void Promise.all([DICTIONARIES[lang](), loadHydrationState()]).then(([{ dictionary }]) => {
  provideDictionary(lang, dictionary);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
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
