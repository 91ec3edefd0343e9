import { ASSESSMENT_LIMITS } from "../../contract";
import "~/assessment/messages";

/** Room for the multipart framing around a file of the largest size accepted. */
const FORM_OVERHEAD = 4 * 1024;

export type ImportProblem = "assessment.import.errorMissing" | "assessment.import.errorTooLarge" | "assessment.import.errorInvalid";

/**
 * The uploaded export file, read as JSON. The declared length is checked before the body is
 * read, so an oversized upload is refused without holding it in memory; the API checks the
 * document itself (format, version, answers) again.
 */
export async function readImport(
  request: Request,
): Promise<{ document: unknown; formData: FormData } | { problem: ImportProblem; formData?: FormData }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > ASSESSMENT_LIMITS.importBytes + FORM_OVERHEAD) return { problem: "assessment.import.errorTooLarge" };
  const formData = await request.formData();
  const file = formData.get("file");
  if (!file || typeof file === "string" || file.size === 0) return { problem: "assessment.import.errorMissing", formData };
  if (file.size > ASSESSMENT_LIMITS.importBytes) return { problem: "assessment.import.errorTooLarge", formData };
  try {
    return { document: JSON.parse(await file.text()) as unknown, formData };
  } catch {
    return { problem: "assessment.import.errorInvalid", formData };
  }
}
