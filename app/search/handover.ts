import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { stripLeadingSpace } from "~/search/constants";

/**
 * What the visitor did in the always-loaded SearchBox shell before this code arrived: the text
 * typed so far, which part of the form had focus (a keyboard visitor may have tabbed from the box
 * to its button while the chunk loaded) and where the caret was. Characters typed while the chunk
 * loaded are in `text`.
 */
export interface SearchHandover {
  text: string;
  focus: "input" | "button" | null;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: "forward" | "backward" | "none" | null;
}

// A layout effect in the browser (before paint), a silent no-op during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Taking over from the shell: the new input gets the focus and caret the shell's input had (before
 * the browser paints), and opens as a focus (and searches as typing) would have done.
 */
export function useHandover(
  handover: SearchHandover | null,
  inputRef: RefObject<HTMLInputElement | null>,
  onTextChange: (raw: string) => void,
  openDropdown: () => void,
) {
  const takeOver = useRef(handover);
  useBrowserLayoutEffect(() => {
    const from = takeOver.current;
    const input = inputRef.current;
    if (from?.focus === "button") input?.form?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    if (from?.focus !== "input" || !input) return;
    input.focus();
    const cut = from.text.length - stripLeadingSpace(from.text).length;
    const at = (n: number | null) => Math.min(Math.max((n ?? input.value.length) - cut, 0), input.value.length);
    try {
      input.setSelectionRange(at(from.selectionStart), at(from.selectionEnd), from.selectionDirection ?? undefined);
    } catch {
      // Selection is not supported on this input type in some browsers; the caret stays at the end.
    }
    // Text typed while this code loaded is searched as if typed here.
    if (from.text) onTextChange(from.text);
    else openDropdown();
    // Once, on mount.
  }, []);
}
