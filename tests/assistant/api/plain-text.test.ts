import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AskResponse, AuthoringItemResponse, type AssistantAnswer } from "../../../contract";
import { startTestApi, type TestApi } from "../../api/harness";

/**
 * The assistant quotes plain sentences, never the markup of a body. Contributors write bodies
 * in Markdown, which approval publishes as HTML (api/authoring/markdown.ts); the sample content
 * is HTML. Here two articles written in Markdown (one in English, one in Hindi) go through the
 * real authoring API and the editorial desk, on top of the sample content, and are asked about.
 */

let api: TestApi;

const ENGLISH = [
  "## Why the **mangroves** matter",
  "",
  "Mangrove **restoration** in the Sundarbans is checked every month by _drone surveys_ flown by the",
  '[Sundarbans Mangrove Watch](https://example.org/smw "Mangrove Watch") volunteers.',
  "",
  "![Drone photo of a mangrove creek](https://example.org/creek.jpg)",
  "",
  "### What the mangrove surveys record",
  "",
  "- Mangrove seedling survival is counted by the [forest department rangers](/government/forest-rangers)",
  "- Canopy cover of the mangroves is measured from **drone images** of each *restored plot*",
  "",
  "| Plot | Survival |",
  "|------|----------|",
  "| A    | 80%      |",
  "",
  "```python",
  "survival = alive / planted",
  "```",
  "",
  "Tidal creeks in the Sundarbans are mapped again after each cyclone, <b>Raw</b> markup &amp; all.",
].join("\n");

const HINDI = [
  "## **मैंग्रोव** की निगरानी",
  "",
  "सुंदरबन में मैंग्रोव **पुनर्स्थापन** की जांच हर महीने",
  "[सुंदरबन मैंग्रोव वॉच](https://example.org/smw) के स्वयंसेवक _ड्रोन सर्वेक्षण_ से करते हैं।",
  "",
  "- मैंग्रोव पौधों के जीवित रहने की गिनती [वन विभाग के रेंजर](/government/forest-rangers) करते हैं",
  "- हर *पुनर्स्थापित भूखंड* में मैंग्रोव की छतरी **ड्रोन चित्रों** से मापी जाती है",
].join("\n");

