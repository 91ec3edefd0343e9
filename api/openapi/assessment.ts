import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** The Responsible-AI self-assessment (docs/decisions/0091). */
export function registerAssessmentPaths({ error, path, body, lang, unauthorised, limited }: OpenApiContext): void {
  // The Responsible-AI self-assessment (docs/decisions/0091): the draft id is the key to a draft.
  const draft = { params: z.object({ id: contract.AssessmentId }) };
  path("get", "/web/assessment/questions", "The questionnaire (a version, in a language)", contract.QuestionnaireResponse, {
    query: lang.extend({ version: z.string().optional() }),
  });
  path(
    "post",
    "/web/assessment",
    "Start a draft (201); owned by the caller when signed in",
    contract.AssessmentResponse,
    undefined,
    limited,
  );
  path(
    "post",
    "/web/assessment/import",
    "Start a draft from an exported document (201, at most 64 kB)",
    contract.AssessmentResponse,
    { body: body(contract.ExportDocument) },
    { ...limited, 413: json(error, "Too large") },
  );
  path("get", "/web/assessment/{id}", "A draft and its answers", contract.AssessmentResponse, draft);
  path(
    "post",
    "/web/assessment/{id}/answers",
    "Save answers (null clears one); submit finishes",
    contract.AssessmentResponse,
    { ...draft, body: body(contract.SaveAnswersRequest) },
    limited,
  );
  path("get", "/web/assessment/{id}/result", "The scored result", contract.AssessmentResultResponse, { ...draft, query: lang });
  path("get", "/web/assessment/{id}/export", "The answers as a document to import again", contract.ExportDocument, draft);
  path("post", "/web/assessment/{id}/share", "Make (or keep) a read-only share link", contract.AssessmentResponse, draft, limited);
  path("post", "/web/assessment/{id}/revoke", "Revoke the share link", contract.AssessmentResponse, draft, limited);
  path("post", "/web/assessment/{id}/delete", "Delete the assessment", contract.Ok, draft, limited);
  path("get", "/web/shared-assessment/{id}/result", "A result read through its share link", contract.AssessmentResultResponse, {
    ...draft,
    query: lang,
  });
  path("get", "/web/user/assessments", "The signed-in user's assessments", contract.AssessmentListResponse, undefined, unauthorised, true);
}
