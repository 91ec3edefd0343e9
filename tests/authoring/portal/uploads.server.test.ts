import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalPdf } from "../../media/fixtures";
import { startTestApi, type TestApi } from "../../api/harness";
import { loadContext, routeArgs } from "../../support/load-context";
import { multipartPost, run, signedIn as signIn } from "../../support/portal-requests";

process.env.SESSION_SECRET ??= "test-secret-for-authoring-portal-tests";

/**
 * Files on the authoring forms: uploaded through the form's own post (multipart, no JavaScript
 * needed), kept by id when another field is wrong, refused with a message by the file input.
 */
const editor = await import("~/authoring/routes/editor");

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

const context = () => loadContext(api.baseUrl, { upstreamTimeoutMs: 10_000 });

const signedIn = () => signIn(api, "Uploader", (id) => `up${id}@example.test`);
const submit = (path: string, kind: string, fields: Record<string, string | File>, cookie: string) =>
  run(() => editor.action(routeArgs(multipartPost(path, fields, cookie), context(), { kind })));

interface Answer {
  data: {
    result: { error?: Record<string, string[]> };
    values: Record<string, unknown>;
    preview?: {
      lang: string;
      image: { src: string; alt: string; picture: { src: string } | null } | null;
      download: { kind: string; href: string } | null;
    };
  };
  init?: { status?: number } | null;
}

const png = async (width: number, height: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
          .png()
          .toBuffer(),
      ),
    ],
    "photo.png",
    { type: "image/png" },
  );

describe("an image on an article", () => {
  it("is uploaded with the form and kept by its id when another field is wrong", async () => {
    const { cookie } = await signedIn();
    const res = (await submit(
      "/posts/articles",
      "articles",
      {
        title: "With a picture",
        summary: "",
        body: "Text.",
        sector: "health",
        image_alt: "A blue square",
        image_file: await png(320, 200),
        intent: "submit",
      },
      cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(Object.keys(res.data.result.error ?? {})).toEqual(["summary"]);
    const imageId = res.data.values.image_id as string;
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);

    // The form comes back with the id in a hidden field: the next post sends no file at all.
    const saved = (await submit(
      "/posts/articles",
      "articles",
      {
        title: "With a picture",
        summary: "A summary.",
        body: "Text.",
        sector: "health",
        image_alt: "A blue square",
        image_id: imageId,
        intent: "submit",
      },
      cookie,
    )) as Response;
    expect(saved.headers.get("Location")).toMatch(/^\/posts\/articles\/[a-z0-9-]+\?saved=submitted$/);
  });

  it("needs its description (alt text) to be submitted", async () => {
    const { cookie } = await signedIn();
    const res = (await submit(
      "/posts/articles",
      "articles",
      { title: "No alt", summary: "S.", body: "Text.", sector: "health", image_file: await png(50, 50), intent: "submit" },
      cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.image_alt).toEqual(["authoring.error.imageAltRequired"]); // "Describe the image for people who cannot see it"
  });

  it("refuses a text file renamed .jpg with a message by the file input, keeping what was typed", async () => {
    const { cookie } = await signedIn();
    const fake = new File(["just some text, not a picture"], "photo.jpg", { type: "image/jpeg" });
    const res = (await submit(
      "/posts/articles",
      "articles",
      {
        title: "Kept title",
        summary: "Kept summary",
        body: "Kept body",
        sector: "health",
        image_alt: "x",
        image_file: fake,
        intent: "submit",
      },
      cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.image_id?.[0]).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(res.data.values).toMatchObject({ title: "Kept title", summary: "Kept summary", body: "Kept body" });
  });

  it("refuses an image over 5 MB with a message by the file input", async () => {
    const { cookie } = await signedIn();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = (await submit(
      "/posts/articles",
      "articles",
      { title: "Big picture", image_file: new File([big], "big.png", { type: "image/png" }), intent: "draft" },
      cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.image_id?.[0]).toMatch(/5 MB/);
  });

  it("a Hindi report previews with its image and a link to its PDF, both uploaded with the preview", async () => {
    const { cookie } = await signedIn();
    const pdf = new File([new Uint8Array(minimalPdf)], "रिपोर्ट.pdf", { type: "application/pdf" });
    const fields = {
      title: "कृषि में एआई: एक अध्ययन",
      summary: "बारह ज़िलों के परीक्षण।",
      body: "## निष्कर्ष\n\nतीन **मॉडल**।",
      sector: "agriculture",
      image_alt: "खेत में किसान",
      image_file: await png(640, 400),
      pdf_file: pdf,
      intent: "preview",
    };
    const res = (await submit("/hi/posts/research-report", "research-report", fields, cookie)) as unknown as Answer;
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data.preview?.image).toMatchObject({
      src: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\//),
      alt: "खेत में किसान",
      picture: { src: expect.stringMatching(/card\.webp$/) },
    });
    expect(res.data.preview?.download).toEqual({
      kind: "report",
      href: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/.*\.pdf$/),
      details: "PDF",
    });
    // Both files stay with the form by id: saving after the preview sends no file again.
    expect(res.data.values.image_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data.values.pdf_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a report's file that is not a PDF is refused by the PDF input", async () => {
    const { cookie } = await signedIn();
    const fake = new File(["%PDX not really"], "report.pdf", { type: "application/pdf" });
    const res = (await submit(
      "/posts/research-report",
      "research-report",
      { title: "A report", pdf_file: fake, intent: "draft" },
      cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.pdf_id?.[0]).toMatch(/PDF/);
  });
});
