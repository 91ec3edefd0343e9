import type { Question } from "../types";
import { practices } from "./build";

/** Part C, the other four principles: privacy and security; transparency; accountability; human values. */

const PERSONAL = { question: "personal-data", any_of: ["yes", "unsure"] };

const p = practices("privacy");
export const PRIVACY: Question[] = [
  p.yesNo({
    id: "privacy-lawful-basis",
    critical: true,
    weight: 2,
    show_if: PERSONAL,
    text: {
      en: "Is every use of personal data covered by consent or a legitimate use under the DPDP Act?",
      hi: "क्या व्यक्तिगत डेटा का हर उपयोग डीपीडीपी अधिनियम के अंतर्गत सहमति या वैध उपयोग से समर्थित है?",
    },
    recommendation: {
      en: "Record the lawful basis of every use of personal data, and stop uses without one.",
      hi: "व्यक्तिगत डेटा के हर उपयोग का वैध आधार दर्ज करें और बिना आधार वाले उपयोग बंद करें।",
    },
    guide: "goverance-framework",
  }),
  p.maturity({
    id: "privacy-notice",
    show_if: PERSONAL,
    text: {
      en: "Are people given a clear notice of what data is used and why?",
      hi: "क्या लोगों को स्पष्ट सूचना दी जाती है कि कौन-सा डेटा और क्यों उपयोग होता है?",
    },
    recommendation: {
      en: "Give a short notice in plain language, in the languages people use.",
      hi: "लोगों की भाषाओं में सरल भाषा में एक संक्षिप्त सूचना दें।",
    },
    guide: "principle-point-of-focus",
  }),
  p.maturity({
    id: "privacy-minimisation",
    text: {
      en: "Is only the data needed for the purpose collected and kept?",
      hi: "क्या केवल उद्देश्य के लिए आवश्यक डेटा ही एकत्र और संग्रहीत किया जाता है?",
    },
    recommendation: {
      en: "Remove fields that the purpose does not need, and set retention periods.",
      hi: "उद्देश्य के लिए अनावश्यक फ़ील्ड हटाएँ और डेटा रखने की अवधि तय करें।",
    },
    guide: "architect-guide",
  }),
  p.maturity({
    id: "privacy-security",
    text: {
      en: "Are the data and the model protected by access control and encryption?",
      hi: "क्या डेटा और मॉडल अभिगम नियंत्रण और कूटलेखन से सुरक्षित हैं?",
    },
    recommendation: {
      en: "Limit access to those who need it, encrypt data, and log access.",
      hi: "अभिगम केवल आवश्यक लोगों तक सीमित करें, डेटा कूटबद्ध करें और अभिगम का लॉग रखें।",
    },
    guide: "architect-guide",
  }),
  p.maturity({
    id: "privacy-breach",
    text: {
      en: "Is there a tested plan for a data breach, including notice to the Data Protection Board?",
      hi: "क्या डेटा उल्लंघन के लिए परखी हुई योजना है, जिसमें डेटा संरक्षण बोर्ड को सूचना देना शामिल हो?",
    },
    recommendation: {
      en: "Write and rehearse a breach plan with named people and deadlines.",
      hi: "नामित व्यक्तियों और समय-सीमाओं के साथ उल्लंघन योजना लिखें और उसका अभ्यास करें।",
    },
    guide: "goverance-framework",
  }),
  p.yesNo({
    id: "privacy-children-consent",
    critical: true,
    show_if: { question: "children-data", any_of: ["yes"] },
    text: {
      en: "Is verifiable parental consent obtained for children's data?",
      hi: "क्या बच्चों के डेटा के लिए माता-पिता की सत्यापन-योग्य सहमति ली जाती है?",
    },
    recommendation: {
      en: "Obtain verifiable consent of a parent or guardian and avoid tracking children.",
      hi: "माता-पिता या अभिभावक की सत्यापन-योग्य सहमति लें और बच्चों की ट्रैकिंग से बचें।",
    },
    guide: "goverance-framework",
  }),
  p.maturity({
    id: "privacy-rights",
    show_if: PERSONAL,
    text: { en: "Can people see, correct and erase their data?", hi: "क्या लोग अपना डेटा देख, सुधार और मिटा सकते हैं?" },
    recommendation: {
      en: "Provide a simple way to exercise the rights the DPDP Act gives.",
      hi: "डीपीडीपी अधिनियम द्वारा दिए गए अधिकारों के उपयोग का सरल तरीक़ा दें।",
    },
    guide: "goverance-framework",
  }),
];

