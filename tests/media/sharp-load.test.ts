/**
 * sharp is loaded at the first upload (api/media/renditions.ts). A load that fails (a descriptor
 * limit or memory short for a moment) fails that upload, not every upload until a restart.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("sharp");
  vi.resetModules();
});

describe("sharp, loaded at the first image", () => {
  it("is loaded again at the next image after a load that failed", async () => {
    let failing = true;
    vi.doMock("sharp", async (importOriginal) => {
      if (failing) throw new Error("EMFILE: too many open files");
      return importOriginal();
    });
    vi.resetModules();
    const { renderImage } = await import("../../api/media/renditions");
    const { default: realSharp } = await vi.importActual<typeof import("sharp")>("sharp");
    const png = await realSharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    await expect(renderImage(png)).rejects.toThrow(/EMFILE|mocking/);
    failing = false;
    const rendered = await renderImage(png);
    expect(rendered).toMatchObject({ width: 40, height: 30 });
  });
});
