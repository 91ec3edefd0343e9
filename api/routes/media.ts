import { pipeline } from "node:stream/promises";
import express, { Router, type RequestHandler } from "express";
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_CONTENT_SECURITY_POLICY,
  MEDIA_FORM_OVERHEAD,
  MEDIA_LIMITS,
  MediaKind,
  MediaResponse,
  type Lang,
} from "../../contract";
import { requireUser } from "../auth/bearer";
import type { ApiContext } from "../context";
import { fieldError, handler, noStore, queryLang, reply } from "../http";
import { MEDIA_MESSAGES } from "../media/messages";
import { createMedia, openMediaFile, type UploadedFile } from "../media/service";

const MULTIPART = /^\s*multipart\/form-data\s*;/i;

const problem = (lang: Lang, message: keyof (typeof MEDIA_MESSAGES)["en"], status: number) =>
  fieldError("file", MEDIA_MESSAGES[lang][message], status);

/**
 * Reads the multipart body up to the largest file accepted plus its framing, counting bytes as
 * they arrive: a larger upload is refused with 413 before it is all in memory (decision 0100).
 */
function multipartBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: MEDIA_LIMITS.pdfBytes + MEDIA_FORM_OVERHEAD });
  return (req, res, next) => {
    const lang = queryLang(req);
    if (!MULTIPART.test(req.get("content-type") ?? "")) return next(problem(lang, "notMultipart", 415));
    raw(req, res, (error?: { type?: string }) => next(error?.type === "entity.too.large" ? problem(lang, "bodyTooLarge", 413) : error));
  };
}

/** The form's `purpose` and `file`, parsed the way the portal's request guard parses forms. */
async function uploadOf(body: Buffer, type: string, lang: Lang): Promise<{ purpose: MediaKind; file: UploadedFile }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw problem(lang, "malformed", 400);
  }
  const purpose = MediaKind.safeParse(form.get("purpose"));
  if (!purpose.success) throw fieldError("purpose", MEDIA_MESSAGES[lang].purpose);
  const file = form.get("file");
  if (!file || typeof file === "string") throw problem(lang, "missing", 422);
  return { purpose: purpose.data, file: { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) } };
}

/** Uploads (a signed-in user's images and PDFs) and the files they become. Decision 0100. */
export function mediaRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post(
    "/web/media",
    // Uploads belong to contributing: they share its write budget.
    ctx.limitWrites("contribution"),
    (req, _res, next) => {
      requireUser(req); // before the body is read: a visitor's upload is never buffered
      next();
    },
    multipartBody(),
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const user = requireUser(req);
      const { purpose, file } = await uploadOf(req.body as Buffer, req.get("content-type") ?? "", lang);
      reply(res, MediaResponse, { data: await createMedia(ctx, user.id, purpose, file, lang) }, 201);
    }),
  );

  router.get(
    "/media/:id/:file",
    handler(async (req, res) => {
      const lang = queryLang(req);
      const stored = await openMediaFile(ctx, req.params.id, req.params.file, lang);
      res.setHeader("Content-Type", stored.type);
      res.setHeader("Content-Length", String(stored.bytes));
      res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
      res.setHeader("X-Content-Type-Options", "nosniff");
      // Uploads are strangers' files on the portal's own origin: a PDF is downloaded, never opened
      // here (one with /OpenAction JavaScript and trailing HTML was accepted: docs/product/limits.md#safety-of-pages-and-uploads), and
      // nothing served from here may run script or be a page of this origin.
      res.setHeader("Content-Security-Policy", MEDIA_CONTENT_SECURITY_POLICY);
      if (stored.type === "application/pdf") res.setHeader("Content-Disposition", 'attachment; filename="document.pdf"');
      if (req.method === "HEAD") {
        stored.body.destroy();
        return void res.end();
      }
      // A reader who goes away mid-file is not an error of ours.
      await pipeline(stored.body, res).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
      });
    }),
  );

  return router;
}
