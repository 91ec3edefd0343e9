import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Author, AuthorSummary } from "../../../contract";
import { secondaryButtonClass } from "./styles";
import { altText } from "~/content/text";

interface AuthorLoaderData {
  author?: Author;
}

/**
 * A contributor's name. Without JavaScript it is a plain link to /author/{slug}; with it, a
 * click opens a small modal dialog (photo, name, designation, company, bio) whose data comes
 * from the same /author/{slug} loader.
 */
export function AuthorLink({ author }: { author: AuthorSummary }) {
  const href = `/author/${author.slug}`;
  const fetcher = useFetcher<AuthorLoaderData>();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => {
    dialogRef.current?.close();
  };

  const full = fetcher.data?.author;
  const person = { ...author, bio: full?.bio ?? null, ...full };

  return (
    <>
      <a
        ref={linkRef}
        href={href}
        className="author-link font-semibold text-blue-900 underline hover:text-blue-700"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          if (!fetcher.data && fetcher.state === "idle") fetcher.load(href);
          setOpen(true);
        }}
      >
        {author.name}
      </a>
      {open && typeof document !== "undefined"
        ? createPortal(
            <dialog
              ref={dialogRef}
              className="author-dialog m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/60"
              aria-labelledby={`author-dialog-${author.slug}`}
              onClose={() => {
                setOpen(false);
                linkRef.current?.focus();
              }}
              onClick={(event) => {
                // A click on the backdrop (the dialog element itself) closes it.
                if (event.target === event.currentTarget) close();
              }}
            >
              <div className="author-dialog__body p-6">
                {person.image_url ? (
                  <img src={person.image_url} alt={altText(person.name)} width={96} height={96} className="author-dialog__photo mb-3 size-24 rounded-full bg-slate-100 object-cover" />
                ) : null}
                <h2 id={`author-dialog-${author.slug}`} className="author-dialog__name text-xl font-bold text-slate-900">
                  {person.name}
                </h2>
                {person.designation ? <p className="author-dialog__designation font-semibold text-slate-800">{person.designation}</p> : null}
                {person.organisation ? <p className="author-dialog__company text-slate-700">{person.organisation}</p> : null}
                {fetcher.state !== "idle" && !full ? <p aria-live="polite" className="mt-2 text-slate-600">Loading…</p> : null}
                {person.bio ? <p className="author-dialog__bio mt-3 text-slate-800">{person.bio}</p> : null}
                <p className="author-dialog__actions mt-5 flex items-center justify-between gap-4">
                  <a href={href} className="font-semibold text-blue-900 underline">View all contributions</a>
                  <button type="button" className={secondaryButtonClass} onClick={close} autoFocus>
                    Close
                  </button>
                </p>
              </div>
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}

/** "By A, B and C" with each name a contributor link. */
export function AuthorList({ authors }: { authors: AuthorSummary[] }) {
  if (authors.length === 0) return null;
  return (
    <p className="author-list text-slate-700">
      By{" "}
      {authors.map((a, i) => (
        <span key={a.slug}>
          {i > 0 ? (i === authors.length - 1 ? " and " : ", ") : null}
          <AuthorLink author={a} />
        </span>
      ))}
    </p>
  );
}
