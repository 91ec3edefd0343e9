import type { Question } from "../types";
import { practices } from "./build";

/** Part C, first three principles: safety and reliability; equality; inclusivity. */

const s = practices("safety");
export const SAFETY: Question[] = [
  s.yesNo({
    id: "safety-testing",
    critical: true,
    weight: 2,
    text: {
      en: "Was the system tested for failures and edge cases before it went live?",
      hi: "क्या प्रणाली को चालू करने से पहले विफलताओं और असामान्य स्थितियों के लिए परखा गया?",
    },
    recommendation: {
      en: "Test against realistic failure cases and record the results before any release.",
      hi: "हर रिलीज़ से पहले वास्तविक विफलता-स्थितियों पर परीक्षण करें और परिणाम दर्ज करें।",
    },
    guide: "architect-guide",
  }),
  s.maturity({
    id: "safety-metrics",
    text: {
      en: "Are accuracy and error rates measured against agreed targets?",
      hi: "क्या सटीकता और त्रुटि दर को तय लक्ष्यों के आधार पर मापा जाता है?",
    },
    help: { en: "Targets should be set before testing, not after.", hi: "लक्ष्य परीक्षण से पहले तय होने चाहिए, बाद में नहीं।" },
    recommendation: {
      en: "Agree measurable targets for accuracy and errors and report against them.",
      hi: "सटीकता और त्रुटियों के लिए मापने योग्य लक्ष्य तय करें और उनके आधार पर रिपोर्ट करें।",
    },
    guide: "architect-guide",
  }),
  s.maturity({
    id: "safety-monitoring",
    text: { en: "Is performance monitored while the system is in use?", hi: "क्या उपयोग के दौरान प्रणाली के प्रदर्शन की निगरानी की जाती है?" },
    recommendation: {
      en: "Monitor live performance and set alerts for drift and rising error rates.",
      hi: "चालू प्रदर्शन की निगरानी करें और बदलाव तथा बढ़ती त्रुटि दर के लिए चेतावनी तय करें।",
    },
    guide: "architect-guide",
    show_if: { question: "stage", any_of: ["deployed"] },
  }),
  s.maturity({
    id: "safety-fallback",
    text: {
      en: "Is there a safe fallback when the system fails or is switched off?",
      hi: "क्या प्रणाली के विफल होने या बंद किए जाने पर कोई सुरक्षित विकल्प है?",
    },
    recommendation: {
      en: "Define a manual process that takes over when the system is unavailable.",
      hi: "प्रणाली उपलब्ध न होने पर काम सँभालने वाली एक मानवीय प्रक्रिया तय करें।",
    },
    guide: "architect-guide",
  }),
  s.maturity({
    id: "safety-security-testing",
    text: { en: "Has it been tested against deliberate misuse and attacks?", hi: "क्या इसे जानबूझकर दुरुपयोग और हमलों के विरुद्ध परखा गया है?" },
    recommendation: {
      en: "Run adversarial and security testing, including prompt injection for generative AI.",
      hi: "विरोधी और सुरक्षा परीक्षण करें, जनरेटिव एआई के लिए प्रॉम्प्ट इंजेक्शन सहित।",
    },
    guide: "architect-guide",
  }),
  s.maturity({
    id: "safety-content-filter",
    show_if: { question: "system-type", any_of: ["generative"] },
    text: {
      en: "Are harmful or false generated outputs filtered before they reach people?",
      hi: "क्या हानिकारक या असत्य जनरेट की गई सामग्री लोगों तक पहुँचने से पहले छाँटी जाती है?",
    },
    recommendation: {
      en: "Add output checks for harmful and false content, and review what they let through.",
      hi: "हानिकारक और असत्य सामग्री के लिए आउटपुट जाँच जोड़ें और जो छूट जाए उसकी समीक्षा करें।",
    },
    guide: "principle-point-of-focus",
  }),
  s.checklist(
    {
      id: "safety-documentation",
      text: { en: "Which of these are written down and kept up to date?", hi: "इनमें से क्या लिखित रूप में है और अद्यतन रखा जाता है?" },
      recommendation: {
        en: "Document the intended use, known limits and test results of the system.",
        hi: "प्रणाली का अभिप्रेत उपयोग, ज्ञात सीमाएँ और परीक्षण परिणाम प्रलेखित करें।",
      },
      guide: "architect-guide",
    },
    [
      ["intended-use", { en: "Intended use and users", hi: "अभिप्रेत उपयोग और उपयोगकर्ता" }, 1],
      ["limits", { en: "Known limits", hi: "ज्ञात सीमाएँ" }, 1],
      ["tests", { en: "Test results", hi: "परीक्षण परिणाम" }, 1],
    ],
  ),
];

