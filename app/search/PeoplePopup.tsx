import { useEffect, useId, useRef } from "react";
import type { PersonView } from "~/search/suggest-types";
import { useLocalePath, useT } from "~/i18n";

/**
 * The people popup of the header dropdown (docs/product/search.md#the-header-dropdown "Person (popup)"): a modal <dialog>, so
 * the browser traps focus, closes it on Escape and returns focus where it came from.
 */
export function PeoplePopup({ person, onClose }: { person: PersonView | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const lp = useLocalePath();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (person && !dialog.open) dialog.showModal();
    if (!person && dialog.open) dialog.close();
  }, [person]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape closes a modal dialog natively
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) ref.current?.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {person ? (
        <div className="p-5">
          <div className="flex items-start gap-4">
            {person.image ? (
              <img
                src={person.image.src}
                alt={person.image.alt}
                lang={person.lang}
                width={80}
                height={80}
                className="h-20 w-20 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div className="min-w-0" lang={person.lang}>
              <h2 id={titleId} className="text-lg font-bold">
                {person.title}
              </h2>
              {person.designation ? <p className="text-sm text-slate-700">{person.designation}</p> : null}
              {person.organisation ? <p className="text-sm text-slate-700">{person.organisation}</p> : null}
            </div>
          </div>
          {person.bio ? (
            <p lang={person.lang} className="mt-3 line-clamp-5 text-sm text-slate-800">
              {person.bio}
            </p>
          ) : null}
          <div className="mt-4 flex items-center justify-between gap-3">
            <a href={lp(person.href)} className="font-semibold text-blue-800 underline">
              {t("search.people.viewProfile")}
              <span className="sr-only"> {t("search.people.of", { name: person.title })}</span>
            </a>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="rounded border border-slate-500 px-3 py-1.5 font-semibold hover:bg-slate-100"
            >
              {t("search.people.close")}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
