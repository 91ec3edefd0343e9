import { MEDIA_FILE_NAMES, MediaId, MediaResponse, type Media, type MediaKind } from "../../contract";
import { upstreamBreaker } from "../../shared/upstream-breakers";
import { upstreamCall, UpstreamBreakerOpen, UpstreamError, type UpstreamArgs } from "./core.server";

export type UploadResult = { ok: true; media: Media } | { ok: false; error: string };

/**
 * The file a form field carries, or null when none was chosen (a browser sends an empty,
 * nameless part for a file input left empty).
 */
export function chosenFile(form: FormData, field: string): File | null {
  const value = form.get(field);
  return value && typeof value !== "string" && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * Uploads one file for the signed-in user. A refusal (too large, wrong type, too many pixels)
 * comes back as the API's message in the page's language, to show by the file input; the form
 * then keeps the id of any file already accepted in a hidden field, so nothing is uploaded twice.
 */
export async function uploadMedia(args: UpstreamArgs, file: File, purpose: MediaKind): Promise<UploadResult> {
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("file", file, file.name);
  try {
    const { data } = await upstreamCall(args, {
      method: "POST",
      path: "/api/web/media",
      body: form,
      schema: MediaResponse,
      auth: "required",
    });
    return { ok: true, media: data };
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.apiError) {
      return { ok: false, error: error.fieldError("file") ?? error.fieldError("purpose") ?? error.apiError.message };
    }
    throw error;
  }
}

/** The headers of a media file worth passing on to the browser. */
const PASSED_HEADERS = ["content-type", "content-length", "content-disposition"];

/**
 * One media file from the API as a stream, or null when there is no such file. Files are
 * public: no token, no language.
 */
export async function fetchMediaFile(
  args: UpstreamArgs,
  id: string,
  file: string,
): Promise<{ body: ReadableStream<Uint8Array>; headers: Headers } | null> {
  if (!MediaId.safeParse(id).success || !MEDIA_FILE_NAMES.includes(file)) return null;
  const url = new URL(`/api/media/${id}/${file}`, args.context.upstreamOrigin);
  // The upstream's circuit breaker, as for every other call (core.server.ts).
  const ticket = upstreamBreaker(args.context.upstreamOrigin).enter();
  if (!ticket) throw new UpstreamError(0, url.pathname, null, { cause: new UpstreamBreakerOpen(args.context.upstreamOrigin) });
  // The timeout bounds the wait for the answer, not the file's journey to a slow phone; the
  // visitor going away stops both.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("Upstream media call timed out", "TimeoutError")),
    args.context.upstreamTimeoutMs,
  );
  args.request.signal.addEventListener("abort", () => controller.abort(args.request.signal.reason), { once: true });
  let response: Response;
  try {
    response = await fetch(url, { signal: controller.signal, headers: { "X-Request-Id": args.context.requestId } });
  } catch (error) {
    if (
      args.request.signal.aborted &&
      !(controller.signal.reason instanceof DOMException && controller.signal.reason.name === "TimeoutError")
    )
      ticket.abandoned();
    else ticket.failed();
    args.context.logger.warn({ path: url.pathname, err: String(error) }, "upstream unreachable");
    throw new UpstreamError(0, url.pathname, null, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (response.status >= 500) ticket.failed();
  else ticket.succeeded();
  if (response.status === 404 || response.status === 422) return null;
  if (!response.ok || !response.body) throw new UpstreamError(response.status, url.pathname, null);
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return { body: response.body, headers };
}
