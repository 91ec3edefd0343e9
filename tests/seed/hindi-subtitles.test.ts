import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { videos as hindiVideos } from "../../api/seed/content/hindi/media";
import { collections } from "../../api/seed/content";
import { cueTexts, cueTimes, translatedVtt } from "../../api/seed/media/subtitles";

const file = (url: string) => readFileSync(path.join("public", url), "utf8");

describe("Hindi subtitles of the sample videos", () => {
  it("every translated video has a committed Hindi WebVTT file with its transcript's lines at the English captions' times", () => {
    expect(hindiVideos.length).toBeGreaterThan(0);
    for (const h of hindiVideos) {
      const english = collections.find((c) => c.collection_type === 5 && c.slug === h.slug)!.attributes!.captions_url!;
      const hindi = file(h.subtitles_url!);
      expect(hindi, h.slug).toMatch(/^WEBVTT\nKind: subtitles\nLanguage: hi\n\n/);
      expect(cueTexts(hindi), h.slug).toEqual(h.transcript);
      expect(cueTimes(hindi), h.slug).toEqual(cueTimes(file(english)));
    }
  });

  it("refuses a translation whose lines do not match the captions' cues", () => {
    const vtt = "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nOne.\n\n2\n00:00:01.000 --> 00:00:02.000\nTwo.\n";
    expect(() => translatedVtt(vtt, ["एक।"], "hi")).toThrow(/2 cues, the translation 1 lines/);
    expect(cueTexts(translatedVtt(vtt, ["एक।", "दो।"], "hi"))).toEqual(["एक।", "दो।"]);
  });
});
