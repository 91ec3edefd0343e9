import { createContext, useContext, type ReactNode } from "react";

/**
 * What the layouts show of features that sit above the chrome (the chrome imports no feature; the
 * features wrap their pages in its layouts): the header's search box and the assistant's launcher.
 * The root gives them (app/root.tsx); outside it the places stay empty.
 */
export interface ChromeSlots {
  /** In the header (app/search/SearchBox.tsx). */
  searchBox: ReactNode;
  /** After the offline screen, in every layout but the blank one (app/assistant/AssistantLauncher.tsx). */
  assistant: ReactNode;
}

const ChromeSlotsContext = createContext<ChromeSlots>({ searchBox: null, assistant: null });

export const ChromeSlotsProvider = ChromeSlotsContext.Provider;

export function useChromeSlots(): ChromeSlots {
  return useContext(ChromeSlotsContext);
}
