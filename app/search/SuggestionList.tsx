import type { HTMLAttributes, ReactNode } from "react";
import type { SuggestItem } from "~/search/suggest-types";
import { useLanguage, useT } from "~/i18n";
import { scriptLanguage } from "~/components/forms";
import type { Group, Option } from "./suggest-groups";

/** The dropdown's listbox: its groups of chips, lists and item cards (suggest-groups.ts). */
export function SuggestionList({
  groups,
  uid,
  listboxId,
  activeId,
  optionProps,
}: {
  groups: Group[];
  uid: string;
  listboxId: string;
  activeId: string | undefined;
  optionProps: (option: Option) => HTMLAttributes<HTMLLIElement> & { id: string };
}) {
  const t = useT();
  const ring = (option: Option) => (activeId === option.id ? "outline outline-3 outline-amber-500 bg-amber-50" : "");
  return (
    <div role="listbox" id={listboxId} aria-label={t("search.dropdown.suggestions")} className="space-y-4">
      {groups.map((group) => (
        <GroupView key={group.id} group={group} uid={uid}>
          {group.options.map((option) =>
            option.kind === "item" ? (
              <li
                key={option.id}
                {...optionProps(option)}
                className={`flex cursor-pointer gap-3 rounded p-2 hover:bg-slate-50 ${ring(option)}`}
              >
                <ItemView item={option.item} />
              </li>
            ) : group.layout === "chips" ? (
              <li
                key={option.id}
                {...optionProps(option)}
                aria-label={option.label === option.fullLabel ? undefined : option.fullLabel}
                title={option.fullLabel}
                lang={option.lang}
                className={`cursor-pointer rounded-full border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 ${ring(option)}`}
              >
                {option.label}
              </li>
            ) : (
              <li
                key={option.id}
                {...optionProps(option)}
                aria-label={option.kind === "recent" && option.label !== option.fullLabel ? option.fullLabel : undefined}
                // A recent search is the visitor's own words: its script says its language.
                lang={option.kind === "recent" ? scriptLanguage(option.fullLabel) : undefined}
                className={`cursor-pointer rounded px-2 py-1.5 hover:bg-slate-50 ${option.kind === "all" ? "font-semibold text-blue-800" : ""} ${ring(option)}`}
              >
                {option.label}
              </li>
            ),
          )}
        </GroupView>
      ))}
    </div>
  );
}

function GroupView({ group, uid, children }: { group: Group; uid: string; children: ReactNode }) {
  const labelId = `${uid}-${group.id}-label`;
  const layout = group.layout === "chips" ? "flex flex-wrap items-center gap-2" : "space-y-1";
  return (
    <ul role="group" aria-labelledby={labelId} className={layout} data-group={group.id}>
      <li role="presentation" id={labelId} className="w-full text-xs font-bold uppercase tracking-wide text-slate-700">
        {group.label}
      </li>
      {children}
    </ul>
  );
}

function ItemView({ item }: { item: SuggestItem }) {
  const t = useT();
  const textLang = item.lang === useLanguage() ? undefined : item.lang;
  return (
    <>
      {item.image ? (
        <img
          src={item.image.picture?.src ?? item.image.src}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded bg-slate-200 font-bold text-slate-700"
        >
          {item.typeName.slice(0, 1)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase text-slate-700">{item.typeName}</span>
        <span className="block font-semibold leading-snug" lang={textLang}>
          {item.title}
        </span>
        <span className="block text-xs text-slate-700">
          {[
            item.readTime ? t("search.result.readTime", { time: item.readTime }) : "",
            item.gate === "sign-in"
              ? t("search.dropdown.signInToOpen")
              : item.gate === "add-email"
                ? t("search.dropdown.addEmailToOpen")
                : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
    </>
  );
}
