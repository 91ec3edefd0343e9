import { Children, Fragment, isValidElement, type ReactNode } from "react";

/**
 * A line of short facts (date, place, length): laid out with a gap, and separated in the text
 * itself by a space and a dot, so text browsers (w3m, lynx), copy-paste and screen readers never
 * run two facts together ("2 min readFeb 10, 2025").
 */
export function MetaLine({ className, children }: { className?: string; children: ReactNode }) {
  const parts = Children.toArray(children).filter((child) => isValidElement(child));
  if (!parts.length) return null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className ?? ""}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              {" "}
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>{" "}
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
