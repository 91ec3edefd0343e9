import type { AssistantAnswer, Lang } from "../../contract";
import { OFF_TOPIC, QUESTIONS } from "./questions";

export type Ask = (question: string, lang: Lang) => Promise<AssistantAnswer>;

export interface Quality {
  /** Share of QUESTIONS whose expected item is among the first three sources. */
  topThree: number;
  /** Share of OFF_TOPIC answered "not found". */
  notFound: number;
  misses: string[];
  inventions: string[];
  /** Milliseconds per answer, in the order asked: wall-clock, and this process's CPU time. */
  timings: number[];
  cpu: number[];
}

/** Asks the quality set (tests/assistant/questions.ts) and scores the answers. */
export async function measureQuality(ask: Ask): Promise<Quality> {
  const misses: string[] = [];
  const inventions: string[] = [];
  const timings: number[] = [];
  const cpu: number[] = [];
  const timed = async (question: string, lang: Lang) => {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    const answer = await ask(question, lang);
    timings.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    return answer;
  };
  for (const q of QUESTIONS) {
    const answer = await timed(q.question, q.lang);
    const hit = answer.sources.slice(0, 3).some((s) => s.type === q.expect.type && s.href.endsWith(`/${q.expect.slug}`));
    if (!hit)
      misses.push(
        `${q.question} → ${answer.status}: ${answer.sources
          .slice(0, 3)
          .map((s) => s.href)
          .join(", ")}`,
      );
  }
  for (const q of OFF_TOPIC) {
    const answer = await timed(q.question, q.lang);
    if (answer.status !== "not_found")
      inventions.push(
        `${q.question} → ${answer.sources
          .slice(0, 3)
          .map((s) => s.href)
          .join(", ")}`,
      );
  }
  return {
    topThree: (QUESTIONS.length - misses.length) / QUESTIONS.length,
    notFound: (OFF_TOPIC.length - inventions.length) / OFF_TOPIC.length,
    misses,
    inventions,
    timings,
    cpu,
  };
}
