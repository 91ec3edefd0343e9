import type { Lang } from "../../contract";
import type { MailMessage } from "./mailer";
import { portalLink } from "./templates";
import { unsubscribeHeaders } from "./unsubscribe";

/** Newsletter mail in the subscriber's language; every one carries the one-click unsubscribe. */

interface Texts {
  confirm: { subject: string; intro: string; ignore: string };
  welcome: { subject: string; body: string };
  unsubscribe: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    confirm: {
      subject: "Confirm your IndiaAI newsletter subscription",
      intro: "Someone asked to subscribe this address to the IndiaAI newsletter. To confirm, open this link:",
      ignore: "If you did not ask for this, ignore this e-mail: without confirmation the address is removed after 30 days.",
    },
    welcome: {
      subject: "You are subscribed to the IndiaAI newsletter",
      body: "Thank you for confirming. You will receive the IndiaAI newsletter at this address.",
    },
    unsubscribe: "To stop receiving these e-mails, unsubscribe here:",
  },
  hi: {
    confirm: {
      subject: "IndiaAI न्यूज़लेटर की सदस्यता की पुष्टि करें",
      intro: "इस ई-मेल पते से IndiaAI न्यूज़लेटर की सदस्यता लेने का अनुरोध किया गया है। पुष्टि करने के लिए यह लिंक खोलें:",
      ignore: "यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: पुष्टि न होने पर यह पता 30 दिनों के बाद हटा दिया जाएगा।",
    },
    welcome: {
      subject: "आपने IndiaAI न्यूज़लेटर की सदस्यता ले ली है",
      body: "पुष्टि करने के लिए धन्यवाद। अब आपको इस पते पर IndiaAI न्यूज़लेटर प्राप्त होगा।",
    },
    unsubscribe: "ये ई-मेल प्राप्त करना बंद करने के लिए यहाँ सदस्यता समाप्त करें:",
  },
};

interface Recipient {
  to: string;
  lang: Lang;
  /** The portal's unsubscribe page for this address (api/mail/unsubscribe.ts). */
  unsubscribeUrl: string;
}

/** Any newsletter mail: the body, then the unsubscribe link; and the RFC 8058 headers. */
export function newsletterMail(input: Recipient & { subject: string; body: string }): MailMessage {
  const text = [input.body, "", "--", TEXTS[input.lang].unsubscribe, input.unsubscribeUrl, ""].join("\n");
  return { to: input.to, subject: input.subject, text, headers: unsubscribeHeaders(input.unsubscribeUrl) };
}

export function newsletterConfirmationMail(input: Recipient & { origin: string; confirmToken: string }): MailMessage {
  const t = TEXTS[input.lang].confirm;
  const link = portalLink(input.origin, input.lang, `/newsletter/confirm?token=${encodeURIComponent(input.confirmToken)}`);
  return newsletterMail({ ...input, subject: t.subject, body: [t.intro, "", link, "", t.ignore].join("\n") });
}

export function newsletterWelcomeMail(input: Recipient): MailMessage {
  const t = TEXTS[input.lang].welcome;
  return newsletterMail({ ...input, subject: t.subject, body: t.body });
}
