import type { Lang } from "../../contract";
import { portalLink, type MailMessage } from "../mail";

/**
 * The e-mail a commenter gets when someone else replies to their comment
 * (docs/product/notifications.md), in the language of the page the reply was written on.
 */
interface Texts {
  hello: (name: string) => string;
  subject: (title: string) => string;
  intro: (replier: string, title: string) => string;
  link: string;
  stop: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    subject: (title) => `New reply to your comment: ${title}`,
    intro: (replier, title) => `${replier} replied to your comment on "${title}":`,
    link: "Read the conversation here:",
    stop: "You get this e-mail because you commented on IndiaAI. To stop e-mails about replies to your comments, open:",
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    subject: (title) => `आपकी टिप्पणी पर नया जवाब: ${title}`,
    intro: (replier, title) => `${replier} ने "${title}" पर आपकी टिप्पणी का जवाब दिया है:`,
    link: "पूरी बातचीत यहाँ पढ़ें:",
    stop: "आपको यह ई-मेल इसलिए मिला है क्योंकि आपने IndiaAI पर टिप्पणी की थी। अपनी टिप्पणियों पर जवाबों के ई-मेल बंद करने के लिए यह खोलें:",
  },
};

/** How much of the reply the mail quotes; the page has the rest. */
const QUOTE_MAX = 500;

export interface ReplyMail {
  to: string;
  name: string;
  lang: Lang;
  replier: string;
  title: string;
  reply: string;
  path: string;
  origin: string;
  unsubscribeUrl: string | null;
}

export function replyMail(input: ReplyMail): MailMessage {
  const t = TEXTS[input.lang];
  const quote = input.reply.length > QUOTE_MAX ? `${input.reply.slice(0, QUOTE_MAX)}…` : input.reply;
  const lines = [t.hello(input.name), "", t.intro(input.replier, input.title), "", ...quote.split("\n").map((line) => `> ${line}`)];
  lines.push("", t.link, portalLink(input.origin, input.lang, input.path));
  if (input.unsubscribeUrl) lines.push("", "--", t.stop, input.unsubscribeUrl);
  return { to: input.to, subject: t.subject(input.title).replace(/[\r\n]+/g, " "), text: lines.join("\n") };
}
