import { useEffect, type RefObject } from "react";

/**
 * Progressive enhancement of a group of <details> menus (they already work without JS):
 * opening one closes the others, Escape closes and returns focus to its summary, and a click
 * outside closes them at widths of 768 px and above (docs/product/chrome.md#header).
 */
export function useMenuGroup(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const all = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-menu]"));

    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (!(target instanceof HTMLDetailsElement) || !target.open || !target.hasAttribute("data-menu")) return;
      for (const d of all()) if (d !== target && !d.contains(target)) d.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = all().filter((d) => d.open);
      const current = open.find((d) => d.contains(document.activeElement)) ?? open[0];
      if (!current) return;
      // Taken: the assistant's panel, which also closes on Escape, leaves this one alone.
      event.preventDefault();
      current.open = false;
      current.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth < 768) return;
      for (const d of all()) if (d.open && !d.contains(event.target as Node)) d.open = false;
    };
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref]);
}
