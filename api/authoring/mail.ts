import type { EditorialAction, Lang } from "../../contract";
import { portalLink, type MailMessage } from "../mail";

/**
 * The e-mail a contributor gets at each editorial decision, and when a scheduled item goes
 * online, in the language they wrote the item in (the `lang` of the call that created it),
 * never the editor's.
 */
export type ContributorEvent = Exclude<EditorialAction, "start_review"> | "scheduled" | "published";
type Decision = ContributorEvent;

interface Texts {
  hello: (name: string) => string;
  subject: Record<Decision, (title: string) => string>;
  intro: Record<Decision, (title: string) => string>;
  note: string;
  link: Record<Decision, string>;
  stop: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    subject: {
      approve: (title) => `Published: ${title}`,
      request_changes: (title) => `Changes requested: ${title}`,
      reject: (title) => `Not accepted: ${title}`,
      scheduled: (title) => `Approved: ${title}`,
      published: (title) => `Published: ${title}`,
    },
    intro: {
      approve: (title) => `Your contribution "${title}" was approved and is now published on IndiaAI.`,
      request_changes: (title) => `An editor has reviewed "${title}" and asks for some changes before it can be published.`,
      reject: (title) => `An editor has reviewed "${title}" and it will not be published.`,
      scheduled: (title) => `Your contribution "${title}" was approved. It will be published on IndiaAI at the time the editor set.`,
      published: (title) => `Your contribution "${title}" is now published on IndiaAI.`,
    },
    note: "The editor's note:",
    link: {
      approve: "Read it here:",
      request_changes: "Make the changes and submit it again here:",
      reject: "You can see it here:",
      scheduled: "You can see it here:",
      published: "Read it here:",
    },
    stop: "You get this e-mail because you sent this contribution. To stop e-mails about decisions on your submissions, open:",
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    subject: {
      approve: (title) => `प्रकाशित: ${title}`,
      request_changes: (title) => `बदलाव का अनुरोध: ${title}`,
      reject: (title) => `स्वीकार नहीं हुआ: ${title}`,
      scheduled: (title) => `स्वीकृत: ${title}`,
      published: (title) => `प्रकाशित: ${title}`,
    },
    intro: {
      approve: (title) => `आपका योगदान "${title}" स्वीकृत हो गया है और अब IndiaAI पर प्रकाशित है।`,
      request_changes: (title) => `संपादक ने "${title}" की समीक्षा की है। प्रकाशन से पहले इसमें कुछ बदलाव आवश्यक हैं।`,
      reject: (title) => `संपादक ने "${title}" की समीक्षा की है। इसे प्रकाशित नहीं किया जाएगा।`,
      scheduled: (title) => `आपका योगदान "${title}" स्वीकृत हो गया है। यह संपादक के तय किए समय पर IndiaAI पर प्रकाशित होगा।`,
      published: (title) => `आपका योगदान "${title}" अब IndiaAI पर प्रकाशित है।`,
    },
    note: "संपादक की टिप्पणी:",
    link: {
      approve: "इसे यहाँ पढ़ें:",
      request_changes: "बदलाव करके इसे यहाँ से दोबारा भेजें:",
      reject: "इसे यहाँ देखें:",
      scheduled: "इसे यहाँ देखें:",
      published: "इसे यहाँ पढ़ें:",
    },
    stop: "आपको यह ई-मेल इसलिए मिला है क्योंकि आपने यह योगदान भेजा था। अपने योगदानों पर निर्णयों के ई-मेल बंद करने के लिए यह खोलें:",
  },
};

export interface DecisionMail {
  to: string;
  name: string;
  lang: Lang;
  decision: Decision;
  title: string;
  note: string | null;
  /** The page of the portal the mail links to: the published page, or the item's edit page. */
  path: string;
  origin: string;
  /** The one-click opt-out page of decision e-mails (docs/product/notifications.md). */
  unsubscribeUrl?: string | null;
}

export function decisionMail(input: DecisionMail): MailMessage {
  const t = TEXTS[input.lang];
  const lines = [t.hello(input.name), "", t.intro[input.decision](input.title)];
  if (input.note) lines.push("", t.note, input.note);
  lines.push("", t.link[input.decision], portalLink(input.origin, input.lang, input.path));
  if (input.unsubscribeUrl) lines.push("", "--", t.stop, input.unsubscribeUrl);
  return { to: input.to, subject: t.subject[input.decision](input.title).replace(/[\r\n]+/g, " "), text: lines.join("\n") };
}
