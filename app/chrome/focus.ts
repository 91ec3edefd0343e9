import { useEffect, useRef } from "react";

/*
 * Result messages (cookie consent, newsletter, comments) take focus when they appear, so a
 * keyboard or screen-reader user whose button has just gone is not left on <body> (docs/decisions/0093-visitor-chrome.md).
 * The element needs tabIndex={-1}.
 */

/** A callback ref: focuses the element when it is mounted. */
export function focusOnAppear(element: HTMLElement | null) {
  element?.focus();
}

/** A ref that focuses its element whenever `when` turns truthy (a message that is always in the page). */
export function useFocusWhen<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
