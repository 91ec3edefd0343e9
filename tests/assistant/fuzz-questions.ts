/**
 * Questions for the assistant's fuzz tests: for a length and a script, a deterministic question of
 * exactly that many characters (UTF-16 units, as the 300-character limit counts them) made of the
 * words visitors type: content words, question and stop words, place and type names, numbers and
 * punctuation, in Latin or Devanagari script. Used straight against the API
 * (tests/assistant/api/fuzz.test.ts) and through /assistant (tests/assistant/portal-http.test.ts).
 */

export type Script = "latin" | "devanagari";

const LATIN = [
  "When",
  "when",
  "is",
  "the",
  "Bhasha",
  "AI",
  "Summit",
  "?",
  "where",
  "Where",
  "who",
  "how",
  "much",
  "How",
  "do",
  "I",
  "apply",
  "for",
  "of",
  "in",
  "and",
  "a",
  "an",
  "what",
  "What",
  "which",
  "are",
  "there",
  "any",
  "speech",
  "recognition",
  "startups",
  "datasets",
  "agriculture",
  "GPU",
  "compute",
  "subsidised",
  "upcoming",
  "events",
  "Bengaluru",
  "Pune",
  "Delhi",
  "fund",
  "course",
  "Python",
  "data",
  "analysis",
  "Hindi",
  "in Hindi?",
  "and in Pune?",
  "it",
  "this",
  "scholarship",
  "FutureSkills",
  "2027",
  "₹350",
  "crore",
  "50%",
  "e-mail",
  "O'Brien",
  "co-op",
  "rock'n'roll",
  "&",
  "(",
  ")",
  ",",
  ".",
  "!",
  "…",
  "—",
  "“quoted”",
  "'single'",
  "#tag",
  "@name",
  "1/2",
  "x86_64",
  "C++",
  "Node.js",
  "should",
  "my",
  "fever",
  "lawyer",
  "invest",
  "advice",
  "ISO/IEC",
  "42001",
  "FAIR",
  "the the the",
  "?!",
  "...",
  ";",
  ":",
  "-",
  "/",
  "\\",
];

const DEVANAGARI = [
  "भारतीय",
  "भाषाओं",
  "के",
  "लिए",
  "वाक्",
  "पहचान",
  "वाला",
  "स्टार्टअप",
  "कौन",
  "सा",
  "है",
  "?",
  "भाषा",
  "एआई",
  "शिखर",
  "सम्मेलन",
  "कब",
  "कहाँ",
  "कहां",
  "क्या",
  "की",
  "का",
  "में",
  "से",
  "और",
  "या",
  "किसान",
  "हेल्पलाइन",
  "फसल",
  "रोगों",
  "तस्वीरों",
  "डेटासेट",
  "आगामी",
  "कार्यक्रम",
  "पुणे",
  "दिल्ली",
  "बेंगलुरु",
  "रियायती",
  "जीपीयू",
  "दूसरा",
  "चरण",
  "यह",
  "वह",
  "इसका",
  "हिंदी में?",
  "और पुणे में?",
  "।",
  ",",
  "!",
  "२०२७",
  "2027",
  "₹",
  "लाख",
  "करोड़",
  "मुझे",
  "बुखार",
  "दवा",
  "सलाह",
  "निवेश",
  "कानूनी",
  "“उद्धरण”",
  "-",
  "…",
  "क्षेत्र",
  "ज़्यादा",
  "श्री",
  "त्र",
  "ॐ",
  "AI",
  "GPU",
  "डायबिटिक",
  "रेटिनोपैथी",
  "की जांच",
];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A question of exactly `length` characters in `script`, the same every run for the same arguments. */
export function fuzzQuestion(length: number, script: Script, salt = 0): string {
  const words = script === "latin" ? LATIN : DEVANAGARI;
  const next = random(length * 7919 + (script === "latin" ? 1 : 2) + salt * 104729);
  let text = "";
  while (text.length < length) text += (text ? " " : "") + words[Math.floor(next() * words.length)];
  text = text.slice(0, length);
  // No space at either end: the API trims, and the length is the point.
  const filler = script === "latin" ? "x" : "क";
  if (/\s$/.test(text)) text = `${text.slice(0, -1)}${filler}`;
  if (/^\s/.test(text)) text = `${filler}${text.slice(1)}`;
  return text;
}