const t = practices("transparency");
export const TRANSPARENCY: Question[] = [
  t.yesNo({
    id: "transparency-disclosure",
    critical: true,
    weight: 2,
    text: {
      en: "Are people told when AI is used in a decision about them?",
      hi: "क्या लोगों को बताया जाता है जब उनके बारे में किसी निर्णय में एआई का उपयोग होता है?",
    },
    recommendation: {
      en: "Tell people, at the point of decision, that AI was used and how.",
      hi: "निर्णय के समय लोगों को बताएँ कि एआई का उपयोग हुआ और कैसे।",
    },
    guide: "principle-point-of-focus",
  }),
  t.maturity({
    id: "transparency-explanation",
    text: {
      en: "Can a person get an explanation of the outcome in plain language?",
      hi: "क्या कोई व्यक्ति परिणाम की व्याख्या सरल भाषा में प्राप्त कर सकता है?",
    },
    recommendation: {
      en: "Give the main reasons for each outcome in words the person understands.",
      hi: "प्रत्येक परिणाम के मुख्य कारण ऐसे शब्दों में बताएँ जो व्यक्ति समझ सके।",
    },
    guide: "principle-point-of-focus",
  }),
  t.maturity({
    id: "transparency-public-record",
    text: {
      en: "Is a description of the system published (purpose, data, limits)?",
      hi: "क्या प्रणाली का विवरण प्रकाशित किया गया है (उद्देश्य, डेटा, सीमाएँ)?",
    },
    recommendation: {
      en: "Publish a plain description of the system's purpose, data and limits.",
      hi: "प्रणाली के उद्देश्य, डेटा और सीमाओं का सरल विवरण प्रकाशित करें।",
    },
    guide: "goverance-framework",
  }),
  t.maturity({
    id: "transparency-labelling",
    show_if: { question: "system-type", any_of: ["generative"] },
    text: { en: "Is AI-generated content labelled as such?", hi: "क्या एआई द्वारा जनरेट की गई सामग्री पर इसका लेबल लगाया जाता है?" },
    recommendation: {
      en: "Label generated text, images and speech, visibly and in metadata.",
      hi: "जनरेट किए गए पाठ, चित्र और वाणी पर दृश्य रूप से और मेटाडेटा में लेबल लगाएँ।",
    },
    guide: "principle-point-of-focus",
  }),
  t.maturity({
    id: "transparency-model-record",
    text: {
      en: "Is there a record of each model version and the data it was trained on?",
      hi: "क्या प्रत्येक मॉडल संस्करण और उसके प्रशिक्षण डेटा का अभिलेख है?",
    },
    recommendation: {
      en: "Keep a model card and a data sheet for every version in use.",
      hi: "उपयोग में प्रत्येक संस्करण के लिए मॉडल कार्ड और डेटा शीट रखें।",
    },
    guide: "architect-guide",
  }),
  t.maturity({
    id: "transparency-audit",
    text: { en: "Can an independent auditor inspect the system?", hi: "क्या कोई स्वतंत्र लेखा-परीक्षक प्रणाली की जाँच कर सकता है?" },
    recommendation: {
      en: "Agree audit access with vendors and keep the logs an auditor needs.",
      hi: "विक्रेताओं के साथ लेखा-परीक्षा पहुँच तय करें और लेखा-परीक्षक के लिए आवश्यक लॉग रखें।",
    },
    guide: "goverance-framework",
  }),
  t.maturity({
    id: "transparency-logs",
    text: {
      en: "Are the inputs and outputs of decisions logged so they can be traced?",
      hi: "क्या निर्णयों के इनपुट और आउटपुट लॉग किए जाते हैं ताकि उनका पता लगाया जा सके?",
    },
    recommendation: {
      en: "Log decisions with enough detail to trace and review them later.",
      hi: "निर्णयों को इतने विवरण के साथ लॉग करें कि बाद में उनकी समीक्षा की जा सके।",
    },
    guide: "architect-guide",
  }),
];

