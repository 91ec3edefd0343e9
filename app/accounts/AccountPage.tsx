import type { ReactNode } from "react";
import { StandardLayout } from "~/chrome/Layouts";

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
