import type { ReactNode } from "react";

/** A polite status message (success notes after a redirect). */
export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "success" | "error" }) {
  const colours = { info: "border-blue-800 bg-blue-50", success: "border-green-800 bg-green-50", error: "border-red-700 bg-red-50" }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 border-l-4 p-3 text-slate-900 ${colours}`}>
      {children}
    </div>
  );
}
