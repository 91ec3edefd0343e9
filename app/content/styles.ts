/** Shared class lists of the browse pages (Tailwind), so the look stays the same everywhere. */
export const buttonClass =
  "inline-flex items-center rounded bg-blue-900 px-4 py-2 font-semibold text-white no-underline hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
export const secondaryButtonClass =
  "inline-flex items-center rounded border border-blue-900 bg-white px-4 py-2 font-semibold text-blue-900 hover:bg-blue-50";
export const linkClass = "font-semibold text-blue-900 underline hover:text-blue-700";
export const pageTitleClass = "text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl";
export const sectionTitleClass = "text-2xl font-bold text-slate-900";
