import { describe, expect, it } from "vitest";
import { CURRENT_VERSION, questionnaire } from "../../api/assessment/questions";
import { PRINCIPLES, type Text } from "../../api/assessment/types";

const q = questionnaire(CURRENT_VERSION)!;
const devanagari = (text: string) => /[\u0900-\u097F]/.test(text);
const bilingual = (text: Text | undefined) => !text || (text.en.trim() !== "" && devanagari(text.hi));

describe("the current questionnaire", () => {
  it("has about 20 impact questions and about 50 practice questions, every principle covered", () => {
    const impact = q.questions.filter((x) => x.section === "impact");
    const practice = q.questions.filter((x) => x.principle);
    expect(impact.length).toBeGreaterThanOrEqual(18);
    expect(practice.length).toBeGreaterThanOrEqual(45);
    for (const principle of PRINCIPLES)
      expect(practice.filter((x) => x.principle === principle).length, principle).toBeGreaterThanOrEqual(5);
  });

  it("says every question, choice, help and recommendation in English and Hindi", () => {
    for (const question of q.questions) {
      expect(bilingual(question.text) && bilingual(question.help) && bilingual(question.recommendation), question.id).toBe(true);
      for (const choice of question.choices) expect(bilingual(choice.label), `${question.id}.${choice.id}`).toBe(true);
    }
  });

  it("gives each question a unique id, and each condition an earlier question and a real choice", () => {
    const seen = new Map<string, (typeof q.questions)[number]>();
    for (const question of q.questions) {
      expect(seen.has(question.id), question.id).toBe(false);
      if (question.show_if) {
        const target = seen.get(question.show_if.question);
        expect(target, question.id).toBeDefined();
        for (const id of question.show_if.any_of) expect(target!.choices.map((c) => c.id)).toContain(id);
      }
      seen.set(question.id, question);
    }
  });

  it("gives every practice question a recommendation and a guidance page, and every critical one a 'no'", () => {
    for (const question of q.questions.filter((x) => x.principle)) {
      expect(question.recommendation && question.guide, question.id).toBeTruthy();
      if (question.critical)
        expect(
          question.choices.map((c) => c.id),
          question.id,
        ).toContain("no");
    }
  });
});
