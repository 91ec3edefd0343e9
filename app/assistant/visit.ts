/**
 * What the widget remembers for the visit (sessionStorage: gone when the tab closes): whether
 * its panel was open, so it stays open from page to page (the launcher's part, here), and the
 * conversation (the panel's part, in ./conversation.ts, so it downloads with the panel). Storage
 * can be missing or full (private modes): then the widget simply forgets.
 */
export type PanelMemory = "open" | "closed" | null;

const PANEL_KEY = "assistant.panel";

export type Store = Pick<Storage, "getItem" | "setItem">;

export function session(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPanel(store: Store | null = session()): PanelMemory {
  try {
    const value = store?.getItem(PANEL_KEY);
    return value === "open" || value === "closed" ? value : null;
  } catch {
    return null;
  }
}

export function writePanel(value: "open" | "closed", store: Store | null = session()) {
  try {
    store?.setItem(PANEL_KEY, value);
  } catch {
    // Forgetting is harmless: the cookie still keeps a closed panel closed.
  }
}
