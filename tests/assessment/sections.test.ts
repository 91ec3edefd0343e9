import { describe, expect, it } from "vitest";
import { answersFromForm, sectionPlace } from "../../app/assessment/sections";
import type { AssessmentQuestion, Questionnaire } from "../../contract";

const question = (id: string, kind: AssessmentQuestion["kind"]): AssessmentQuestion => ({
  id,
  section: "profile",
  kind,
  text: id,
  help: null,
  principle: null,
  critical: false,
  recommendation: null,
  guide: null,
  show_if: null,
  choices: [],
});

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("reading a section's form", () => {
  const questions = [question("sector", "single"), question("affected", "checklist"), question("languages", "checklist")];

  it("takes one choice, the ticked choices of a checklist, and an emptied checklist as none", () => {
    const answers = answersFromForm(
      form([
        ["q_sector", "health"],
        ["q_affected__present", "1"],
        ["q_affected", "public"],
        ["q_affected", "children"],
        ["q_languages__present", "1"],
      ]),
      questions,
    );
    expect(answers).toEqual({ sector: "health", affected: ["public", "children"], languages: [] });
  });

  it("leaves out what the form did not carry: an unchosen radio, a checklist that was not on the page", () => {
    expect(
      answersFromForm(
        form([
          ["q_sector", ""],
          ["sector", "health"],
        ]),
        questions,
      ),
    ).toEqual({});
  });
});

describe("a section's place", () => {
  const q = {
    version: "v",
    questions: [],
    sections: ["profile", "impact", "safety"].map((id) => ({ id, title: id, part: "A" as const })),
  } satisfies Questionnaire;

  it("knows the sections before and after it, and starts at the first", () => {
    expect(sectionPlace(q, "impact")).toMatchObject({ index: 1, total: 3, previous: "profile", next: "safety" });
    expect(sectionPlace(q, null)).toMatchObject({ index: 0, previous: null, next: "impact" });
  });
});
