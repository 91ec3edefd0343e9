import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { ConsultationSection } from "../../contract";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formErrors } from "~/components/forms/form-errors";
import { ErrorMessage, ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { useLocalePath, useT } from "~/i18n";
import { TextAreaField } from "~/components/forms/fields";
import "~/campaigns/messages";

/**
 * The consultation feedback form: a multipart post (the attachment) to
 * /consultation/{slug}/feedback, with or without JavaScript. After a failed post it shows the
 * error summary and every typed value again.
 */
export function ConsultationForm({
  slug,
  sections,
  result,
}: {
  slug: string;
  sections: ConsultationSection[];
  result?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const firstComment = sections[0] ? `comment-${sections[0].id}` : "consultation-name";
  const errors = formErrors(result, [
    ["name", "consultation-name"],
    ["organisation", "consultation-organisation"],
    ["email", "consultation-email"],
    ["comments", firstComment],
    ...sections.map((s): [string, string] => [`comments.${s.id}`, `comment-${s.id}`]),
    ["attachment", "consultation-attachment"],
  ]);
  const typed = (result?.initialValue ?? {}) as { comments?: Record<string, unknown> };
  const comment = (id: string) => (typeof typed.comments?.[id] === "string" ? (typed.comments[id] as string) : undefined);
  return (
    <Form
      method="post"
      action={lp(`/consultation/${slug}/feedback`)}
      encType="multipart/form-data"
      noValidate
      className="space-y-5"
      aria-labelledby="consultation-form-title"
    >
      <h2 id="consultation-form-title" className="text-2xl font-bold">
        {t("campaigns.form.title")}
      </h2>
      <ErrorSummary id="consultation-errors" errors={errors.summary} />
      <TextField
        id="consultation-name"
        name="name"
        label={t("campaigns.form.name")}
        autoComplete="name"
        defaultValue={errors.value("name")}
        errors={errors.byField("name")}
      />
      <TextField
        id="consultation-organisation"
        name="organisation"
        label={t("campaigns.form.organisation")}
        autoComplete="organization"
        defaultValue={errors.value("organisation")}
        errors={errors.byField("organisation")}
      />
      <TextField
        id="consultation-email"
        name="email"
        type="email"
        label={t("campaigns.form.email")}
        hint={t("campaigns.form.emailHint")}
        autoComplete="email"
        spellCheck={false}
        defaultValue={errors.value("email")}
        errors={errors.byField("email")}
      />
      <fieldset className="space-y-4" aria-describedby="consultation-comments-hint">
        <legend className="text-lg font-bold">{t("campaigns.form.comments")}</legend>
        <p id="consultation-comments-hint" className="text-sm text-slate-700">
          {t("campaigns.form.commentsHint")}
        </p>
        <ErrorMessage id="consultation-comments-error" errors={errors.byField("comments")} />
        {sections.map((s) => (
          <TextAreaField
            key={s.id}
            id={`comment-${s.id}`}
            rows={5}
            name={`comments.${s.id}`}
            label={t("campaigns.form.commentOn", { section: s.title })}
            defaultValue={comment(s.id)}
            errors={errors.byField(`comments.${s.id}`)}
          />
        ))}
      </fieldset>
      <div>
        <label htmlFor="consultation-attachment" className="block font-semibold">
          {t("campaigns.form.attachment")}
        </label>
        <p id="consultation-attachment-hint" className="text-sm text-slate-700">
          {t("campaigns.form.attachmentHint")}
        </p>
        <ErrorMessage id="consultation-attachment-error" errors={errors.byField("attachment")} />
        <input
          id="consultation-attachment"
          name="attachment"
          type="file"
          accept=".pdf,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text"
          aria-invalid={errors.byField("attachment") ? true : undefined}
          aria-describedby={`consultation-attachment-hint${errors.byField("attachment") ? " consultation-attachment-error" : ""}`}
          className="mt-1 block"
        />
      </div>
      {errors.formError ? <ErrorMessage id="consultation-form-error" errors={[errors.formError]} /> : null}
      <SubmitButton busy={navigation.state === "submitting"} busyLabel={t("campaigns.form.busy")}>
        {t("campaigns.form.submit")}
      </SubmitButton>
      <Honeypot />
    </Form>
  );
}
