/**
 * A checklist question's hint is said once (docs/product/gigw.md#accessibility: screen readers heard "Choose all that
 * apply." twice where the question already asks it in its own words), in both languages.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AssessmentQuestion } from "../../contract";
import { QuestionField } from "../../app/assessment/QuestionField";

const checklist = (text: string): AssessmentQuestion =>
  ({
    id: "system-type",
    section: "profile",
    kind: "checklist",
    text,
    help: null,
    principle: null,
    critical: false,
    recommendation: null,
    guide: null,
    show_if: null,
    choices: [
      { id: "a", label: "A" },
      { id: "b", label: "B" },
    ],
  }) as AssessmentQuestion;

const render = (question: AssessmentQuestion, path = "/responsible-ai/assessment/1") =>
  renderToStaticMarkup(
    <StaticRouter location={path}>
      <QuestionField question={question} value={undefined} shown />
    </StaticRouter>,
  );
const count = (html: string, text: string) => html.split(text).length - 1;

describe("a checklist question", () => {
  it("says 'Choose all that apply.' once, whether or not its text already does", () => {
    expect(count(render(checklist("What kind of system is it? Choose all that apply.")), "Choose all that apply.")).toBe(1);
    const plain = render(checklist("Which data does it use?"));
    expect(count(plain, "Choose all that apply.")).toBe(1);
    expect(plain).toMatch(/aria-describedby="[^"]*-hint"/);
  });

  it("and so in Hindi", () => {
    const hint = "जो भी लागू हों, सभी चुनें।";
    expect(count(render(checklist(`यह किस प्रकार की प्रणाली है? ${hint}`), "/hi/responsible-ai/assessment/1"), hint)).toBe(1);
  });
});
