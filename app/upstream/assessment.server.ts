import {
  AssessmentListResponse,
  AssessmentResponse,
  AssessmentResultResponse,
  ExportDocument,
  Ok,
  QuestionnaireResponse,
  type AssessmentAnswers,
} from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The Responsible-AI self-assessment (docs/product/guidance.md#the-self-assessment). Calls from a Hindi page carry ?lang=hi (core),
 * so question and result texts come in the page's language. A draft started or saved by a
 * signed-in user is theirs alone and opens only with their token, hence auth "optional" on every
 * call about a draft, reads included (the API answers 404 to anyone else).
 */
const draftPath = (id: string, rest = "") => `/api/web/assessment/${encodeURIComponent(id)}${rest}`;

export async function getQuestionnaire(args: UpstreamArgs, version: string) {
  return (
    await upstreamCall(args, {
      path: `/api/web/assessment/questions?version=${encodeURIComponent(version)}`,
      schema: QuestionnaireResponse,
      auth: "none",
    })
  ).data;
}

export async function createAssessment(args: UpstreamArgs) {
  return (await upstreamCall(args, { method: "POST", path: "/api/web/assessment", body: {}, schema: AssessmentResponse })).data;
}

export async function importAssessment(args: UpstreamArgs, document: unknown) {
  return (await upstreamCall(args, { method: "POST", path: "/api/web/assessment/import", body: document, schema: AssessmentResponse }))
    .data;
}

export async function getAssessment(args: UpstreamArgs, id: string) {
  return (await upstreamCall(args, { path: draftPath(id), schema: AssessmentResponse })).data;
}

export async function saveAnswers(
  args: UpstreamArgs,
  id: string,
  answers: Record<string, AssessmentAnswers[string] | null>,
  submit = false,
) {
  return (
    await upstreamCall(args, { method: "POST", path: draftPath(id, "/answers"), body: { answers, submit }, schema: AssessmentResponse })
  ).data;
}

export async function getResult(args: UpstreamArgs, id: string) {
  return (await upstreamCall(args, { path: draftPath(id, "/result"), schema: AssessmentResultResponse })).data;
}

export async function getSharedResult(args: UpstreamArgs, shareId: string) {
  return (
    await upstreamCall(args, {
      path: `/api/web/shared-assessment/${encodeURIComponent(shareId)}/result`,
      schema: AssessmentResultResponse,
      auth: "none",
    })
  ).data;
}

export async function exportAssessment(args: UpstreamArgs, id: string) {
  return upstreamCall(args, { path: draftPath(id, "/export"), schema: ExportDocument });
}

export async function changeSharing(args: UpstreamArgs, id: string, to: "share" | "revoke") {
  return (await upstreamCall(args, { method: "POST", path: draftPath(id, `/${to}`), body: {}, schema: AssessmentResponse })).data;
}

export async function deleteAssessment(args: UpstreamArgs, id: string) {
  await upstreamCall(args, { method: "POST", path: draftPath(id, "/delete"), body: {}, schema: Ok });
}

/** The signed-in user's own assessments, newest first. */
export async function listMyAssessments(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/user/assessments", schema: AssessmentListResponse, auth: "required" })).data;
}
