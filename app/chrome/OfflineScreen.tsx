import { useEffect, useState } from "react";
import { useT } from "~/i18n";
import { useKeepForOffline } from "./use-keep-for-offline";

/** The offline screen's picture, heading and text (docs/product/chrome.md#offline "Please connect to the internet"). */
export function OfflineMessage({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto mb-4 h-16 w-16 fill-slate-500">
        <path d="M2 8.8a15 15 0 0 1 20 0l-1.5 1.6a13 13 0 0 0-17 0zm4 4a9 9 0 0 1 12 0L16.5 14.4a7 7 0 0 0-9 0zM12 20l-3-3a4.2 4.2 0 0 1 6 0z" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Heading id="offline-heading" className="text-2xl font-bold text-slate-900">
        {t("offline.heading")}
      </Heading>
      <p className="mt-2 text-slate-700">{t("offline.text")}</p>
    </div>
  );
}

/**
 * With JavaScript: tracks the online status and covers the page with the offline screen while
 * offline (docs/product/chrome.md#offline). `reloadOnReconnect` (home layout) reloads the page when the network returns.
 * Every layout renders it, so it also asks the service worker to keep a readable page.
 */
export function OfflineScreen({ reloadOnReconnect = false }: { reloadOnReconnect?: boolean }) {
  const [offline, setOffline] = useState(false);
  useKeepForOffline();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- navigator.onLine exists only after hydration
    setOffline(!navigator.onLine);
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      if (reloadOnReconnect) window.location.reload();
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
    };
  }, [reloadOnReconnect]);
  if (!offline) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-heading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white p-6"
    >
      <OfflineMessage />
    </div>
  );
}
