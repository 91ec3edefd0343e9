import { describe, expect, it } from "vitest";
import { choiceQuestion, practices } from "../../api/assessment/questions/build";
import { score } from "../../api/assessment/scoring";
import type { Answers, Questionnaire } from "../../api/assessment/types";

/**
 * A questionnaire small enough to work out by hand. Maximum raw impact 3 + 4 = 7. Safety: s1
 * yes/no, critical, weight 1 (yes 3); s2 maturity, weight 3 (0 / 3 / 6 / 9): maximum 12.
 * Equality: e1 maturity (0–3); e2 checklist p 1, q 1, r 2 (maximum 4); e3 maturity, shown
 * only when genai is "yes". Every other principle has no questions.
 */
const t = (en: string) => ({ en, hi: en });
const s = practices("safety");
const e = practices("equality");
const common = { text: t("q"), recommendation: t("r"), guide: "architect-guide" as const };
const FIXTURE: Questionnaire = {
  version: "test",
  questions: [
    choiceQuestion("profile", { id: "genai", text: t("genai") }, [
      ["yes", t("yes"), null],
      ["no", t("no"), null],
    ]),
    choiceQuestion("impact", { id: "i1", text: t("i1") }, [
      ["a", t("a"), 0],
      ["b", t("b"), 1],
      ["c", t("c"), 2],
      ["d", t("d"), 3],
    ]),
    choiceQuestion("impact", { id: "i2", text: t("i2") }, [
      ["x", t("x"), 0],
      ["y", t("y"), 4],
    ]),
    s.yesNo({ ...common, id: "s1", critical: true }),
    s.maturity({ ...common, id: "s2", weight: 3 }),
    e.maturity({ ...common, id: "e1" }),
    e.checklist({ ...common, id: "e2" }, [
      ["p", t("p"), 1],
      ["q", t("q"), 1],
      ["r", t("r"), 2],
    ]),
    e.maturity({ ...common, id: "e3", show_if: { question: "genai", any_of: ["yes"] } }),
  ],
};

interface Case {
  name: string;
  answers: Answers;
  raw: number;
  current: number;
  level: 1 | 2 | 3 | 4;
  practice: [number, number];
  safety: [number | null, string | null, boolean?];
  equality: [number | null, string | null];
}

const BEST = { s1: "yes", s2: "implemented", e1: "implemented", e2: ["p", "q", "r"] };

const CASES: Case[] = [
  {
    name: "no answers: every visible question counts as 0, the conditional one stays hidden",
    answers: {},
    raw: 0,
    current: 0,
    level: 1,
    practice: [0, 19],
    safety: [0, "initial"],
    equality: [0, "initial"],
  },
  {
    name: "low impact, every practice in place; a hidden question's answer is ignored",
    answers: { genai: "no", i1: "a", i2: "x", ...BEST, e3: "not-started" },
    raw: 0,
    current: 0,
    level: 1,
    practice: [19, 19],
    safety: [100, "managed"],
    equality: [100, "managed"],
  },
  {
    name: "the conditional question counts once its condition holds",
    answers: { genai: "yes", i1: "a", i2: "x", ...BEST, e3: "not-started" },
    raw: 0,
    current: 0,
    level: 1,
    practice: [19, 22],
    safety: [100, "managed"],
    equality: [70, "defined"],
  },
  {
    name: "mitigation: practices at 100 % bring raw 6 (IV) down to round(0.85 × 6) = 5 (III)",
    answers: { i1: "c", i2: "y", ...BEST },
    raw: 6,
    current: 5,
    level: 3,
    practice: [19, 19],
    safety: [100, "managed"],
    equality: [100, "managed"],
  },
  {
    name: "no mitigation below 80 %: 7 of 19 points leaves raw 6 at level IV; 25 % is still Initial",
    answers: { i1: "c", i2: "y", s1: "yes", s2: "not-started", e1: "implemented", e2: ["p"] },
    raw: 6,
    current: 6,
    level: 4,
    practice: [7, 19],
    safety: [25, "initial"],
    equality: [(4 / 7) * 100, "defined"],
  },
  {
    name: "exactly 80 % with a checklist N/A excluded mitigates; 75 % is still Defined",
    answers: { i1: "c", i2: "y", s1: "yes", s2: "partial", e1: "implemented", e2: ["na"] },
    raw: 6,
    current: 5,
    level: 3,
    practice: [12, 15],
    safety: [75, "defined"],
    equality: [100, "managed"],
  },
  {
    name: "a critical 'no' at level IV caps its principle at Developing",
    answers: { i1: "d", i2: "y", s1: "no", s2: "implemented", e1: "not-started", e2: [] },
    raw: 7,
    current: 7,
    level: 4,
    practice: [9, 19],
    safety: [75, "developing", true],
    equality: [0, "initial"],
  },
  {
    name: "the same critical 'no' at level II does not cap; a principle with only N/A has no score",
    answers: { i1: "d", i2: "x", s1: "no", s2: "implemented", e1: "na", e2: ["na"] },
    raw: 3,
    current: 3,
    level: 2,
    practice: [9, 12],
    safety: [75, "defined", false],
    equality: [null, null],
  },
];

describe("the assessment's scoring, over hand-worked answer sets", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const result = score(FIXTURE, c.answers);
      expect(result.impact).toMatchObject({ raw: c.raw, max: 7, current: c.current, level: c.level });
      expect([result.practice.points, result.practice.max]).toEqual(c.practice);
      const [safety, equality] = result.principles;
      expect(safety.percent).toBeCloseTo(c.safety[0] ?? NaN);
      expect(safety.band).toBe(c.safety[1]);
      if (c.safety[2] !== undefined) expect(safety.capped).toBe(c.safety[2]);
      if (c.equality[0] === null) expect(equality.percent).toBeNull();
      else expect(equality.percent).toBeCloseTo(c.equality[0]);
      expect(equality.band).toBe(c.equality[1]);
      expect(result.principles.slice(2).every((p) => p.percent === null && p.band === null)).toBe(true);
    });
  }

  it("lists as gaps the scored answers below full marks, N/A and hidden questions left out", () => {
    const result = score(FIXTURE, { genai: "no", s1: "yes", s2: "partial", e1: "na", e2: ["p"] });
    expect(result.gaps).toEqual([
      { id: "s2", points: 6, max: 9 },
      { id: "e2", points: 1, max: 4 },
    ]);
  });
});