/** Markup that must never reach an answer: Markdown syntax, HTML tags, entities, a gap before a full stop. */
const MARKUP = [/[#*_|`]/, /\]\(/, /!\[/, /<\/?[a-z][^>]*>/i, /&[a-z#0-9]+;/i, /^\s*[-+]\s/m, /\s[.,;:!?।]/];

function expectPlain(answer: AssistantAnswer) {
  expect(answer.status).toBe("answered");
  for (const text of [...answer.sentences.map((s) => s.text), ...answer.sources.map((s) => s.passage)]) {
    for (const markup of MARKUP) expect(text, `${markup} in ${text}`).not.toMatch(markup);
  }
}

async function publish(author: string, editor: string, fields: Record<string, unknown>, lang: "en" | "hi" = "en"): Promise<string> {
  // Written on the Hindi form, an article is a Hindi item (collections.lang).
  const created = await api.post(`/api/web/authoring/article?lang=${lang}`, { ...fields, intent: "submit" }, { token: author });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = AuthoringItemResponse.parse(created.body).data;
  const decided = await api.post(`/api/editorial/items/${id}/decision`, { action: "approve" }, { token: editor });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return AuthoringItemResponse.parse(decided.body).data.published_url!;
}

async function ask(question: string, lang: "en" | "hi"): Promise<AssistantAnswer> {
  const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, { question });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AskResponse.parse(res.body).data;
}

const text = (answer: AssistantAnswer) => answer.sentences.map((s) => s.text).join(" ");

let englishUrl: string;
let hindiUrl: string;

beforeAll(async () => {
  api = await startTestApi({
    writeLimits: { perUser: 10_000, perAddress: 10_000 },
    mailer: { kind: "outbox", send: async () => undefined },
  });
  const author = await api.createUser({ name: "Ravi Kumar" });
  const editor = await api.createUser({ name: "Editor Ekta" });
  await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute();
  const common = { tags: "climate, open data", sector: "climate", source_url: "https://example.org/source" };
  englishUrl = await publish(author.token, editor.token, {
    ...common,
    title: "Drones watch over mangrove restoration in the Sundarbans",
    summary: "Volunteers and rangers check the replanted mangroves every month.",
    body: ENGLISH,
  });
  hindiUrl = await publish(
    author.token,
    editor.token,
    {
      ...common,
      title: "सुंदरबन में मैंग्रोव पुनर्स्थापन पर ड्रोन की नजर",
      summary: "स्वयंसेवक और रेंजर हर महीने दोबारा लगाए गए मैंग्रोव की जांच करते हैं।",
      body: HINDI,
    },
    "hi",
  );
});
afterAll(async () => {
  await api?.close();
});

describe("the assistant answers in plain sentences, whatever markup the body had", () => {
  it("quotes a Markdown body's paragraph without its emphasis and with its link's words", async () => {
    const answer = await ask("How is mangrove restoration in the Sundarbans checked?", "en");
    expect(answer.sources[0].href).toBe(englishUrl);
    expectPlain(answer);
    expect(text(answer)).toContain(
      "Mangrove restoration in the Sundarbans is checked every month by drone surveys flown by the Sundarbans Mangrove Watch volunteers.",
    );
  });

  it("quotes a list item as a sentence of its own, with a full stop and its link's words", async () => {
    const answer = await ask("Who counts mangrove seedling survival?", "en");
    expect(answer.sources[0].href).toBe(englishUrl);
    expectPlain(answer);
    expect(text(answer)).toContain("Mangrove seedling survival is counted by the forest department rangers.");
  });

  it("leaves out the raw HTML a contributor typed (shown as text), and decodes entities once", async () => {
    const answer = await ask("Are tidal creeks in the Sundarbans mapped after a cyclone?", "en");
    expect(answer.sources[0].href).toBe(englishUrl);
    expectPlain(answer);
    expect(text(answer)).toContain("Tidal creeks in the Sundarbans are mapped again after each cyclone, Raw markup & all.");
  });

  it("quotes a Hindi Markdown body in plain sentences that end with the Hindi full stop", async () => {
    const answer = await ask("सुंदरबन में मैंग्रोव पौधों के जीवित रहने की गिनती कौन करता है?", "hi");
    expect(answer.sources[0].href).toBe(hindiUrl);
    // Written in Hindi, not translated: the answer says it is in Hindi.
    expect(answer.lang).toBe("hi");
    expectPlain(answer);
    const said = text(answer);
    expect(said).toContain("मैंग्रोव पौधों के जीवित रहने की गिनती वन विभाग के रेंजर करते हैं।");
    expect(said).not.toMatch(/[.।]।|।\./);
  });

  it("quotes a Hindi paragraph with its link's words and no emphasis marks", async () => {
    const answer = await ask("सुंदरबन में मैंग्रोव पुनर्स्थापन की जांच कैसे होती है?", "hi");
    expect(answer.sources[0].href).toBe(hindiUrl);
    expectPlain(answer);
    expect(text(answer)).toContain("सुंदरबन में मैंग्रोव पुनर्स्थापन की जांच हर महीने सुंदरबन मैंग्रोव वॉच के स्वयंसेवक ड्रोन सर्वेक्षण से करते हैं।");
  });

  it("never quotes a sentence that is only a file name, and keeps the item's own sentences plain", async () => {
    // A link's text without a gap before the full stop is tests/assistant/plain-text.test.ts's;
    // "The same dictionary as a file: ….csv." says nothing on its own, so it is never an answer.
    const answer = await ask("Where can I find phishing SMS samples?", "en");
    expectPlain(answer);
    expect(answer.sources[0].href).toBe("/dataset/phishing-fraud-sms-samples");
    expect(text(answer)).not.toMatch(/\.csv|as a file/);
  });
});
