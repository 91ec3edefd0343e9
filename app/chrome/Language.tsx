import { Link, useLocation } from "react-router";
import type { ReactNode } from "react";
import { LANGUAGE_CODES, LANGUAGE_NAMES, localePath, useLanguage, useT, type Language } from "~/i18n";

/** The same address in every language, for the switcher and the hreflang alternates. */
export function useAlternates(): { lang: Language; href: string }[] {
  const { pathname, search } = useLocation();
  return LANGUAGE_CODES.map((lang) => ({ lang, href: localePath(lang, pathname + search) }));
}

/**
 * GIGW: a prominent link to the same page in the other language, labelled in that language.
 * A plain link, so it works without JavaScript and in text browsers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLanguage();
  const others = useAlternates().filter((a) => a.lang !== current);
  return (
    <>
      {others.map(({ lang, href }) => (
        <Link
          key={lang}
          to={href}
          // A full page load: the browser holds only the page's language (entry.client.tsx).
          reloadDocument
          lang={lang}
          hrefLang={lang}
          className={
            className ?? "whitespace-nowrap rounded px-3 py-2 font-semibold text-blue-800 underline underline-offset-2 hover:no-underline"
          }
        >
          {LANGUAGE_NAMES[lang]}
        </Link>
      ))}
    </>
  );
}

/**
 * Text from the content API in `lang` (the language it actually came in). When that is not the
 * page's language (an item not yet translated), it is marked as such for screen readers and
 * hyphenation, with a note that it is available in that language only.
 */
export function InLanguage({ lang, children, note = true }: { lang: Language; children: ReactNode; note?: boolean }) {
  const page = useLanguage();
  const t = useT();
  if (lang === page) return <>{children}</>;
  return (
    <div lang={lang}>
      {note ? (
        <p className="mb-3 rounded border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700" lang={page}>
          {t("language.englishOnly")}
        </p>
      ) : null}
      {children}
    </div>
  );
}
