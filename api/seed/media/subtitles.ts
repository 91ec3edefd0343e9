/**
 * Subtitles in another language for a sample video: the cues (numbers and times) of its English
 * WebVTT captions, each with the translated line instead of the English one. The narration has
 * one caption per line of its script, so the translation must have as many lines.
 */
export function translatedVtt(englishVtt: string, lines: readonly string[], lang: string): string {
  const cues = englishVtt
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .slice(1);
  if (cues.length !== lines.length) throw new Error(`the captions have ${cues.length} cues, the translation ${lines.length} lines`);
  const out = cues.map((cue, i) => {
    const [number, times] = cue.split("\n");
    if (!/-->/.test(times ?? "")) throw new Error(`cue ${i + 1} has no times`);
    return `${number}\n${times}\n${lines[i]}`;
  });
  return [`WEBVTT\nKind: subtitles\nLanguage: ${lang}`, ...out].join("\n\n") + "\n";
}

/** The text lines of a WebVTT file's cues (for checks). */
export function cueTexts(vtt: string): string[] {
  return vtt
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .slice(1)
    .map((cue) => cue.split("\n").slice(2).join("\n"));
}

/** The start and end times of a WebVTT file's cues (for checks). */
export function cueTimes(vtt: string): string[] {
  return vtt
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .slice(1)
    .map((cue) => cue.split("\n")[1]);
}
