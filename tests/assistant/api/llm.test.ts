import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AskResponse } from "../../../contract";
import { startTestApi, type TestApi } from "../../api/harness";

/**
 * A loopback stand-in for an OpenAI-compatible chat endpoint: it records what it was sent and
 * answers with whatever the test sets (or never answers, for the timeout).
 */
type Reply = { status: number; body: unknown } | "hang";
let reply: Reply;
const received: { url: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
const hanging: http.ServerResponse[] = [];
const model = http.createServer((req, res) => {
  let text = "";
  req.on("data", (chunk) => (text += chunk));
  req.on("end", () => {
    received.push({ url: req.url ?? "", body: JSON.parse(text) });
    if (reply === "hang") return void hanging.push(res);
    res.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify(reply.body));
  });
});
const chat = (content: unknown) => ({ status: 200, body: { choices: [{ message: { role: "assistant", content } }] } });

let api: TestApi;
const QUESTION = "Which startup offers speech recognition APIs for Indian languages?";

beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(model.address() as AddressInfo).port}`;
  api = await startTestApi({ writeLimits: { perAddress: 10_000 }, assistant: { llm: { url, model: "mock-model", timeoutMs: 1000 } } });
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await api?.close();
  await new Promise<void>((resolve) => model.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

async function ask(question: string, lang: "en" | "hi" = "en") {
  const res = await api.post(`/api/web/assistant/ask?lang=${lang}`, { question });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AskResponse.parse(res.body).data;
}

describe("an optional language model rephrases the retrieved passages", () => {
  it("gets only the numbered passages and the question, and its cited answer is labelled machine-written", async () => {
    reply = chat("VaaniBridge AI offers speech-to-text and translation APIs for Indian languages [1]. It is based in Bengaluru [1].");
    const answer = await ask(QUESTION);
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe("/v1/chat/completions");
    expect(received[0].body.model).toBe("mock-model");
    const [system, user] = received[0].body.messages;
    expect(system.content).toMatch(/ONLY the numbered passages/);
    expect(user.content).toMatch(/^\[1\] VaaniBridge AI/);
    expect(user.content).toContain(`Question: ${QUESTION}`);

    expect(answer.machine_written).toBe("mock-model");
    expect(answer.sentences).toEqual([
      { text: "VaaniBridge AI offers speech-to-text and translation APIs for Indian languages.", source: 0 },
      { text: "It is based in Bengaluru.", source: 0 },
    ]);
    expect(answer.sources[0].href).toBe("/startup/vaanibridge-ai");
  });

  it("is asked in Hindi for a Hindi question, and its Hindi answer keeps the sources", async () => {
    reply = chat("वाणीब्रिज एआई भारतीय भाषाओं के लिए वाक् पहचान सेवाएं देता है [1]।");
    const answer = await ask("भारतीय भाषाओं के लिए वाक् पहचान वाला स्टार्टअप कौन सा है?", "hi");
    expect(received[0].body.messages[0].content).toMatch(/हिंदी में/);
    expect(answer).toMatchObject({ machine_written: "mock-model", lang: "hi" });
    expect(answer.sentences).toEqual([{ text: "वाणीब्रिज एआई भारतीय भाषाओं के लिए वाक् पहचान सेवाएं देता है।", source: 0 }]);
  });

  it("reads a Markdown answer as plain sentences: no bold, bullets, link syntax or heading", async () => {
    reply = chat(
      '## Answer\n\n**VaaniBridge AI** offers _speech-to-text_ APIs for [Indian languages](https://example.org "x") [1]\n\n- It is based in `Bengaluru` [1]\n- Its models are tuned for <b>noisy</b> phone audio [1]',
    );
    const answer = await ask(QUESTION);
    expect(answer.machine_written).toBe("mock-model");
    expect(answer.sentences).toEqual([
      { text: "VaaniBridge AI offers speech-to-text APIs for Indian languages.", source: 0 },
      { text: "It is based in Bengaluru.", source: 0 },
      { text: "Its models are tuned for noisy phone audio.", source: 0 },
    ]);

    reply = chat("- **वाणीब्रिज एआई** भारतीय भाषाओं के लिए [वाक् पहचान](https://example.org) सेवाएं देता है [1]");
    const hindi = await ask("भारतीय भाषाओं के लिए वाक् पहचान वाला स्टार्टअप कौन सा है?", "hi");
    expect(hindi.sentences).toEqual([{ text: "वाणीब्रिज एआई भारतीय भाषाओं के लिए वाक् पहचान सेवाएं देता है।", source: 0 }]);
  });

  it("falls back to the extractive answer when the model times out", async () => {
    reply = "hang";
    const started = Date.now();
    const answer = await ask(QUESTION);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer.machine_written).toBeNull();
    expect(answer.status).toBe("answered");
    expect(answer.sentences.length).toBeGreaterThan(0);
  });

  it("falls back to the extractive answer on an error or garbage", async () => {
    for (const garbage of [
      { status: 500, body: { error: "overloaded" } },
      { status: 200, body: { nothing: true } },
      chat(42),
      chat(""),
      chat("An answer that cites nothing at all."),
      chat("VaaniBridge AI is great [7]."),
      chat("NOT_FOUND"),
      chat("एक हिंदी उत्तर [1]।"),
    ]) {
      reply = garbage;
      const answer = await ask(QUESTION);
      expect(answer.machine_written, JSON.stringify(garbage)).toBeNull();
      expect(answer.sentences.length).toBeGreaterThan(0);
    }
  });

  it("is not asked when nothing was found", async () => {
    reply = chat("Onions cost forty rupees [1].");
    const answer = await ask("What is the price of onions in Delhi?");
    expect(received).toHaveLength(0);
    expect(answer).toMatchObject({ status: "not_found", machine_written: null, sentences: [] });
  });
});
