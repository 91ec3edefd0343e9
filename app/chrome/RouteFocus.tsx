import { useLocation } from "react-router";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus goes to the new page's heading (or its
 * <main>) and the new title is read out by a polite live region: without this a keyboard user
 * stays on a link that no longer exists and a screen reader says nothing (docs/decisions/0093-visitor-chrome.md). A change of
 * query or hash on the same page (filters, sorting, an anchor) leaves focus to that page.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Written straight into the region: React would only re-render to get the same text there.
    if (region.current) region.current.textContent = document.title;
    if (hash) return;
    const main = document.getElementById("main-content");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
  }, [pathname, hash]);
  return <div ref={region} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
