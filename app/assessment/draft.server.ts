import { ASSESSMENT_ID_PATTERN } from "../../contract";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";

/**
 * An assessment the address names: a malformed id, an unknown one, a deleted one and a revoked
 * share link are all the same 404 page to the visitor.
 */
export async function orNotFound<T>(id: string | undefined, load: (id: string) => Promise<T>): Promise<T> {
  if (!id || !ASSESSMENT_ID_PATTERN.test(id)) throw notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 422)) throw notFound();
    return upstreamErrorResponse(error);
  }
}

export function notFound(): Response {
  return new Response("Assessment not found", { status: 404 });
}
