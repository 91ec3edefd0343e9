import { createCookie } from "react-router";
import { ASSESSMENT_ID_PATTERN, ASSESSMENT_LIMITS } from "../../contract";
import { isSecureRequest } from "~/upstream/session.server";

/**
 * The anonymous visitor's latest assessment (for /responsible-ai/assessment-result and the
 * "continue" link): the draft id in an HttpOnly cookie on this device only. No personal data.
 */
const latest = createCookie("rai_assessment", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: ASSESSMENT_LIMITS.abandonedAfterDays * 86_400,
});

export async function latestAssessmentId(request: Request): Promise<string | null> {
  const value: unknown = await latest.parse(request.headers.get("Cookie"));
  return typeof value === "string" && ASSESSMENT_ID_PATTERN.test(value) ? value : null;
}

export function rememberAssessment(request: Request, id: string): Promise<string> {
  return latest.serialize(id, { secure: isSecureRequest(request) });
}

export function forgetAssessment(request: Request): Promise<string> {
  return latest.serialize("", { maxAge: 0, secure: isSecureRequest(request) });
}
