import type { Lang } from "../../contract";
import { renderMarkdown } from "../authoring/markdown";
import { htmlToTextBlocks } from "../repo/html";
import type { LlmConfig } from "./config";

/**
 * The optional language model (docs/decisions/0095): it gets only the retrieved passages, is
 * told to use nothing else, to answer in the question's language and to cite each sentence's
 * passage as [n]. Anything but a usable answer (a timeout, an error, no citation, a citation of
 * a passage it was not given, the wrong script) is null, and the extractive answer stands.
 */

const MAX_ANSWER = 1500;

const INSTRUCTIONS: Record<Lang, string> = {
  en:
    "You answer visitors' questions on the IndiaAI portal. Use ONLY the numbered passages given; add no fact that is not in them. " +
    "Write two to four short sentences in English. End every sentence with the number of the passage it comes from, like [1]. " +
    "If the passages do not answer the question, reply exactly: NOT_FOUND",
  hi:
    "आप इंडियाएआई पोर्टल पर आगंतुकों के प्रश्नों के उत्तर देते हैं। केवल दिए गए क्रमांकित अंशों का उपयोग करें; उनसे बाहर का कोई तथ्य न जोड़ें। " +
    "हिंदी में दो से चार छोटे वाक्य लिखें। हर वाक्य के अंत में उस अंश का क्रमांक लिखें जिससे वह लिया गया है, जैसे [1]। " +
    "यदि अंशों में प्रश्न का उत्तर नहीं है, तो केवल यह लिखें: NOT_FOUND",
};

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  if (base.endsWith("/chat/completions")) return base;
  return base.endsWith("/v1") ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

const CITATION = /\s*\[(\d+)\]/g;
// A sentence, its citations, and the full stop some models put after them ("है [1]।").
const SENTENCE = /[^.!?।]+[.!?।]?(?:\s*\[\d+\])*[.!?।]?\s*/gu;

/** The model's text as sentences with their passage index, or null when it is not a usable answer. */
export function parseModelAnswer(text: string, passages: number, lang: Lang): { text: string; source: number }[] | null {
  const raw = text.trim();
  if (!raw || raw.length > MAX_ANSWER || raw.includes("NOT_FOUND")) return null;
  // Models like to answer in Markdown (bold names, bullets, links, a heading): read as a published
  // body is (api/repo/html.ts), so the answer is plain sentences, each list item one of its own.
  const trimmed = htmlToTextBlocks(renderMarkdown(raw), { headings: false }).join(" ");
  if (lang === "hi" ? !/[\u0900-\u097f]/.test(trimmed) : /[\u0900-\u097f]/.test(trimmed)) return null;
  const out: { text: string; source: number }[] = [];
  let pending: string[] = [];
  for (const raw of trimmed.match(SENTENCE) ?? []) {
    const cited = [...raw.matchAll(CITATION)].map((m) => Number(m[1]) - 1);
    const sentence = raw.replace(CITATION, "").replace(/\s+/g, " ").trim();
    if (!sentence) continue;
    if (cited.some((n) => !Number.isInteger(n) || n < 0 || n >= passages)) return null;
    if (!cited.length) {
      pending.push(sentence);
      continue;
    }
    // A sentence without its own citation belongs with the next cited one.
    out.push({ text: [...pending, sentence].join(" "), source: cited[0] });
    pending = [];
  }
  if (pending.length) {
    if (!out.length) return null;
    out[out.length - 1].text += ` ${pending.join(" ")}`;
  }
  return out.length ? out : null;
}

/** Asks the model to answer from the passages; null on any failure (the caller keeps its own answer). */
export async function rephrase(
  config: LlmConfig,
  question: string,
  passages: string[],
  lang: Lang,
): Promise<{ text: string; source: number }[] | null> {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p}`).join("\n\n");
  try {
    const res = await fetch(endpoint(config.url), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs),
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        stream: false,
        messages: [
          { role: "system", content: INSTRUCTIONS[lang] },
          { role: "user", content: `${numbered}\n\n${lang === "hi" ? "प्रश्न" : "Question"}: ${question}` },
        ],
      }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body?.choices?.[0]?.message?.content;
    return typeof content === "string" ? parseModelAnswer(content, passages.length, lang) : null;
  } catch {
    return null;
  }
}
