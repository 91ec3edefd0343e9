/**
 * The contributor dialog (photo, name, designation, company, bio) that AuthorLink opens. Its
 * code is downloaded when a visitor first points at, focuses or clicks a contributor's name.
 */
import { createPortal } from "react-dom";
import { forwardRef } from "react";
import type { Author, AuthorSummary } from "../../contract";
import { altText } from "~/content/text";
import { textLanguage, useT } from "~/i18n";
import { secondaryButtonClass } from "./styles";

interface AuthorDialogProps {
  author: AuthorSummary;
  /** The full record once the /author/{slug} loader has answered. */
  full: Author | undefined;
  loading: boolean;
  href: string;
  onClosed(): void;
}

export const AuthorDialog = forwardRef<HTMLDialogElement, AuthorDialogProps>(function AuthorDialog(
  { author, full, loading, href, onClosed },
  ref,
) {
  const t = useT();
  const person = { ...author, bio: full?.bio ?? null, ...full };
  const close = (dialog: HTMLDialogElement | null) => dialog?.close();
  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape closes a modal dialog natively
    <dialog
      ref={ref}
      className="author-dialog m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/60"
      aria-labelledby={`author-dialog-${author.slug}`}
      onClose={onClosed}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) close(event.currentTarget);
      }}
    >
      <div className="author-dialog__body p-6">
        {person.image_url ? (
          <img
            src={person.image_url}
            alt={altText(person.name)}
            lang={textLanguage(person)}
            width={96}
            height={96}
            className="author-dialog__photo mb-3 size-24 rounded-full bg-slate-100 object-cover"
          />
        ) : null}
        <h2
          id={`author-dialog-${author.slug}`}
          lang={textLanguage(person)}
          className="author-dialog__name text-xl font-bold text-slate-900"
        >
          {person.name}
        </h2>
        {person.designation ? (
          <p lang={textLanguage(person)} className="author-dialog__designation font-semibold text-slate-800">
            {person.designation}
          </p>
        ) : null}
        {person.organisation ? (
          <p lang={textLanguage(person)} className="author-dialog__company text-slate-700">
            {person.organisation}
          </p>
        ) : null}
        {loading && !full ? (
          <p aria-live="polite" className="mt-2 text-slate-600">
            {t("content.author.loading")}
          </p>
        ) : null}
        {person.bio ? (
          <p lang={textLanguage(person)} className="author-dialog__bio mt-3 text-slate-800">
            {person.bio}
          </p>
        ) : null}
        <p className="author-dialog__actions mt-5 flex items-center justify-between gap-4">
          <a href={href} className="font-semibold text-blue-900 underline">
            {t("content.author.viewAll")}
          </a>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={(event) => close(event.currentTarget.closest("dialog"))}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's initial focus, as the HTML spec advises
            autoFocus
          >
            {t("content.author.close")}
          </button>
        </p>
      </div>
    </dialog>,
    document.body,
  );
});
