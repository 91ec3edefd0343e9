import type { Lang } from "../../contract";
import type { MailMessage } from "./mailer";

/**
 * Account mail in the visitor's language (the `?lang=` of the call that sends it), subject and
 * body alike. Each language is one complete set of texts; links point at the portal's pages in
 * the same language (Hindi under /hi).
 */

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A portal page in `lang`: English at /path, Hindi at /hi/path. */
export function portalLink(origin: string, lang: Lang, path: string): string {
  return `${origin}${lang === "en" ? "" : `/${lang}`}${path}`;
}

interface Texts {
  hello: (name: string) => string;
  reset: { subject: string; intro: string; button: string; expiry: (minutes: number) => string; ignore: string };
  changed: { subject: string; body: string };
  deleted: { subject: string; body: string };
  created: { subject: string; intro: string; notYou: string };
  attempt: { subject: string; intro: string; signIn: string; forgot: string; notYou: string };
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    reset: {
      subject: "Reset your IndiaAI password",
      intro: "Someone asked to reset the password of your IndiaAI account. To choose a new password, open this link:",
      button: "Reset your password",
      expiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
      ignore: "If you did not ask for this, ignore this e-mail: your password stays the same.",
    },
    changed: {
      subject: "Your IndiaAI password was changed",
      body: "The password of your IndiaAI account was just changed and every device was signed out.\nIf this was not you, reset your password at once.",
    },
    deleted: {
      subject: "Your IndiaAI account was deleted",
      body: "Your IndiaAI account and its personal data were deleted. Your comments remain, shown as from a deleted user.",
    },
    created: {
      subject: "Your IndiaAI account is ready",
      intro: "Your IndiaAI account was created. Sign in with your e-mail address and the password you chose:",
      notYou: "If you did not create it, reply to this e-mail.",
    },
    attempt: {
      subject: "Someone tried to create an IndiaAI account with your e-mail address",
      intro: "Someone tried to create a new IndiaAI account with this e-mail address, which already has an account.",
      signIn: "If it was you, sign in instead:",
      forgot: "Forgot your password? Choose a new one here:",
      notYou: "If it was not you, ignore this e-mail: nothing changed on your account.",
    },
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    reset: {
      subject: "अपना IndiaAI पासवर्ड रीसेट करें",
      intro: "आपके IndiaAI खाते का पासवर्ड रीसेट करने का अनुरोध किया गया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
      button: "अपना पासवर्ड रीसेट करें",
      expiry: (minutes) => `यह लिंक केवल एक बार काम करेगा और ${minutes} मिनट में समाप्त हो जाएगा।`,
      ignore: "यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।",
    },
    changed: {
      subject: "आपका IndiaAI पासवर्ड बदल दिया गया है",
      body: "आपके IndiaAI खाते का पासवर्ड अभी बदला गया है और सभी उपकरणों से साइन आउट कर दिया गया है।\nयदि यह बदलाव आपने नहीं किया है, तो तुरंत अपना पासवर्ड रीसेट करें।",
    },
    deleted: {
      subject: "आपका IndiaAI खाता हटा दिया गया है",
      body: "आपका IndiaAI खाता और उससे जुड़ा व्यक्तिगत डेटा हटा दिया गया है। आपकी टिप्पणियाँ बनी रहेंगी और हटाए गए उपयोगकर्ता के नाम से दिखाई देंगी।",
    },
    created: {
      subject: "आपका IndiaAI खाता तैयार है",
      intro: "आपका IndiaAI खाता बना दिया गया है। अपने ई-मेल पते और चुने हुए पासवर्ड से साइन इन करें:",
      notYou: "यदि यह खाता आपने नहीं बनाया है, तो इस ई-मेल का उत्तर दें।",
    },
    attempt: {
      subject: "आपके ई-मेल पते से IndiaAI खाता बनाने का प्रयास किया गया",
      intro: "किसी ने इस ई-मेल पते से नया IndiaAI खाता बनाने का प्रयास किया, जबकि इस पते से एक खाता पहले से मौजूद है।",
      signIn: "यदि यह प्रयास आपने किया था, तो कृपया साइन इन करें:",
      forgot: "पासवर्ड भूल गए हैं? यहाँ नया पासवर्ड चुनें:",
      notYou: "यदि यह प्रयास आपने नहीं किया था, तो इस ई-मेल को अनदेखा करें: आपके खाते में कोई बदलाव नहीं हुआ है।",
    },
  },
};

interface To {
  to: string;
  name: string;
  lang?: Lang;
}

export function passwordResetMail(input: To & { link: string; minutes: number }): MailMessage {
  const t = TEXTS[input.lang ?? "en"];
  const { intro, button, ignore, subject } = t.reset;
  const expiry = t.reset.expiry(input.minutes);
  const text = [t.hello(input.name), "", intro, "", input.link, "", expiry, ignore].join("\n");
  const html = `<p>${escapeHtml(t.hello(input.name))}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(button)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(ignore)}</p>`;
  return { to: input.to, subject, text, html };
}

export function passwordChangedMail(input: To): MailMessage {
  const t = TEXTS[input.lang ?? "en"];
  return { to: input.to, subject: t.changed.subject, text: `${t.hello(input.name)}\n\n${t.changed.body}` };
}

export function accountDeletedMail(input: To): MailMessage {
  const t = TEXTS[input.lang ?? "en"];
  return { to: input.to, subject: t.deleted.subject, text: `${t.hello(input.name)}\n\n${t.deleted.body}` };
}

export function accountCreatedMail(input: To & { signInLink: string }): MailMessage {
  const t = TEXTS[input.lang ?? "en"];
  return {
    to: input.to,
    subject: t.created.subject,
    text: [t.hello(input.name), "", t.created.intro, "", input.signInLink, "", t.created.notYou].join("\n"),
  };
}

/** Sent instead of an error when someone signs up with an address that has an account. */
export function signUpAttemptMail(input: To & { signInLink: string; resetLink: string }): MailMessage {
  const t = TEXTS[input.lang ?? "en"].attempt;
  return {
    to: input.to,
    subject: t.subject,
    text: [
      TEXTS[input.lang ?? "en"].hello(input.name),
      "",
      t.intro,
      t.signIn,
      "",
      input.signInLink,
      "",
      t.forgot,
      "",
      input.resetLink,
      "",
      t.notYou,
    ].join("\n"),
  };
}
