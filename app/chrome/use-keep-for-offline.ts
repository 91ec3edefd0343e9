import { useLocation, useMatches } from "react-router";
import { useEffect } from "react";
import { useChrome } from "./use-chrome";

/**
 * Asks the service worker (public/sw.js) to keep the page for reading offline when its loader
 * says it is readable (`offlineReadable`) and nobody is signed in. Needed for client-side
 * navigations, which fetch data and not a document the worker could keep on its way through.
 */
export function useKeepForOffline() {
  const { user } = useChrome();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const readable = !user && matches.some((m) => (m.data as { offlineReadable?: unknown } | null | undefined)?.offlineReadable === true);
  useEffect(() => {
    if (!readable || !("serviceWorker" in navigator)) return;
    const url = `${window.location.origin}${pathname}${search}`;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keep", url }));
  }, [readable, pathname, search]);
}
