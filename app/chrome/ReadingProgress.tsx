import { useEffect, useRef } from "react";

const THROTTLE_MS = 200;

/**
 * Detail layout's reading-progress bar (docs/product/chrome.md#layouts: 200 ms throttle). Updated through the CSSOM,
 * which the CSP allows (no inline style attributes). Hidden without JavaScript, and from screen
 * readers: it only repeats what the scroll position says, and a progressbar that changes on
 * every scroll would be announced over the text being read (docs/decisions/0093-visitor-chrome.md).
 */
export function ReadingProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = Date.now();
      timer = undefined;
      const el = bar.current;
      if (!el) return;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      el.style.transform = `scaleX(${ratio})`;
    };
    const onScroll = () => {
      if (timer) return;
      timer = setTimeout(update, Math.max(0, THROTTLE_MS - (Date.now() - last)));
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return (
    <div aria-hidden="true" className="js-only sticky top-0 z-30 h-1 w-full bg-slate-200">
      <div ref={bar} className="h-full w-full origin-left scale-x-0 bg-amber-500 transition-transform" />
    </div>
  );
}