const a = practices("accountability");
export const ACCOUNTABILITY: Question[] = [
  a.yesNo({
    id: "accountability-owner",
    critical: true,
    weight: 2,
    text: { en: "Is a named senior officer accountable for the system?", hi: "क्या प्रणाली के लिए एक नामित वरिष्ठ अधिकारी उत्तरदायी है?" },
    recommendation: {
      en: "Name one senior officer who answers for the system and its outcomes.",
      hi: "एक वरिष्ठ अधिकारी नामित करें जो प्रणाली और उसके परिणामों के लिए उत्तरदायी हो।",
    },
    guide: "goverance-framework",
  }),
  a.yesNo({
    id: "accountability-grievance",
    critical: true,
    text: { en: "Is there a grievance channel with a time limit for answers?", hi: "क्या उत्तर की समय-सीमा के साथ एक शिकायत निवारण माध्यम है?" },
    recommendation: {
      en: "Open a grievance channel with a published time limit, linked to CPGRAMS where it applies.",
      hi: "प्रकाशित समय-सीमा के साथ शिकायत माध्यम खोलें, और जहाँ लागू हो वहाँ उसे सीपीग्राम्स से जोड़ें।",
    },
    guide: "goverance-framework",
  }),
  a.maturity({
    id: "accountability-ethics-review",
    text: {
      en: "Has an ethics committee with an external member reviewed the system?",
      hi: "क्या किसी बाहरी सदस्य वाली नैतिकता समिति ने प्रणाली की समीक्षा की है?",
    },
    recommendation: {
      en: "Have the system reviewed by an ethics committee that includes an external member.",
      hi: "प्रणाली की समीक्षा ऐसी नैतिकता समिति से कराएँ जिसमें एक बाहरी सदस्य हो।",
    },
    guide: "ethics-committees",
  }),
  a.maturity({
    id: "accountability-incidents",
    text: {
      en: "Are incidents recorded, investigated and reported?",
      hi: "क्या घटनाओं को दर्ज किया जाता है, उनकी जाँच होती है और रिपोर्ट की जाती है?",
    },
    recommendation: {
      en: "Keep an incident register and review it at fixed intervals.",
      hi: "घटना रजिस्टर रखें और निश्चित अंतराल पर उसकी समीक्षा करें।",
    },
    guide: "goverance-framework",
  }),
  a.maturity({
    id: "accountability-vendor",
    text: {
      en: "Do contracts with vendors set out their duties for the system's behaviour?",
      hi: "क्या विक्रेताओं के साथ अनुबंधों में प्रणाली के व्यवहार के लिए उनके दायित्व तय हैं?",
    },
    recommendation: {
      en: "Write vendors' duties for testing, incidents and audit into contracts.",
      hi: "परीक्षण, घटनाओं और लेखा-परीक्षा के लिए विक्रेताओं के दायित्व अनुबंधों में लिखें।",
    },
    guide: "goverance-framework",
  }),
  a.maturity({
    id: "accountability-approval",
    text: { en: "Was release approved at the level the impact requires?", hi: "क्या रिलीज़ को प्रभाव के अनुरूप स्तर पर अनुमोदित किया गया?" },
    recommendation: {
      en: "Get release approval at the level the governance framework sets for this impact level.",
      hi: "इस प्रभाव स्तर के लिए शासन ढाँचे में तय स्तर पर रिलीज़ का अनुमोदन लें।",
    },
    guide: "goverance-framework",
  }),
  a.maturity({
    id: "accountability-reassessment",
    text: {
      en: "Is this assessment repeated on major changes and at least once a year?",
      hi: "क्या यह आकलन बड़े बदलावों पर और कम से कम वर्ष में एक बार दोहराया जाता है?",
    },
    recommendation: {
      en: "Repeat the assessment on every major change and at least yearly.",
      hi: "हर बड़े बदलाव पर और कम से कम वार्षिक रूप से आकलन दोहराएँ।",
    },
    guide: "goverance-framework",
  }),
];

