import { useEffect, useId, useRef } from "react";
import { useHydrated } from "~/components/chrome/use-hydrated";
import { onDemand, useOnDemand } from "~/components/on-demand";
import { useT } from "~/i18n";
import type { SearchHandover } from "./SearchDropdown";

type DropdownModule = typeof import("./SearchDropdown");

// The header remounts on each navigation; the download happens once per page load.
const dropdownModule = onDemand<DropdownModule>(() => import("./SearchDropdown"));

/** What the visitor has done in the shell's input so far, read just before the swap. */
function readInput(input: HTMLInputElement | null): SearchHandover | null {
  if (!input) return null;
  return {
    text: input.value,
    focused: input.ownerDocument.activeElement === input,
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
  const t = useT();
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
    if (handover.current === undefined) handover.current = readInput(inputRef.current);
    const { SearchDropdown } = dropdown;
    return <SearchDropdown handover={handover.current} />;
  }

  return (
    <div className="relative" data-search-dropdown="off">
      <form method="get" action="/search" role="search" className="flex items-center">
        <label htmlFor="header-search" className="sr-only">{t("header.search.label")}</label>
        <input
          ref={inputRef}
          id="header-search"
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t("header.search.placeholder")}
          className="w-44 rounded-l border border-slate-500 px-3 py-1.5 text-slate-900 placeholder:text-slate-600 lg:w-64"
          onFocus={load}
          onPointerDown={load}
          onKeyDown={load}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": false,
                "aria-controls": `${uid}-listbox`,
              }
            : {})}
        />
        <button type="submit" className="rounded-r border border-blue-900 bg-blue-900 px-3 py-1.5 font-semibold text-white hover:bg-blue-800">
          {t("header.search.submit")}
        </button>
      </form>
    </div>
  );
}
