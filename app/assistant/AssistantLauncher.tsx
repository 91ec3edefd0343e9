import { Link, useLocation } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { closedCookie } from "~/assistant/cookie";
import { readPanel, writePanel } from "~/assistant/visit";
import { useChrome } from "~/chrome/use-chrome";
import { useHydrated } from "~/chrome/use-hydrated";
import { onDemand, useOnDemand } from "~/components/on-demand";
import { pathWithoutLanguage, useLocalePath, useT } from "~/i18n";

type PanelModule = typeof import("./AssistantPanel");

// The layouts remount on each navigation; the panel's code is fetched once per page load.
const panelModule = onDemand<PanelModule>(() => import("./AssistantPanel"));

/** Opens by itself this long after the widget's code has arrived (docs/product/assistant.md#the-widget). */
export const AUTO_OPEN_MS = 1500;

/**
 * From this width the panel floats in a corner; below it, it spans the screen and would cover
 * what the visitor reads and tabs to (WCAG 2.4.11), so there it opens only when asked for.
 */
export const FLOATING_PANEL = "(min-width: 640px)";
const panelFloats = () => window.matchMedia(FLOATING_PANEL).matches;

// Whether the panel is open, kept across the remounts of one page load (client navigations).
let openNow: boolean | null = null;

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/**
 * The assistant's launcher in the site chrome (docs/product/assistant.md#the-assistant). Without JavaScript, a link to the
 * /assistant page. With it, a button; the panel's code (AssistantPanel) is fetched when the page
 * is idle after hydration, or at the first click for a visitor who closed the panel before (the
 * server read that cookie, so those visits download nothing). On the visit's first page the
 * panel opens by itself, without taking focus, where it floats beside the content (not on narrow
 * screens); closed, it stays closed. Launcher and panel are a landmark of their own, and are
 * left out of print.
 */
export function AssistantLauncher() {
  const t = useT();
  const lp = useLocalePath();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const { assistantClosed } = useChrome();
  const { module, failed, load } = useOnDemand(panelModule);
  const [open, setOpen] = useState(() => openNow ?? false);
  // Set when the visitor opened the panel: the panel then takes focus (never when it opened by itself).
  const [focusPanel, setFocusPanel] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const onAssistantPage = pathWithoutLanguage(pathname) === "/assistant";

  const show = useCallback((byVisitor: boolean) => {
    openNow = true;
    writePanel("open");
    setFocusPanel(byVisitor);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!hydrated || onAssistantPage) return;
    const remembered = readPanel();
    if (remembered !== "open" && (assistantClosed || remembered === "closed")) return;
    return whenIdle(() => void load());
  }, [hydrated, onAssistantPage, assistantClosed, load]);

  useEffect(() => {
    if (!module || onAssistantPage || openNow !== null || !panelFloats()) return;
    const remembered = readPanel();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visit's memory (sessionStorage) is read once the panel's code is here
    if (remembered === "open") return show(false);
    if (assistantClosed || remembered === "closed") return;
    // Not if the visitor opened (or opened and closed) it meanwhile.
    const timer = setTimeout(() => openNow === null && show(false), AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [module, onAssistantPage, assistantClosed, show]);

  /** `returnFocus`: the launcher takes focus back (not when Escape was pressed elsewhere on the page). */
  const close = useCallback((returnFocus = true) => {
    openNow = false;
    writePanel("closed");
    document.cookie = closedCookie(location.protocol === "https:");
    setOpen(false);
    if (returnFocus) launcher.current?.focus();
  }, []);

  if (onAssistantPage) return null;
  const label = t("assistant.launcher");
  const launcherClass =
    "fixed bottom-3 right-3 z-30 rounded-full border-2 border-white bg-blue-800 px-4 py-2 font-bold text-white shadow-lg hover:bg-blue-900";
  if (!hydrated || failed) {
    return (
      <aside aria-label={t("assistant.landmark")} className="print:hidden">
        <Link to={lp("/assistant")} className={launcherClass}>
          {label}
        </Link>
      </aside>
    );
  }
  const Panel = module?.AssistantPanel;
  return (
    <aside aria-label={t("assistant.landmark")} className="print:hidden">
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={Panel && open ? "assistant-panel" : undefined}
        className={launcherClass}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={async () => {
          if (open) return close();
          if (await load()) show(true);
        }}
      >
        {label}
      </button>
      {Panel && open ? <Panel onClose={close} takeFocus={focusPanel} /> : null}
    </aside>
  );
}
