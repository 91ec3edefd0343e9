import { useLocalePath, useT } from "~/i18n";

/** A plain GET search form (start page, bad-search page): works with or without JavaScript. */
export function PlainSearchBox({ defaultValue = "", label, id = "search-page-q" }: { defaultValue?: string; label?: string; id?: string }) {
  const t = useT();
  const lp = useLocalePath();
  label ??= t("search.box.label");
  return (
    <form method="get" action={lp("/search")} role="search" aria-label={label} className="flex max-w-xl flex-wrap items-end gap-2">
      <div className="grow">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={200}
          defaultValue={defaultValue}
          className="mt-1 w-full rounded border border-slate-600 px-3 py-2 text-slate-900"
        />
      </div>
      <button type="submit" className="rounded border border-blue-900 bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800">
        {t("search.box.submit")}
      </button>
    </form>
  );
}
