/**
 * Events the page's server HTML gets before React has hydrated it, kept from React (decision
 * 0115). React Router's HydratedRouter suspends the whole root while it decodes the page's data;
 * a discrete event in that moment (a key, a click, focus moving) makes React 18 hydrate the root
 * at once, the root suspends again, and React gives up with error #345 ("Root did not complete",
 * remix-run/remix#10214). Stopped in the capture phase at the window, before React's listeners
 * on the document, the event still does what the browser does with it (follow the link, move the
 * focus, type the letter, send the form): the page is the server's HTML until then, and that
 * works without React.
 */
const DISCRETE_EVENTS = [
  "auxclick",
  "beforeinput",
  "change",
  "click",
  "compositionend",
  "compositionstart",
  "contextmenu",
  "copy",
  "cut",
  "dragend",
  "dragstart",
  "drop",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointerdown",
  "pointerup",
  "reset",
  "submit",
  "touchend",
  "touchstart",
] as const;

const hold = (event: Event) => event.stopImmediatePropagation();
let holding = false;

/** Called before hydrateRoot (app/entry.client.tsx). */
export function holdEventsUntilHydrated() {
  if (holding) return;
  holding = true;
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, hold, { capture: true });
}

/**
 * Called once the document has hydrated (the root layout's first effect). `<html data-hydrated>`
 * then says the page is React's: what a browser test waits for before it acts on the live page.
 */
export function releaseHeldEvents() {
  document.documentElement.dataset.hydrated = "";
  if (!holding) return;
  holding = false;
  for (const type of DISCRETE_EVENTS) window.removeEventListener(type, hold, { capture: true });
}
