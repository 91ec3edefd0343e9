import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mediaSources, sniffMedia } from "../../contract";
import { Picture } from "../../app/components/media/Picture";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("mediaSources", () => {
  it("gives AVIF then WebP srcsets for any rendition url of an upload", () => {
    const sources = mediaSources(`/media/${ID}/full.webp`)!;
    expect(sources.id).toBe(ID);
    expect(sources.thumb.sources).toEqual([
      { format: "avif", type: "image/avif", srcset: `/media/${ID}/thumb.avif 1x, /media/${ID}/thumb-2x.avif 2x` },
      { format: "webp", type: "image/webp", srcset: `/media/${ID}/thumb.webp 1x, /media/${ID}/thumb-2x.webp 2x` },
    ]);
    expect(sources.thumb).toMatchObject({ src: `/media/${ID}/thumb.webp`, width: 140, height: 140 });
    expect(sources.responsive.sources[0].srcset).toBe(`/media/${ID}/card.avif 640w, /media/${ID}/full.avif 1600w`);
    expect(sources.responsive.src).toBe(`/media/${ID}/card.webp`);
    expect(mediaSources(`/media/${ID.toUpperCase()}/thumb.avif`)?.id).toBe(ID);
  });

  it("is null for sample images, external urls, PDFs and anything malformed", () => {
    for (const url of [
      null,
      undefined,
      "",
      "/sample/illustrations/a.svg",
      "https://cdn.example/x.webp",
      `/media/${ID}/document.pdf`,
      `/media/${ID}/../x.webp`,
      `/media/not-an-id/full.webp`,
      `/media/${ID}/full.webp?x=1`,
      `https://evil.example/media/${ID}/full.webp`,
    ]) {
      expect(mediaSources(url), String(url)).toBeNull();
    }
  });
});

describe("sniffMedia", () => {
  it("knows images and PDFs by their bytes, and nothing else", () => {
    const bytes = (...parts: (string | number[])[]) =>
      Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffMedia(bytes("\x89PNG\r\n\x1a\n"))).toBe("png");
    expect(sniffMedia(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffMedia(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0], "mif1miaf"))).toBe("avif");
    expect(sniffMedia(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "avifmiaf"))).toBe("avif");
    expect(sniffMedia(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(sniffMedia(bytes("%PDF-1.7\n...\n%%EOF\n"))).toBe("pdf");
    expect(sniffMedia(bytes("%PDF-1.7\nno trailer"))).toBeNull();
    expect(sniffMedia(bytes("GIF89a"))).toBeNull();
    expect(sniffMedia(bytes("hello"))).toBeNull();
  });
});

describe("Picture", () => {
  it("renders an upload as a <picture> with AVIF and WebP sources, a WebP <img> and its box", () => {
    const html = renderToStaticMarkup(
      <Picture
        image={{ src: `/media/${ID}/full.webp`, alt: "A farmer with a tablet", picture: mediaSources(`/media/${ID}/full.webp`)!.thumb }}
        width={140}
        height={140}
      />,
    );
    expect(html).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="/media/${ID}/thumb.avif 1x, /media/${ID}/thumb-2x.avif 2x"/>` +
        `<source type="image/webp" srcSet="/media/${ID}/thumb.webp 1x, /media/${ID}/thumb-2x.webp 2x"/>` +
        `<img src="/media/${ID}/thumb.webp" alt="A farmer with a tablet" width="140" height="140" loading="lazy" decoding="async"/></picture>`,
    );
  });

  it("gives the detail page's picture width descriptors and the sizes it is shown at", () => {
    const html = renderToStaticMarkup(
      <Picture
        image={{ src: `/media/${ID}/full.webp`, alt: "", picture: mediaSources(`/media/${ID}/full.webp`)!.responsive }}
        sizes="(min-width: 48rem) 48rem, 100vw"
        width={1200}
        height={630}
        loading="eager"
      />,
    );
    expect(html).toContain(`srcSet="/media/${ID}/card.avif 640w, /media/${ID}/full.avif 1600w" sizes="(min-width: 48rem) 48rem, 100vw"`);
    expect(html).toContain(`<img src="/media/${ID}/card.webp" alt="" width="1200" height="630" loading="eager"`);
  });

  it("shows any other image as a plain <img>", () => {
    const html = renderToStaticMarkup(
      <Picture image={{ src: "/sample/illustrations/farm.svg", alt: "Farm", picture: null }} width={140} height={140} lang="en" />,
    );
    expect(html).toBe(
      `<img src="/sample/illustrations/farm.svg" alt="Farm" lang="en" width="140" height="140" loading="lazy" decoding="async"/>`,
    );
  });
});
