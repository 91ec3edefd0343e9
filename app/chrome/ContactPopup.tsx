import { useEffect, useState } from "react";
import { useT } from "~/i18n";
import { useChrome } from "./use-chrome";
import { useHydrated } from "./use-hydrated";

export const COPIED_MS = 1500;

/**
 * "Contact Us": a disclosure with the support address as a mailto link (works without JS)
 * and a Copy button that shows "Copied" for 1.5 s. The button is rendered only once JavaScript
 * runs: hidden by CSS it would still show, and do nothing, in text browsers.
 */
export function ContactPopup({ summaryClassName }: { summaryClassName: string }) {
  const t = useT();
  const { settings } = useChrome();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(settings.support_email);
      setCopied(true);
    } catch (error) {
      console.warn("Error while copying", error);
    }
  };

  return (
    <details data-menu className="contact-popup">
      <summary className={summaryClassName}>{t("footer.link.contactUs")}</summary>
      <div role="group" aria-label={t("contact.heading")} className="mt-2 rounded-md bg-white p-3 text-slate-900 shadow-lg">
        <p className="text-sm">{t("contact.intro")}</p>
        <p className="flex flex-wrap items-center gap-2">
          <a href={`mailto:${settings.support_email}`} className="font-semibold text-blue-800 underline break-all">
            {settings.support_email}
          </a>
          {hydrated ? (
            <button
              type="button"
              onClick={copy}
              className="rounded border border-blue-900 px-2 py-0.5 text-sm font-semibold text-blue-900 hover:bg-blue-50"
            >
              {t("contact.copy")}
            </button>
          ) : null}
          <span role="status" aria-live="polite" className="text-sm font-semibold text-green-800">
            {copied ? t("contact.copied") : ""}
          </span>
        </p>
      </div>
    </details>
  );
}
