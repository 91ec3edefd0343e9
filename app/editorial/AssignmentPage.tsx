import "./messages";
import { Link } from "react-router";
import { ErrorSummary } from "~/components/forms";
import type { StewardshipData } from "~/editorial/assignment.server";
import { useLocalePath, useT } from "~/i18n";
import { DeskPage, deskLinkClass } from "./DeskPage";
import type { ReviewFormFailure } from "./ReviewForms";
import { AssignmentForm } from "./StewardshipPanel";

/** The assignment form on its own page: where the submission page's form shows its errors (docs/product/editorial.md#assignment). */
export function AssignmentPage({ itemId, people, assignee, failure }: StewardshipData & { failure: ReviewFormFailure | null }) {
  const t = useT();
  const lp = useLocalePath();
  const errors = failure?.errors?.assignee_id ? [{ fieldId: "assignee", message: failure.errors.assignee_id }] : [];
  if (failure?.formError) errors.push({ fieldId: "assignee", message: failure.formError });
  return (
    <DeskPage title={t("editorial.assign.title")}>
      <p className="mb-6">
        <Link to={lp(`/editorial/items/${itemId}`)} className={deskLinkClass}>
          {t("editorial.assign.back")}
        </Link>
      </p>
      <ErrorSummary id="assignment-errors" errors={errors} />
      <AssignmentForm itemId={itemId} people={people} assigneeId={assignee?.id ?? null} failure={failure} />
    </DeskPage>
  );
}
