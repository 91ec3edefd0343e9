import type { KeyboardEvent } from "react";

interface ListboxKeys<O> {
  open: boolean;
  options: O[];
  active: number;
  setActive: (update: (index: number) => number) => void;
  openList: () => void;
  close: () => void;
  activate: (option: O) => void;
  /** Escape with the list closed: clear the text (WAI-ARIA combobox). */
  clear: (() => void) | null;
}

/**
 * The combobox keys of WAI-ARIA's pattern: arrows open the list and move the active option
 * (wrapping), Enter takes the active option (else the form submits), Escape closes the list or
 * clears the box, Tab closes.
 */
export function listboxKeyHandler<O>({ open, options, active, setActive, openList, close, activate, clear }: ListboxKeys<O>) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) return openList();
        if (!options.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (step > 0 ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
        return;
      }
      case "Enter": {
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          activate(option);
        }
        return;
      }
      case "Escape": {
        if (open) {
          event.preventDefault();
          close();
        } else if (clear) {
          event.preventDefault();
          clear();
        }
        return;
      }
      case "Tab":
        close();
        return;
    }
  };
}
