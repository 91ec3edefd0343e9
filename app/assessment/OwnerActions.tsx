import { Form, Link } from "react-router";
import { useEffect, useRef } from "react";
import { Honeypot } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import "~/assessment/messages";

const BUTTON = "rounded px-4 py-2 font-bold focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

/** What the owner (the signed-in user whose draft it is, or whoever holds an anonymous draft's id) can do with a result: change, export, share, delete. */
export function OwnerActions({ id, shareUrl }: { id: string; shareUrl: string | null }) {
  const t = useT();
  const lp = useLocalePath();
  const shareHeading = useRef<HTMLHeadingElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const shownUrl = useRef(shareUrl);
  // The button just pressed is gone once the link is made or revoked: focus goes to what replaced it.
  useEffect(() => {
    if (shownUrl.current === shareUrl) return;
    shownUrl.current = shareUrl;
    (shareUrl ? shareHeading.current : shareButton.current)?.focus();
  }, [shareUrl]);
  return (
    <section aria-labelledby="actions-heading" className="assessment-actions my-8 border-t-4 border-slate-300 pt-4">
      <h2 id="actions-heading" className="mb-2 text-2xl font-bold">
        {t("assessment.result.actions.heading")}
      </h2>
      <p className="mb-3 text-slate-700">{t("assessment.result.printHint")}</p>
      <ul className="mb-4 space-y-2">
        <li>
          <Link to={`${lp(`/responsible-ai/assessment/${id}`)}?section=profile`} className="font-semibold text-blue-800 underline">
            {t("assessment.result.edit")}
          </Link>
        </li>
        <li>
          <a href={lp(`/responsible-ai/assessment-result/${id}/export`)} download className="font-semibold text-blue-800 underline">
            {t("assessment.result.export")}
          </a>
        </li>
      </ul>
      {shareUrl ? (
        <div className="mb-4">
          <h3 ref={shareHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {t("assessment.result.shareLink")}
          </h3>
          <p className="text-slate-700">{t("assessment.result.shareHint")}</p>
          <p className="my-1 break-all">
            <a href={shareUrl} className="text-blue-800 underline">
              {shareUrl}
            </a>
          </p>
          <Form method="post">
            <Honeypot />
            <button type="submit" name="intent" value="revoke" className={`${BUTTON} border-2 border-slate-700 hover:bg-slate-100`}>
              {t("assessment.result.revoke")}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mb-4">
          <Honeypot />
          <button
            ref={shareButton}
            type="submit"
            name="intent"
            value="share"
            className={`${BUTTON} border-2 border-slate-700 hover:bg-slate-100`}
          >
            {t("assessment.result.share")}
          </button>
        </Form>
      )}
      <Form method="post">
        <Honeypot />
        <button type="submit" name="intent" value="delete" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
          {t("assessment.result.delete")}
        </button>
      </Form>
    </section>
  );
}
