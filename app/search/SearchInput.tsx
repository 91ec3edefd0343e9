import type { FormEvent, InputHTMLAttributes, Ref } from "react";
import { useLocalePath, useT } from "~/i18n";

/**
 * The header search form: a GET form to /search (it works without JavaScript) with its label,
 * input and button. The always-loaded SearchBox shell and the SearchDropdown that replaces it
 * render the same markup through this component, so the swap is seamless.
 */
export function SearchInput({
  inputRef,
  inputProps,
  onSubmit,
}: {
  inputRef: Ref<HTMLInputElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { role?: "combobox" };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <form method="get" action={lp("/search")} role="search" className="flex items-center" onSubmit={onSubmit}>
      <label htmlFor="header-search" className="sr-only">
        {t("header.search.label")}
      </label>
      <input
        ref={inputRef}
        id="header-search"
        name="q"
        type="search"
        maxLength={200}
        autoComplete="off"
        placeholder={t("header.search.placeholder")}
        className="w-44 rounded-l border border-slate-500 px-3 py-1.5 text-slate-900 placeholder:text-slate-600 lg:w-64"
        {...inputProps}
      />
      <button type="submit" className="rounded-r border border-blue-900 bg-blue-900 px-3 py-1.5 font-semibold text-white hover:bg-blue-800">
        {t("header.search.submit")}
      </button>
    </form>
  );
}
