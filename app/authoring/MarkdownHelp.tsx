import { useT, type MessageKey } from "~/i18n";
import "~/authoring/messages";

const TIPS: MessageKey[] = [
  "authoring.markdown.paragraph",
  "authoring.markdown.heading",
  "authoring.markdown.bold",
  "authoring.markdown.list",
  "authoring.markdown.link",
];

/** A short Markdown help under the body, folded away (details/summary works without JavaScript). */
export function MarkdownHelp() {
  const t = useT();
  return (
    <details className="mt-2 rounded border border-slate-300 bg-slate-50 p-3">
      <summary className="cursor-pointer font-semibold text-blue-900 underline">{t("authoring.markdown.summary")}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {TIPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
