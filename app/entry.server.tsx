import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/chrome/nonce";
import "~/i18n/all.server";
import { markOfflineReadable } from "~/content/offline-readable.server";
import { withoutNul } from "~/without-nul.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  markOfflineReadable(request, responseStatusCode, responseHeaders);
  // Bots get the document rendered whole; browsers the shell, then what suspended in it (streamed
  // into the same answer, which is sent when all of it is there).
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The server sends a document whole (it hashes it for the ETag, server/request-adapter.ts), so
    // it is gathered here in the chunks React writes, not passed along a stream chunk by chunk.
    const respond = () => {
      shellRendered = true;
      const status = responseStatusCode;
      const chunks: Uint8Array[] = [];
      const body = new Writable({
        write(chunk: Uint8Array, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      body.on("finish", () => {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(withoutNul(Buffer.concat(chunks)), { headers: responseHeaders, status }));
      });
      pipe(body);
    };
    // A render that never finishes is cut off; one that finishes clears this (onAllReady).
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          // Rendered: the render's state is no longer kept alive by the deadline.
          clearTimeout(deadline);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext?.logger?.error({ err: String(error) }, "render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  // The router's own error responses (405 for a method a route does not take…) are not Errors.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context?.logger?.info({ status: error.status, url: request.url }, `route refused the request: ${error.status} ${error.statusText}`);
    return;
  }
  const err = error instanceof Error ? error.stack : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  if (context?.logger) context.logger.error({ err, url: request.url }, "unhandled route error");
  else console.error(err);
}
