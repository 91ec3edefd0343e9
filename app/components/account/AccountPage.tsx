import type { ReactNode } from "react";
import { StandardLayout } from "~/components/chrome/Layouts";

/** The frame of every account page: the standard layout and a narrow, readable column. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <StandardLayout newsletter={false}>
      <div className="mx-auto w-full max-w-lg">
        <h1 className="mb-4 text-3xl font-bold">{title}</h1>
        {intro ? <div className="mb-6 space-y-2 text-slate-800">{intro}</div> : null}
        {children}
      </div>
    </StandardLayout>
  );
}

export function SubmitButton({ children, busy, busyLabel, name, value, variant = "primary" }: {
  children: ReactNode;
  busy?: boolean;
  busyLabel?: string;
  name?: string;
  value?: string;
  variant?: "primary" | "danger" | "secondary";
}) {
  const colours = {
    primary: "bg-blue-800 text-white hover:bg-blue-900",
    danger: "bg-red-700 text-white hover:bg-red-800",
    secondary: "border-2 border-slate-700 bg-white text-slate-900 hover:bg-slate-100",
  }[variant];
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`rounded px-5 py-2 font-bold focus:outline-3 focus:outline-offset-2 focus:outline-amber-500 disabled:opacity-70 ${colours}`}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A polite status message (success notes after a redirect). */
export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "success" | "error" }) {
  const colours = { info: "border-blue-800 bg-blue-50", success: "border-green-800 bg-green-50", error: "border-red-700 bg-red-50" }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 border-l-4 p-3 text-slate-900 ${colours}`}>
      {children}
    </div>
  );
}
