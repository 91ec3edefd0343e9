import type { SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useLocation } from "react-router";
import { useEffect, useRef, type FormEvent } from "react";
import { useLocalePath, useT } from "~/i18n";
import { ErrorMessage, Honeypot } from "~/components/forms";
import { focusOnAppear } from "./focus";

export interface NewsletterActionData {
  result: SubmissionResult<string[]>;
  subscribed: boolean;
}

export const NEWSLETTER_ACTION = "/newsletter";

function NewsletterFields({
  actionData,
  busy,
  idPrefix,
  as: FormComponent,
}: {
  actionData?: NewsletterActionData;
  busy: boolean;
  idPrefix: string;
  as: typeof Form;
}) {
  const t = useT();
  const lp = useLocalePath();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // Validation runs in the action (the zod schema); the browser only shows its answer. This
  // keeps zod and Conform out of the page's JavaScript (budget: 100 kB gzip).
  const errors = actionData && !actionData.subscribed ? actionData.result.error?.email : undefined;
  const errorKey = errors?.[0] ?? "";
  useEffect(() => {
    if (errorKey) input.current?.focus();
  }, [errorKey, actionData]);

  if (actionData?.subscribed) {
    return (
      <p ref={focusOnAppear} tabIndex={-1} role="status" className="rounded bg-green-100 p-3 font-semibold text-green-900">
        {t("newsletter.thanks")}
      </p>
    );
  }

  // docs/product/follow.md#newsletter: a second submit while one is in flight is ignored.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  const emailId = `${idPrefix}-email`;
  const errorId = `${emailId}-error`;
  const invalid = Boolean(errors?.length);
  const initialValue = actionData?.result.initialValue?.email;

  return (
    <FormComponent method="post" action={lp(NEWSLETTER_ACTION)} noValidate onSubmit={onSubmit} className="space-y-2">
      <input type="hidden" name="page_url" value={location.pathname} />
      <label htmlFor={emailId} className="block font-semibold">
        {t("newsletter.emailLabel")}
      </label>
      <ErrorMessage id={errorId} errors={errors} />
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          key={errorKey}
          id={emailId}
          name="email"
          type="email"
          defaultValue={typeof initialValue === "string" ? initialValue : undefined}
          autoComplete="email"
          maxLength={320}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={`min-w-0 flex-1 rounded border-2 bg-white px-3 py-2 text-slate-900 ${invalid ? "border-red-700" : "border-slate-600"}`}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-amber-400 px-4 py-2 font-bold text-slate-900 hover:bg-amber-300 disabled:opacity-70"
        >
          {busy ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      <Honeypot />
    </FormComponent>
  );
}

/** The footer's newsletter form: posted by a fetcher with JS, by a normal form without. */
export function FooterNewsletter() {
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  return (
    <NewsletterFields
      as={fetcher.Form as unknown as typeof Form}
      actionData={fetcher.data}
      busy={fetcher.state !== "idle"}
      idPrefix="newsletter"
    />
  );
}

/** The /newsletter page's form: where a visitor without JavaScript lands after posting. */
export function PageNewsletter({ actionData, busy }: { actionData?: NewsletterActionData; busy: boolean }) {
  return <NewsletterFields as={Form} actionData={actionData} busy={busy} idPrefix="newsletter-page" />;
}
