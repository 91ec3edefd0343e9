import "./messages";
import { Form, useNavigation } from "react-router";
import type { EditorialAction } from "../../contract/authoring-constants";
import { AUTHORING_LIMITS } from "../../contract/authoring-constants";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextAreaField } from "~/components/forms/fields";
import type { DecisionFailure } from "~/editorial/submission.server";
import { useT, type MessageKey } from "~/i18n";
import { ChangeNoteFields } from "./ChangeNoteFields";

const BUTTONS: Record<EditorialAction, MessageKey> = {
  start_review: "editorial.decide.startReview",
  approve: "editorial.decide.approve",
  request_changes: "editorial.decide.requestChanges",
  reject: "editorial.decide.reject",
};

const NOTE_LABELS: Partial<Record<EditorialAction, MessageKey>> = {
  request_changes: "editorial.decide.note",
  reject: "editorial.decide.reason",
};

/**
 * The decisions open for the submission's status, one plain form each (they work without
 * JavaScript); the two that tell the contributor why carry a note, with its error message by it.
 */
export function DecisionForms({
  decisions,
  failure,
  republish,
}: {
  decisions: EditorialAction[];
  failure: DecisionFailure | null;
  /** The item is online already: approving makes a new edition, with a note for readers (docs/product/editorial.md#editions-and-history). */
  republish: boolean;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      {decisions.map((action) => {
        const noteLabel = NOTE_LABELS[action];
        const noteId = `${action}-note`;
        return (
          <Form key={action} method="post" className="rounded border border-slate-300 p-4">
            <input type="hidden" name="action" value={action} />
            {noteLabel ? (
              <div className="mb-3">
                <TextAreaField
                  id={noteId}
                  name="note"
                  label={t(noteLabel)}
                  hint={t("editorial.decide.noteHint", { max: AUTHORING_LIMITS.note })}
                  errors={failure?.action === action && failure.noteError ? [failure.noteError] : null}
                  maxLength={AUTHORING_LIMITS.note}
                  rows={4}
                />
              </div>
            ) : action === "start_review" ? (
              <p className="mb-3 text-slate-700">{t("editorial.decide.startReviewHint")}</p>
            ) : null}
            {action === "approve" && republish ? (
              <div className="mb-3 space-y-3">
                <ChangeNoteFields idPrefix="approve" noteError={failure?.changeNoteError ?? null} />
              </div>
            ) : null}
            <SubmitButton variant={action === "reject" ? "danger" : action === "approve" ? "primary" : "secondary"} busy={busy}>
              {t(BUTTONS[action])}
            </SubmitButton>
          </Form>
        );
      })}
    </div>
  );
}
