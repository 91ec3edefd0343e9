import { useFetcher } from "react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { backgroundSaveFailed } from "~/forms/lost-answer";
import { LOCALES, useLanguage, useT } from "~/i18n";
import "~/authoring/messages";

/** How long typing must pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 2000;
/** Files go up only when the contributor saves or submits, never on every pause in typing. */
const NOT_AUTOSAVED = ["image_file", "pdf_file", "intent", "autosave"];

interface AutosaveAnswer {
  saved?: { slug: string; at: string };
}

/**
 * With JavaScript the draft also saves as you type: a debounced post of the form to its own
 * action with intent=draft. The first save of a new form makes the item; its slug then rides
 * in the form so later saves (and the buttons) edit that item instead of making another.
 */
export function useAutosave(initialSlug: string | null) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function save(form: HTMLFormElement) {
    const data = new FormData(form);
    for (const name of NOT_AUTOSAVED) data.delete(name);
    if (String(data.get("title") ?? "").trim() === "") return; // a draft needs its title
    data.set("intent", "draft");
    data.set("autosave", "1");
    fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).type === "file") return;
    const form = event.currentTarget;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => save(form), AUTOSAVE_DELAY_MS);
  }

  /** A button's own post wins: a pending autosave must not follow it and turn a submission back into a draft. */
  function onSubmit() {
    if (timer.current) clearTimeout(timer.current);
  }

  // The last save that went through: an autosave that did not (a field the draft cannot take yet,
  // a lost answer) must not forget the item the first one made, or the next would make another.
  const [saved, setSaved] = useState<{ slug: string; at: string } | null>(null);
  const answered = fetcher.data?.saved;
  if (answered && answered !== saved) setSaved(answered);
  return { onChange, onSubmit, slug: saved?.slug ?? initialSlug, savedAt: saved?.at ?? null, failed: backgroundSaveFailed(fetcher) };
}

/** "Draft saved at 10:42" (India time), or that the last automatic save did not go through; announced politely. */
export function AutosaveStatus({ savedAt, failed }: { savedAt: string | null; failed: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const time = savedAt
    ? new Date(savedAt).toLocaleTimeString(LOCALES[lang], { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" })
    : null;
  return (
    <p role="status" aria-live="polite" className={failed ? "font-semibold text-red-800" : "text-slate-700"}>
      {failed ? t("authoring.autosaveFailed") : time ? t("authoring.savedAt", { time }) : ""}
    </p>
  );
}
