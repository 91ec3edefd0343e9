import { useEffect, useId, useRef } from "react";
import { useHydrated } from "~/chrome/use-hydrated";
import { onDemand, useOnDemand } from "~/components/on-demand";
import type { SearchHandover } from "./SearchDropdown";
import { SearchInput } from "./SearchInput";

type DropdownModule = typeof import("./SearchDropdown");

// The header remounts on each navigation; the download happens once per page load.
const dropdownModule = onDemand<DropdownModule>(() => import("./SearchDropdown"));

/** Which part of the shell's form has the focus: a keyboard visitor may have tabbed on to the button. */
function focusedPart(input: HTMLInputElement): SearchHandover["focus"] {
  const active = input.ownerDocument.activeElement;
  if (active === input) return "input";
  return active instanceof HTMLButtonElement && active.form === input.form ? "button" : null;
}

/** What the visitor has done in the shell's input so far, read just before the swap. */
function readInput(input: HTMLInputElement | null): SearchHandover | null {
  if (!input) return null;
  return {
    text: input.value,
    focus: focusedPart(input),
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    selectionDirection: input.selectionDirection,
  };
}

/**
 * The header search box as every page ships it: the plain GET form to /search (it works without
 * JavaScript), and once hydrated an input announced as a collapsed combobox. The dropdown's code
 * (SearchDropdown, PeoplePopup) is downloaded only when the visitor shows intent — focus,
 * pointerdown or a key in the box — and then replaces this shell, taking over the text, focus
 * and caret. If the download fails, the plain form keeps working.
 */
export function SearchBox() {
  const hydrated = useHydrated();
  const uid = useId().replace(/:/g, "");
  const inputRef = useRef<HTMLInputElement>(null);
  const handover = useRef<SearchHandover | null | undefined>(undefined);
  // After a client-side navigation the code is already here: render the dropdown at once.
  const { module: dropdown, load } = useOnDemand(dropdownModule);

  // Focused (or typed into) before hydration: that is intent too.
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input.value || input.ownerDocument.activeElement === input)) load();
  }, [load]);

  if (dropdown) {
    // Read during the render that swaps: the shell's input is still in the page, and nothing can
    // be typed between this render and the commit that mounts the dropdown's input.
    // eslint-disable-next-line react-hooks/refs -- the shell's input is read once, in the render that swaps it out
    if (handover.current === undefined) handover.current = readInput(inputRef.current);
    const { SearchDropdown } = dropdown;
    // eslint-disable-next-line react-hooks/refs -- the handover read just above, fixed for this box's life
    return <SearchDropdown handover={handover.current} />;
  }

  return (
    <div className="relative" data-search-dropdown="off">
      <SearchInput
        inputRef={inputRef}
        inputProps={{
          onFocus: load,
          onPointerDown: load,
          onKeyDown: load,
          ...(hydrated ? { role: "combobox", "aria-autocomplete": "list", "aria-expanded": false, "aria-controls": `${uid}-listbox` } : {}),
        }}
      />
    </div>
  );
}
