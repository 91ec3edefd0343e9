import type { AssessmentQuestion, AssessmentResult, AssessmentSection } from "../../contract";
import type { StoredAssessment } from "./repository";
import { score, scoreQuestion } from "./scoring";
import { requirementsAt, SECTION_TITLES } from "./texts";
import { SECTIONS, type Question, type Questionnaire } from "./types";

/** The API's answers in one language: questionnaire and result, from data and scoring. */
export type Lang = "en" | "hi";

const guidePath = (q: Question) => (q.guide ? `/responsible-ai/${q.guide}` : null);

export function sectionsIn(lang: Lang): AssessmentSection[] {
  return SECTIONS.map((id) => ({ id, title: SECTION_TITLES[id][lang], part: id === "profile" ? "A" : id === "impact" ? "B" : "C" }));
}

export function questionIn(q: Question, lang: Lang): AssessmentQuestion {
  return {
    id: q.id,
    section: q.section,
    kind: q.kind,
    text: q.text[lang],
    help: q.help?.[lang] ?? null,
    principle: q.principle ?? null,
    critical: q.critical ?? false,
    recommendation: q.recommendation?.[lang] ?? null,
    guide: guidePath(q),
    show_if: q.show_if ?? null,
    choices: q.choices.map((c) => ({ id: c.id, label: c.label[lang], points: c.points })),
  };
}

export function resultIn(questionnaire: Questionnaire, stored: StoredAssessment, lang: Lang, viaShare: boolean): AssessmentResult {
  const s = score(questionnaire, stored.answers);
  const byId = new Map(questionnaire.questions.map((q) => [q.id, q]));
  const visible = s.visible.map((id) => byId.get(id)!);
  return {
    id: viaShare ? null : stored.id,
    share_id: viaShare ? null : stored.share_id,
    version: stored.version,
    updated_at: stored.updated_at,
    submitted_at: stored.submitted_at,
    impact: s.impact,
    practice: s.practice,
    principles: s.principles.map((p) => ({ ...p, title: SECTION_TITLES[p.principle][lang] })),
    gaps: s.gaps.map((gap) => {
      const q = byId.get(gap.id)!;
      return {
        question_id: q.id,
        principle: q.principle!,
        text: q.text[lang],
        points: gap.points ?? 0,
        max: gap.max,
        critical: q.critical ?? false,
        recommendation: q.recommendation?.[lang] ?? "",
        guide: guidePath(q),
      };
    }),
    requirements: requirementsAt(s.impact.level).map((r) => r[lang]),
    answers: visible.map((q) => {
      const value = stored.answers[q.id];
      const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const scored = scoreQuestion(q, value);
      return {
        question_id: q.id,
        section: q.section,
        text: q.text[lang],
        answer: chosen.map((id) => q.choices.find((c) => c.id === id)?.label[lang] ?? id),
        points: q.section === "profile" ? null : scored.points,
        max: scored.max,
      };
    }),
    sections: sectionsIn(lang),
  };
}