const h = practices("human-values");
export const HUMAN_VALUES: Question[] = [
  h.yesNo({
    id: "human-override",
    critical: true,
    weight: 2,
    text: {
      en: "Can a person review and override the system's decisions?",
      hi: "क्या कोई व्यक्ति प्रणाली के निर्णयों की समीक्षा कर उन्हें बदल सकता है?",
    },
    recommendation: {
      en: "Put a human decision-maker in the loop with the authority to override.",
      hi: "निर्णय प्रक्रिया में एक ऐसा व्यक्ति रखें जिसे निर्णय बदलने का अधिकार हो।",
    },
    guide: "principle-point-of-focus",
  }),
  h.maturity({
    id: "human-training",
    text: {
      en: "Are staff who use the system trained on its limits?",
      hi: "क्या प्रणाली का उपयोग करने वाले कर्मचारियों को उसकी सीमाओं का प्रशिक्षण दिया गया है?",
    },
    recommendation: {
      en: "Train staff to question the system and to know when not to rely on it.",
      hi: "कर्मचारियों को प्रणाली पर प्रश्न उठाने और यह जानने का प्रशिक्षण दें कि कब उस पर निर्भर न रहें।",
    },
    guide: "architect-guide",
  }),
  h.maturity({
    id: "human-dignity",
    text: {
      en: "Has the effect on people's dignity and autonomy been considered?",
      hi: "क्या लोगों की गरिमा और स्वायत्तता पर प्रभाव का विचार किया गया है?",
    },
    recommendation: {
      en: "Consider dignity and autonomy in design reviews, with affected people present.",
      hi: "प्रभावित लोगों की उपस्थिति में अभिकल्पना समीक्षा में गरिमा और स्वायत्तता का विचार करें।",
    },
    guide: "principle-point-of-focus",
  }),
  h.maturity({
    id: "human-harm-review",
    text: {
      en: "Are possible harms to society (misinformation, loss of jobs) reviewed?",
      hi: "क्या समाज को होने वाली संभावित हानियों (भ्रामक सूचना, रोज़गार की हानि) की समीक्षा की जाती है?",
    },
    recommendation: {
      en: "Review wider social harms and plan how to reduce them.",
      hi: "व्यापक सामाजिक हानियों की समीक्षा करें और उन्हें कम करने की योजना बनाएँ।",
    },
    guide: "ethics-committees",
  }),
  h.maturity({
    id: "human-opt-out",
    text: { en: "Can people choose a human instead of the system?", hi: "क्या लोग प्रणाली के स्थान पर किसी व्यक्ति को चुन सकते हैं?" },
    recommendation: {
      en: "Offer a human alternative where the stakes for the person are high.",
      hi: "जहाँ व्यक्ति के लिए दाँव ऊँचे हों, वहाँ मानवीय विकल्प दें।",
    },
    guide: "principle-point-of-focus",
  }),
  h.maturity({
    id: "human-environment",
    text: {
      en: "Is the energy use of training and running the system measured?",
      hi: "क्या प्रणाली के प्रशिक्षण और संचालन में ऊर्जा खपत को मापा जाता है?",
    },
    recommendation: {
      en: "Measure energy use and choose smaller models where they serve as well.",
      hi: "ऊर्जा खपत मापें और जहाँ छोटे मॉडल समान रूप से काम करें वहाँ उन्हें चुनें।",
    },
    guide: "architect-guide",
  }),
  h.maturity({
    id: "human-generated-misuse",
    show_if: { question: "system-type", any_of: ["generative"] },
    text: {
      en: "Are there safeguards against generated content being used to deceive?",
      hi: "क्या जनरेट की गई सामग्री का धोखे के लिए उपयोग रोकने के उपाय हैं?",
    },
    recommendation: {
      en: "Add usage policies, watermarking and abuse reporting.",
      hi: "उपयोग नीतियाँ, वॉटरमार्किंग और दुरुपयोग की रिपोर्टिंग जोड़ें।",
    },
    guide: "principle-point-of-focus",
  }),
];
