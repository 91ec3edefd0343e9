import { useFetcher } from "react-router";
import { useEffect, useRef, useState } from "react";
import type { Author, AuthorSummary } from "../../contract";
import { onDemand, useOnDemand } from "~/components/on-demand";
import { textLanguage, useLocalePath, useT } from "~/i18n";

interface AuthorLoaderData {
  author?: Author;
}

type DialogModule = typeof import("./AuthorDialog");
const authorDialog = onDemand<DialogModule>(() => import("./AuthorDialog"));

/**
 * A contributor's name. Without JavaScript it is a plain link to /author/{slug}; with it, a
 * click opens a small modal dialog (AuthorDialog, loaded on demand) whose data comes from the
 * same /author/{slug} loader. If the dialog's code cannot be downloaded the link navigates.
 */
export function AuthorLink({ author }: { author: AuthorSummary }) {
  const href = useLocalePath()(`/author/${author.slug}`);
  const fetcher = useFetcher<AuthorLoaderData>();
  const [open, setOpen] = useState(false);
  const { module: dialogModule, load: loadDialog } = useOnDemand(authorDialog);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open, dialogModule]);

  return (
    <>
      <a
        ref={linkRef}
        href={href}
        lang={textLanguage(author)}
        className="author-link font-semibold text-blue-900 underline hover:text-blue-700"
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          if (!fetcher.data && fetcher.state === "idle") fetcher.load(href);
          setOpen(true);
          void loadDialog().then((m) => m ?? window.location.assign(href));
        }}
      >
        {author.name}
      </a>
      {open && dialogModule ? (
        <dialogModule.AuthorDialog
          ref={dialogRef}
          author={author}
          full={fetcher.data?.author}
          loading={fetcher.state !== "idle"}
          href={href}
          onClosed={() => {
            setOpen(false);
            linkRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** "By A, B and C" with each name a contributor link. */
export function AuthorList({ authors }: { authors: AuthorSummary[] }) {
  const t = useT();
  if (authors.length === 0) return null;
  return (
    <p className="author-list text-slate-700">
      {t("content.authors.by")}{" "}
      {authors.map((a, i) => (
        <span key={a.slug}>
          {i > 0 ? (i === authors.length - 1 ? ` ${t("content.authors.and")} ` : ", ") : null}
          <AuthorLink author={a} />
        </span>
      ))}
    </p>
  );
}
