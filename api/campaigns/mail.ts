import type { Lang } from "../../contract";
import { portalLink, type MailMessage } from "../mail";

/** Acknowledgements of feedback, in the language of the page it was sent from. */
const TEXTS = {
  en: {
    consultation: {
      subject: (ref: string) => `Your comments on the consultation (reference ${ref})`,
      body: (name: string, title: string, ref: string) =>
        `Hello ${name},\n\nThank you for commenting on "${title}". Your reference number is ${ref}.\nQuote it if you write to us about your comments.`,
    },
    site: {
      subject: (ref: string) => `Your feedback on IndiaAI (reference ${ref})`,
      body: (ref: string) =>
        `Thank you for your feedback on the IndiaAI portal. Your reference number is ${ref}.\nThe editorial team reads every message.`,
    },
    signature: "IndiaAI",
  },
  hi: {
    consultation: {
      subject: (ref: string) => `परामर्श पर आपकी टिप्पणियां (संदर्भ संख्या ${ref})`,
      body: (name: string, title: string, ref: string) =>
        `नमस्ते ${name},\n\n"${title}" पर टिप्पणी देने के लिए धन्यवाद। आपकी संदर्भ संख्या ${ref} है।\nअपनी टिप्पणियों के बारे में हमें लिखते समय इसका उल्लेख करें।`,
    },
    site: {
      subject: (ref: string) => `इंडियाएआई पर आपकी प्रतिक्रिया (संदर्भ संख्या ${ref})`,
      body: (ref: string) => `इंडियाएआई पोर्टल पर अपनी प्रतिक्रिया देने के लिए धन्यवाद। आपकी संदर्भ संख्या ${ref} है।\nसंपादकीय टीम हर संदेश पढ़ती है।`,
    },
    signature: "इंडियाएआई",
  },
} satisfies Record<Lang, unknown>;

export function consultationMail(
  lang: Lang,
  to: { email: string; name: string },
  campaign: { title: string; slug: string },
  ref: string,
  origin: string,
): MailMessage {
  const t = TEXTS[lang];
  const link = portalLink(origin, lang, `/${campaign.slug}`);
  return {
    to: to.email,
    subject: t.consultation.subject(ref),
    text: `${t.consultation.body(to.name, campaign.title, ref)}\n${link}\n\n${t.signature}\n`,
  };
}

export function siteFeedbackMail(lang: Lang, email: string, ref: string): MailMessage {
  const t = TEXTS[lang];
  return { to: email, subject: t.site.subject(ref), text: `${t.site.body(ref)}\n\n${t.signature}\n` };
}
