import { Form, useNavigation } from "react-router";
import type { AuthoringKind } from "../../contract/authoring-constants";
import { AUTHORING_HONEYPOT, fieldId, type FieldSpec, type FormValues } from "~/authoring/fields";
import { FIELD_HINTS, FIELD_LABELS, ORGANISATION_KINDS, ORGANISATION_LABELS } from "~/authoring/labels";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ErrorSummary, Honeypot } from "~/components/forms";
import { useT } from "~/i18n";
import { AutosaveStatus, useAutosave } from "./Autosave";
import { Field } from "./Field";
import { ImageField, PdfField } from "./MediaFields";

export interface AuthoringFormProps {
  kind: AuthoringKind;
  fields: FieldSpec[];
  values: FormValues;
  errors: Record<string, string[] | null | undefined>;
  /** The item's slug once it exists (also after the first autosave of a new form). */
  slug: string | null;
  /** Changes whenever the server answers with new values, so the fields show them. */
  formKey: string;
}

/** Fields shown inside another's block rather than on their own. */
const NESTED = new Set(["image_alt"]);

/**
 * A kind's form, generated from its field specs: every field labelled, hints, GOV.UK error
 * summary, the honeypot last. Multipart, so files go up without JavaScript.
 */
export function AuthoringForm({ kind, fields, values, errors, slug, formKey }: AuthoringFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const { onChange, onSubmit, slug: savedSlug, savedAt, failed: autosaveFailed } = useAutosave(slug);
  const busy = navigation.state === "submitting";
  const organisation = ORGANISATION_KINDS.has(kind);
  const label = (name: string) =>
    t((organisation ? ORGANISATION_LABELS[name] : undefined) ?? FIELD_LABELS[name] ?? "authoring.field.title");
  const value = (name: string) => values[name];
  const single = (name: string) => {
    const v = values[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const summary = [
    ...(errors[""] ?? []).map((message) => ({ fieldId: fieldId(fields[0]?.name ?? "title"), message })),
    ...fields.flatMap((f) => (errors[f.name]?.[0] ? [{ fieldId: fieldId(f.name), message: errors[f.name]![0] }] : [])),
  ];

  return (
    <>
      <ErrorSummary id="authoring-errors" errors={summary} />
      <Form
        key={formKey}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-6"
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {savedSlug ? <input type="hidden" name="slug" value={savedSlug} /> : null}
        {fields.map((spec) => {
          if (NESTED.has(spec.name)) return null;
          if (spec.control === "image") {
            return (
              <ImageField
                key={spec.name}
                label={label("image_id")}
                imageId={single("image_id")}
                alt={single("image_alt")}
                errors={{ image: errors.image_id ?? undefined, alt: errors.image_alt ?? undefined }}
                hint={t(FIELD_HINTS.image_id)}
                altLabel={label("image_alt")}
                altHint={t(FIELD_HINTS.image_alt)}
              />
            );
          }
          if (spec.control === "pdf") {
            return (
              <PdfField
                key={spec.name}
                label={label("pdf_id")}
                pdfId={single("pdf_id")}
                errors={errors.pdf_id ?? undefined}
                hint={t(FIELD_HINTS.pdf_id)}
              />
            );
          }
          return (
            <Field key={spec.name} spec={spec} label={label(spec.name)} value={value(spec.name)} errors={errors[spec.name] ?? undefined} />
          );
        })}
        <div className="flex flex-wrap items-center gap-4 border-t border-slate-300 pt-6">
          {/* The spaces between the buttons keep them apart in a text browser; a flex row ignores them. */}
          <SubmitButton name="intent" value="preview" variant="secondary">
            {t("authoring.preview")}
          </SubmitButton>{" "}
          <SubmitButton name="intent" value="draft" variant="secondary" busy={busy} busyLabel={t("authoring.busy")}>
            {t("authoring.draft")}
          </SubmitButton>{" "}
          <SubmitButton name="intent" value="submit">
            {t("authoring.submit")}
          </SubmitButton>
          <AutosaveStatus savedAt={savedAt} failed={autosaveFailed} />
        </div>
        <Honeypot name={AUTHORING_HONEYPOT} />
      </Form>
    </>
  );
}
