import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languageOfPath, provideDictionary } from "~/i18n";

/** Only the page's language is fetched; the switch to the other language is a full page load. */
const DICTIONARIES = {
  en: () => import("~/i18n/dictionaries/en"),
  hi: () => import("~/i18n/dictionaries/hi"),
};

const lang = languageOfPath(window.location.pathname);
void DICTIONARIES[lang]().then(({ dictionary }) => {
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
