import type { Question } from "../types";
import { choiceQuestion } from "./build";

/**
 * Part B: impact. Each choice carries its weight; the raw impact score is their sum (scoring.ts).
 * Ordered from the decision itself to the people and data it touches.
 */
type Item = [string, string, string, number];
const imp = (id: string, en: string, hi: string, items: Item[], extra: Partial<Parameters<typeof choiceQuestion>[1]> = {}): Question =>
  choiceQuestion(
    "impact",
    { id, text: { en, hi }, ...extra },
    items.map(([cid, cen, chi, points]) => [cid, { en: cen, hi: chi }, points]),
  );

const LEVELS = (what: { en: string; hi: string }): Item[] => [
  ["none", `No effect on ${what.en}`, `${what.hi} पर कोई प्रभाव नहीं`, 0],
  ["low", "A small effect, easily put right", "छोटा प्रभाव, जिसे आसानी से ठीक किया जा सके", 1],
  ["moderate", "A moderate effect", "मध्यम प्रभाव", 2],
  ["high", "A serious effect", "गंभीर प्रभाव", 3],
];

export const IMPACT: Question[] = [
  imp("autonomy", "How much does the system decide on its own?", "प्रणाली स्वयं कितना निर्णय लेती है?", [
    ["inform", "It only informs a person who decides", "यह केवल निर्णय लेने वाले व्यक्ति को जानकारी देती है", 0],
    ["recommend", "It recommends; a person decides every case", "यह सिफ़ारिश करती है; हर मामले में निर्णय व्यक्ति लेता है", 1],
    ["sample", "It decides; a person reviews some cases", "यह निर्णय लेती है; कुछ मामलों की समीक्षा व्यक्ति करता है", 2],
    ["automatic", "It decides with no human review", "यह बिना किसी मानवीय समीक्षा के निर्णय लेती है", 3],
  ]),
  imp("reversibility", "How easily can a wrong outcome be reversed?", "किसी ग़लत परिणाम को कितनी आसानी से पलटा जा सकता है?", [
    ["easy", "Easily and at once", "आसानी से और तुरंत", 0],
    ["effort", "With some effort", "कुछ प्रयास से", 1],
    ["hard", "Only with great difficulty", "केवल बड़ी कठिनाई से", 2],
    ["irreversible", "It cannot be reversed", "इसे पलटा नहीं जा सकता", 3],
  ]),
  imp("duration", "How long do the effects of an outcome last?", "किसी परिणाम का प्रभाव कितने समय तक रहता है?", [
    ["brief", "Days", "कुछ दिन", 0],
    ["months", "Months", "कुछ महीने", 1],
    ["years", "Years", "कुछ वर्ष", 2],
    ["permanent", "Permanently", "स्थायी रूप से", 3],
  ]),
  imp(
    "rights",
    "How much can it affect people's rights and freedoms?",
    "यह लोगों के अधिकारों और स्वतंत्रताओं को कितना प्रभावित कर सकती है?",
    LEVELS({ en: "rights", hi: "अधिकारों" }),
  ),
  imp(
    "health",
    "How much can it affect people's health or safety?",
    "यह लोगों के स्वास्थ्य या सुरक्षा को कितना प्रभावित कर सकती है?",
    LEVELS({ en: "health or safety", hi: "स्वास्थ्य या सुरक्षा" }),
  ),
  imp(
    "livelihood",
    "How much can it affect people's income or livelihood?",
    "यह लोगों की आय या आजीविका को कितना प्रभावित कर सकती है?",
    LEVELS({ en: "livelihood", hi: "आजीविका" }),
  ),
  imp("vulnerable", "Are vulnerable groups among those affected?", "क्या प्रभावित लोगों में कमज़ोर वर्ग शामिल हैं?", [
    ["no", "No", "नहीं", 0],
    ["some", "Some of those affected", "प्रभावित लोगों में से कुछ", 2],
    ["mainly", "Mainly vulnerable groups", "मुख्य रूप से कमज़ोर वर्ग", 3],
  ]),
  imp("scale", "How many people does it affect in a year?", "यह एक वर्ष में कितने लोगों को प्रभावित करती है?", [
    ["thousands", "Fewer than 10,000", "10,000 से कम", 0],
    ["lakhs", "Up to 10 lakh", "10 लाख तक", 1],
    ["crores", "Up to 1 crore", "1 करोड़ तक", 2],
    ["more", "More than 1 crore", "1 करोड़ से अधिक", 3],
  ]),
  imp(
    "essential-service",
    "Does it decide access to an essential public service or benefit?",
    "क्या यह किसी आवश्यक सार्वजनिक सेवा या लाभ तक पहुँच तय करती है?",
    [
      ["no", "No", "नहीं", 0],
      ["partly", "It is one input to that decision", "यह उस निर्णय का एक आधार है", 2],
      ["yes", "Yes, it decides access", "हाँ, यह पहुँच तय करती है", 3],
    ],
  ),
  imp("contest", "How easily can a person challenge an outcome?", "कोई व्यक्ति किसी परिणाम को कितनी आसानी से चुनौती दे सकता है?", [
    ["easy", "Easily, with a quick answer", "आसानी से, शीघ्र उत्तर के साथ", 0],
    ["possible", "It is possible but slow", "संभव है, पर धीमा", 1],
    ["hard", "Only through a formal appeal", "केवल औपचारिक अपील द्वारा", 2],
    ["none", "There is no way to challenge it", "इसे चुनौती देने का कोई तरीक़ा नहीं है", 3],
  ]),
  imp("novelty", "How new is this kind of technology to your organisation?", "इस प्रकार की तकनीक आपके संगठन के लिए कितनी नई है?", [
    ["established", "Well established", "भली-भाँति स्थापित", 0],
    ["some", "Some experience", "कुछ अनुभव है", 1],
    ["new", "Entirely new", "पूरी तरह नई", 2],
  ]),
  imp("data-sensitivity", "What is the most sensitive data it uses?", "यह सबसे संवेदनशील कौन-सा डेटा उपयोग करती है?", [
    ["none", "No personal data", "कोई व्यक्तिगत डेटा नहीं", 0],
    ["ordinary", "Ordinary personal data (name, address)", "सामान्य व्यक्तिगत डेटा (नाम, पता)", 1],
    ["sensitive", "Health, financial, biometric, caste or religion data", "स्वास्थ्य, वित्तीय, बायोमेट्रिक, जाति या धर्म संबंधी डेटा", 3],
  ]),
  imp("data-sources", "Where does its data come from?", "इसका डेटा कहाँ से आता है?", [
    ["own", "Our own records", "हमारे अपने अभिलेख", 0],
    ["government", "Other government bodies", "अन्य सरकारी निकाय", 1],
    ["external", "Third parties or the open web", "तृतीय पक्ष या खुला इंटरनेट", 2],
  ]),
  imp("opacity", "How well can its outputs be explained?", "इसके परिणामों को कितनी अच्छी तरह समझाया जा सकता है?", [
    ["rules", "Simple rules anyone can follow", "सरल नियम, जिन्हें कोई भी समझ सके", 0],
    ["interpretable", "An interpretable model", "समझा जा सकने वाला मॉडल", 1],
    ["complex", "A complex model with explanation tools", "व्याख्या उपकरणों के साथ एक जटिल मॉडल", 2],
    ["opaque", "An opaque model we cannot inspect", "एक अपारदर्शी मॉडल जिसकी हम जाँच नहीं कर सकते", 3],
  ]),
  imp(
    "physical",
    "Does it act in the physical world (vehicles, machines, infrastructure)?",
    "क्या यह भौतिक जगत में कार्य करती है (वाहन, मशीनें, अवसंरचना)?",
    [
      ["no", "No", "नहीं", 0],
      ["indirect", "Indirectly, through people", "अप्रत्यक्ष रूप से, लोगों के माध्यम से", 1],
      ["direct", "Directly", "प्रत्यक्ष रूप से", 3],
    ],
  ),
  imp("enforcement", "Is it used for policing, surveillance or justice?", "क्या इसका उपयोग पुलिस, निगरानी या न्याय के लिए होता है?", [
    ["no", "No", "नहीं", 0],
    ["supports", "It supports officers' work", "यह अधिकारियों के कार्य में सहायता करती है", 2],
    ["decides", "It shapes decisions about individuals", "यह व्यक्तियों के बारे में निर्णयों को आकार देती है", 4],
  ]),
  imp("children", "Can its outcomes affect children?", "क्या इसके परिणाम बच्चों को प्रभावित कर सकते हैं?", [
    ["no", "No", "नहीं", 0],
    ["yes", "Yes", "हाँ", 2],
  ]),
  imp("public-concern", "How much public concern is there about this use of AI?", "एआई के इस उपयोग को लेकर जनता में कितनी चिंता है?", [
    ["low", "Little", "कम", 0],
    ["moderate", "Some", "कुछ", 1],
    ["high", "A great deal", "बहुत अधिक", 2],
  ]),
  imp("third-party-model", "Is it built on a model made by someone else?", "क्या यह किसी अन्य द्वारा बनाए गए मॉडल पर आधारित है?", [
    ["no", "No, we built it", "नहीं, इसे हमने बनाया है", 0],
    ["known", "Yes, with documented training and limits", "हाँ, प्रलेखित प्रशिक्षण और सीमाओं के साथ", 1],
    ["unknown", "Yes, and we know little about how it was made", "हाँ, और हमें इसके निर्माण के बारे में बहुत कम जानकारी है", 2],
  ]),
  imp(
    "generated-content",
    "Does generated content reach the public without a person checking it?",
    "क्या जनरेट की गई सामग्री बिना किसी व्यक्ति की जाँच के जनता तक पहुँचती है?",
    [
      ["no", "No, a person checks it first", "नहीं, पहले एक व्यक्ति इसकी जाँच करता है", 0],
      ["sometimes", "Sometimes", "कभी-कभी", 1],
      ["always", "Always", "हमेशा", 2],
    ],
    { show_if: { question: "system-type", any_of: ["generative"] } },
  ),
];
