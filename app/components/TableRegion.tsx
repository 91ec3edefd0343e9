import type { ReactNode } from "react";

/**
 * A table that scrolls on its own on a narrow screen, in a named region a keyboard can reach:
 * a keyboard user scrolls a table wider than the screen with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable). The caption names both, for screen readers only. `relative`
 * holds what is positioned inside (the screen-reader-only text in a row's buttons) in the
 * scroller: otherwise it would stick out past it and widen the page.
 */
export function TableRegion({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe scrollable-region-focusable)
      tabIndex={0}
      className="relative overflow-x-auto focus:outline-3 focus:outline-offset-2 focus:outline-amber-500"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
