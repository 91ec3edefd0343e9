import { Link, useFetcher } from "react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { QUESTION_MAX, questionHref } from "~/assistant/question";
import { readConversation, writeConversation, type Turn } from "~/assistant/conversation";
import { SUGGESTIONS, type AskResult } from "~/assistant/view";
import { useLanguage, useLocalePath, useT } from "~/i18n";
import { Answer } from "./Answer";
import { Feedback } from "./Feedback";
import "./messages";

/**
 * The assistant's panel, fetched on demand by AssistantLauncher: a non-modal dialog (the page
 * stays usable around it) in the bottom-right corner. Questions go to the /assistant page's
 * loader through a fetcher, never to the API from the browser; the answers area is a polite
 * live region, so each new answer is read out; the conversation lasts for the visit, and each
 * typed question goes with the last answer's context (as the page's hidden fields do), so "and in
 * Pune?" or "in Hindi?" follow on from it.
 */
export function AssistantPanel({ onClose, takeFocus }: { onClose: (returnFocus?: boolean) => void; takeFocus: boolean }) {
  const t = useT();
  const lp = useLocalePath();
  const lang = useLanguage();
  const fetcher = useFetcher<{ result: AskResult }>();
  const [turns, setTurns] = useState<Turn[]>(() => readConversation(lang));
  const [consumed, setConsumed] = useState<unknown>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const lastTurn = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // An answer (or a refusal) from the loader, taken in the first time it is seen.
  if (fetcher.state === "idle" && fetcher.data && consumed !== fetcher.data) {
    setConsumed(fetcher.data);
    const result = fetcher.data.result;
    if (result.state !== "none") setTurns((prev) => [...prev, result]);
  }

  useEffect(() => writeConversation(lang, turns), [lang, turns]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
    // A click on Ask or on a suggestion left focus nowhere (the button was disabled while asking):
    // it goes to the answer. A visitor typing in the box keeps it there.
    if (asked.current && (document.activeElement === document.body || !document.activeElement)) lastTurn.current?.focus();
    asked.current = false;
  }, [turns.length]);
  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    // Escape closes the panel from anywhere on the page, unless something else took it (a menu, a
    // list, a modal dialog); the launcher takes focus back only when focus was in the panel.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (event.key !== "Escape" || event.defaultPrevented || target.closest?.("dialog[open]")) return;
      onClose(target === document.body || Boolean(panel.current?.contains(target)));
    };
    // Nothing under the panel takes focus unseen (WCAG 2.4.11): the page scrolls it into sight,
    // and while the panel is open the page is as much longer as the panel is tall.
    const onFocusIn = (event: FocusEvent) => {
      const box = panel.current?.getBoundingClientRect();
      const target = event.target;
      // The launcher beside the panel is fixed too: scrolling would not move it.
      if (!box || !(target instanceof Element) || target.closest("aside")?.contains(panel.current ?? null)) return;
      const el = target.getBoundingClientRect();
      const covered = el.bottom > box.top && el.top < box.bottom && el.right > box.left && el.left < box.right;
      if (covered) window.scrollBy({ top: el.bottom - box.top + 16 });
    };
    const body = document.body;
    const padding = body.style.paddingBottom;
    body.style.paddingBottom = `${(panel.current?.offsetHeight ?? 0) + 64}px`;
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      body.style.paddingBottom = padding;
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [onClose]);

  // Only emptiness is checked here; the loader reads the question as the page does and answers
  // every other refusal (too long, markup) as a turn of the conversation. A typed question goes
  // with the last answer's context (a follow-up); a suggested one stands alone.
  function ask(text: string, followUp = false): boolean {
    if (text.trim() === "") {
      setInputError(t("assistant.error.empty"));
      input.current?.focus();
      return false;
    }
    setInputError(null);
    asked.current = true;
    const last = followUp ? [...turns].reverse().find((turn) => turn.state === "answered") : undefined;
    fetcher.load(lp(questionHref(text, last?.state === "answered" ? last.answer.context : null)));
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    if (field && ask(field.value, true)) field.value = "";
  }

  const busy = fetcher.state !== "idle";
  return (
    <section
      id="assistant-panel"
      role="dialog"
      aria-labelledby="assistant-panel-title"
      ref={panel}
      className="fixed bottom-0 right-0 z-30 flex max-h-[min(34rem,75vh)] w-full flex-col border-2 border-blue-800 bg-white text-slate-900 shadow-2xl sm:bottom-14 sm:right-3 sm:w-96 sm:rounded"
    >
      <div className="flex items-center justify-between gap-2 bg-blue-800 px-3 py-2 text-white">
        <h2 id="assistant-panel-title" className="font-bold">
          {t("assistant.title")}
        </h2>
        <button type="button" onClick={() => onClose()} className="rounded px-2 py-1 font-bold hover:bg-blue-900">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t("assistant.panel.close")}</span>
        </button>
      </div>
      <div ref={log} className="flex-1 space-y-4 overflow-y-auto p-3">
        <div role="log" aria-live="polite" aria-label={t("assistant.panel.conversation")} className="space-y-4">
          {turns.map((turn, i) => (
            <div
              key={i}
              ref={i === turns.length - 1 ? lastTurn : undefined}
              tabIndex={i === turns.length - 1 ? -1 : undefined}
              className="space-y-2 border-b border-slate-200 pb-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-800"
            >
              <p className="font-semibold">{t("assistant.answer.youAsked", { question: turn.question })}</p>
              {turn.state === "answered" ? (
                <>
                  <Answer answer={turn.answer} compact />
                  <Feedback answerId={turn.answer.id} question={turn.question} previous={turn.previous ?? null} />
                </>
              ) : (
                <p className="font-semibold text-red-700">{t(turn.error, { max: QUESTION_MAX })}</p>
              )}
            </div>
          ))}
          {busy ? <p>{t("assistant.asking")}</p> : null}
        </div>
        {turns.length === 0 ? (
          <div>
            <p className="mb-2 font-semibold">{t("assistant.suggested")}</p>
            <ul className="space-y-2">
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => ask(t(key))}
                    disabled={busy}
                    className="w-full rounded border-2 border-blue-800 px-2 py-1 text-left text-blue-800 hover:bg-blue-50"
                  >
                    {t(key)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="border-t border-slate-200 p-3">
        <label htmlFor="assistant-panel-q" className="block text-sm font-semibold">
          {t("assistant.question.label")}
        </label>
        {inputError ? (
          <p id="assistant-panel-q-error" className="text-sm font-semibold text-red-700">
            <span className="sr-only">{t("forms.errorPrefix")} </span>
            {inputError}
          </p>
        ) : null}
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id="assistant-panel-q"
            name="q"
            type="text"
            autoComplete="off"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "assistant-panel-q-error" : undefined}
            className="min-w-0 flex-1 rounded border-2 border-slate-600 px-2 py-1"
          />
          <button type="submit" disabled={busy} className="rounded bg-blue-800 px-3 py-1 font-bold text-white hover:bg-blue-900">
            {t("assistant.ask")}
          </button>
        </div>
        <p className="mt-2 text-sm">
          <Link to={lp("/assistant")} className="text-blue-800 underline">
            {t("assistant.panel.full")}
          </Link>
        </p>
      </form>
    </section>
  );
}
