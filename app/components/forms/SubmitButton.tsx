import type { ReactNode } from "react";

/** A form's submit button; `busy` disables it and shows `busyLabel` while the form is sent. */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  name,
  value,
  variant = "primary",
}: {
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
