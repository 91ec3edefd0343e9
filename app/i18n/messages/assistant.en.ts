/**
 * The assistant (docs/product/assistant.md#the-assistant): the /assistant page and the widget's panel. It
 * travels with their code (app/assistant/messages.ts); the launcher's two words are chrome text.
 */
export const en = {
  "assistant.title": "Ask the assistant",
  "assistant.intro":
    "Ask a question about AI in India. Answers are made only of what this portal publishes, and each one shows where it came from.",
  "assistant.meta.description":
    "Ask a question and get an answer from the IndiaAI portal’s own articles, reports, events and directories, with links to every source.",
  "assistant.question.label": "Your question",
  "assistant.question.hint": "For example: which datasets are there on agriculture? Up to {max} characters.",
  "assistant.ask": "Ask",
  "assistant.asking": "Looking for an answer…",
  "assistant.suggested": "Questions you could ask",
  "assistant.suggest.one": "How do AI crop advisories reach farmers?",
  "assistant.suggest.two": "What should a model card tell a district health officer?",
  "assistant.suggest.three": "Which events are upcoming?",
  "assistant.suggest.four": "Datasets on agriculture",
  "assistant.answer.heading": "Answer",
  "assistant.answer.youAsked": "You asked: {question}",
  "assistant.answer.source": "source {n}",
  "assistant.answer.machine":
    "Machine-written: a language model ({model}) wrote this answer from the sources below. Check them before you rely on it.",
  "assistant.sources.heading": "Sources",
  "assistant.notFound.heading": "No answer found",
  "assistant.notFound.text": "The portal has nothing that answers this question. The assistant does not guess.",
  "assistant.notFound.search": "Search the portal for “{text}”",
  "assistant.notFound.related": "Topics you could try",
  "assistant.answer.followUp": "Read together with your previous question, as: “{question}”",
  "assistant.answer.outdated":
    "The newest source of this answer was published on {date}, over two years ago. Things may have changed since: check the sources, or search for something newer.",
  "assistant.sources.published": "published {date}",
  "assistant.sources.link.register": "Register",
  "assistant.sources.link.website": "Website",
  "assistant.sources.link.download": "Download the file",
  "assistant.followUp.hint": "You can also ask a follow-up, such as “and in Pune?”, “when is it?” or “in Hindi?”.",
  "assistant.declined.heading": "The assistant cannot advise on this",
  "assistant.declined.medical":
    "This sounds like a question about your own health, and it deserves a proper answer. The assistant only repeats what this portal publishes, so it cannot give medical advice. Please speak to a doctor: eSanjeevani, the Government of India’s free online consultation service, connects you with one. In an emergency, call 112.",
  "assistant.declined.medical.link": "eSanjeevani: a free online consultation with a doctor",
  "assistant.declined.legal":
    "This sounds like a legal question about your own situation, and it deserves a proper answer. The assistant only repeats what this portal publishes, so it cannot give legal advice. Free legal help is available from the legal services authorities: call the national helpline 15100, or visit the National Legal Services Authority.",
  "assistant.declined.legal.link": "National Legal Services Authority (NALSA): free legal aid",
  "assistant.declined.financial":
    "This sounds like a question about your own money, and it deserves a proper answer. The assistant only repeats what this portal publishes, so it cannot give financial advice. The National Centre for Financial Education offers free, impartial guidance on saving, investing, loans and insurance; for investments, speak to an adviser registered with SEBI.",
  "assistant.declined.financial.link": "National Centre for Financial Education: free guidance",
  "assistant.declined.portal": "You can still ask what the portal publishes about AI in health, law or finance.",
  "assistant.feedback.question": "Did this answer help?",
  "assistant.feedback.yes": "Yes",
  "assistant.feedback.no": "No",
  "assistant.feedback.reason": "Why? (optional)",
  "assistant.feedback.reasonHint": "Up to {max} characters. Please leave out personal details.",
  "assistant.feedback.thanks": "Thank you for your feedback.",
  "assistant.feedback.failed": "Your feedback could not be saved. Please try again later.",
  "assistant.error.empty": "Type a question",
  "assistant.error.tooLong": "Questions are limited to {max} characters",
  "assistant.error.invalid": "This question cannot be read. Use plain words, without markup or special characters.",
  "assistant.error.rateLimited": "You have asked many questions in a short time. Wait a minute, then ask again.",
  "assistant.error.unavailable": "The assistant did not answer in time. Please try again in a moment.",
  "assistant.panel.close": "Close the assistant",
  "assistant.panel.conversation": "Conversation",
  "assistant.panel.full": "Open the assistant page",
};