const e = practices("equality");
export const EQUALITY: Question[] = [
  e.yesNo({
    id: "equality-outcome-testing",
    critical: true,
    weight: 2,
    text: {
      en: "Were outcomes compared across groups (gender, caste, region, age) before release?",
      hi: "क्या रिलीज़ से पहले विभिन्न वर्गों (लिंग, जाति, क्षेत्र, आयु) के परिणामों की तुलना की गई?",
    },
    recommendation: {
      en: "Compare error and approval rates across groups and fix gaps before release.",
      hi: "विभिन्न वर्गों में त्रुटि और स्वीकृति दरों की तुलना करें और रिलीज़ से पहले अंतर दूर करें।",
    },
    guide: "principle-point-of-focus",
  }),
  e.maturity({
    id: "equality-data-representation",
    text: {
      en: "Does the training data represent the people the system serves?",
      hi: "क्या प्रशिक्षण डेटा उन लोगों का प्रतिनिधित्व करता है जिन्हें प्रणाली सेवा देती है?",
    },
    recommendation: {
      en: "Check the data against the population served and fill the gaps you find.",
      hi: "डेटा की तुलना सेवा पाने वाली आबादी से करें और पाई गई कमियाँ दूर करें।",
    },
    guide: "principle-point-of-focus",
  }),
  e.maturity({
    id: "equality-proxies",
    text: {
      en: "Have features that stand in for caste, religion or gender been looked for and removed?",
      hi: "क्या जाति, धर्म या लिंग का संकेत देने वाली विशेषताओं को खोजकर हटाया गया है?",
    },
    help: {
      en: "A pin code or surname can act as a proxy for a protected characteristic.",
      hi: "पिन कोड या उपनाम किसी संरक्षित विशेषता का संकेतक बन सकता है।",
    },
    recommendation: {
      en: "Review input features for proxies of protected characteristics.",
      hi: "संरक्षित विशेषताओं के संकेतकों के लिए इनपुट विशेषताओं की समीक्षा करें।",
    },
    guide: "principle-point-of-focus",
  }),
  e.maturity({
    id: "equality-retesting",
    text: { en: "Are fairness checks repeated after every model change?", hi: "क्या हर मॉडल परिवर्तन के बाद निष्पक्षता जाँच दोहराई जाती है?" },
    recommendation: { en: "Make the fairness comparison part of every release check.", hi: "निष्पक्षता तुलना को हर रिलीज़ जाँच का हिस्सा बनाएँ।" },
    guide: "architect-guide",
  }),
  e.maturity({
    id: "equality-monitoring",
    show_if: { question: "stage", any_of: ["deployed"] },
    text: { en: "Are live outcomes monitored for unequal treatment?", hi: "क्या चालू परिणामों की असमान व्यवहार के लिए निगरानी की जाती है?" },
    recommendation: { en: "Report live outcomes by group at regular intervals.", hi: "नियमित अंतराल पर वर्गवार चालू परिणामों की रिपोर्ट करें।" },
    guide: "goverance-framework",
  }),
  e.maturity({
    id: "equality-redress",
    text: {
      en: "Can people who were treated unfairly get the decision corrected?",
      hi: "क्या जिन लोगों के साथ अनुचित व्यवहार हुआ, वे निर्णय में सुधार करवा सकते हैं?",
    },
    recommendation: {
      en: "Give a clear route to correct unfair decisions, and track its use.",
      hi: "अनुचित निर्णयों में सुधार का स्पष्ट मार्ग दें और उसके उपयोग पर नज़र रखें।",
    },
    guide: "goverance-framework",
  }),
  e.maturity({
    id: "equality-diverse-team",
    text: {
      en: "Does the team that builds and reviews it include varied backgrounds?",
      hi: "क्या इसे बनाने और समीक्षा करने वाली टीम में विविध पृष्ठभूमि के लोग हैं?",
    },
    recommendation: {
      en: "Bring people with varied backgrounds into design and review.",
      hi: "अभिकल्पना और समीक्षा में विविध पृष्ठभूमि के लोगों को शामिल करें।",
    },
    guide: "ethics-committees",
  }),
];

const i = practices("inclusivity");
export const INCLUSIVITY: Question[] = [
  i.maturity({
    id: "inclusivity-languages",
    text: { en: "Can people use it in the languages they speak?", hi: "क्या लोग इसका उपयोग अपनी बोली जाने वाली भाषाओं में कर सकते हैं?" },
    recommendation: {
      en: "Offer the system in the languages of the people it serves, starting with the largest groups.",
      hi: "प्रणाली को सेवा पाने वाले लोगों की भाषाओं में उपलब्ध कराएँ, सबसे बड़े समूहों से शुरू करके।",
    },
    guide: "principle-point-of-focus",
  }),
  i.maturity({
    id: "inclusivity-language-quality",
    show_if: { question: "languages", any_of: ["hindi", "scheduled"] },
    text: {
      en: "Is its quality tested separately in each Indian language it supports?",
      hi: "क्या समर्थित प्रत्येक भारतीय भाषा में इसकी गुणवत्ता का अलग से परीक्षण किया जाता है?",
    },
    recommendation: {
      en: "Measure quality per language; do not assume English results carry over.",
      hi: "प्रत्येक भाषा में गुणवत्ता मापें; यह न मानें कि अंग्रेज़ी के परिणाम अन्य भाषाओं पर भी लागू होंगे।",
    },
    guide: "architect-guide",
  }),
  i.maturity({
    id: "inclusivity-accessibility",
    text: {
      en: "Does its interface meet accessibility standards (GIGW, WCAG)?",
      hi: "क्या इसका इंटरफ़ेस सुगम्यता मानकों (जीआईजीडब्ल्यू, डब्ल्यूसीएजी) को पूरा करता है?",
    },
    recommendation: {
      en: "Test the interface with assistive technology and fix what fails.",
      hi: "सहायक तकनीक से इंटरफ़ेस का परीक्षण करें और जो विफल हो उसे ठीक करें।",
    },
    guide: "principle-point-of-focus",
  }),
  i.maturity({
    id: "inclusivity-offline",
    text: {
      en: "Is there a way to get the service without a smartphone or internet?",
      hi: "क्या स्मार्टफ़ोन या इंटरनेट के बिना सेवा पाने का कोई तरीक़ा है?",
    },
    recommendation: {
      en: "Keep an assisted or offline channel so nobody is shut out.",
      hi: "सहायता-प्राप्त या ऑफ़लाइन माध्यम बनाए रखें ताकि कोई वंचित न रहे।",
    },
    guide: "principle-point-of-focus",
  }),
  i.maturity({
    id: "inclusivity-consultation",
    text: { en: "Were affected communities consulted during design?", hi: "क्या अभिकल्पना के दौरान प्रभावित समुदायों से परामर्श किया गया?" },
    recommendation: {
      en: "Consult the people affected, including those least likely to be heard.",
      hi: "प्रभावित लोगों से परामर्श करें, उनसे भी जिनकी बात सबसे कम सुनी जाती है।",
    },
    guide: "architect-guide",
  }),
  i.yesNo({
    id: "inclusivity-exclusion-check",
    critical: true,
    text: {
      en: "Has anyone checked who might be wrongly excluded by the system?",
      hi: "क्या किसी ने जाँचा है कि प्रणाली द्वारा कौन ग़लत तरीक़े से बाहर किया जा सकता है?",
    },
    recommendation: {
      en: "Identify groups at risk of wrongful exclusion and protect their access.",
      hi: "ग़लत तरीक़े से बाहर होने के जोखिम वाले वर्गों की पहचान करें और उनकी पहुँच सुरक्षित करें।",
    },
    guide: "principle-point-of-focus",
  }),
  i.checklist(
    {
      id: "inclusivity-support",
      text: { en: "Which kinds of help can people get?", hi: "लोगों को किस प्रकार की सहायता मिल सकती है?" },
      recommendation: { en: "Offer help by phone, in person and in writing.", hi: "फ़ोन, व्यक्तिगत रूप से और लिखित रूप में सहायता दें।" },
      guide: "goverance-framework",
    },
    [
      ["phone", { en: "A helpline", hi: "हेल्पलाइन" }, 1],
      ["in-person", { en: "Help in person (for example at a Common Service Centre)", hi: "व्यक्तिगत सहायता (जैसे सामान्य सेवा केंद्र पर)" }, 1],
      ["written", { en: "Written guidance in plain language", hi: "सरल भाषा में लिखित मार्गदर्शन" }, 1],
    ],
  ),
];
