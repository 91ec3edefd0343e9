/**
 * Datasets, startups, courses and initiatives in Hindi, from ../datasets.ts, ../startups.ts,
 * ../learning.ts and ../initiatives.ts, including the sentences those files and ../depth.ts
 * write around the hand-written text (format and size, provider, the "About" section).
 */
import { translated } from "./notes";
import type { HindiItem } from "./types";

const STARTUP = 12;
const INITIATIVE = 20;
const LEARNING = 24;
const DATASET = 30;

const TYPE_NAMES = { text: "पाठ", integer: "पूर्णांक", decimal: "दशमलव संख्या", date: "तिथि" } as const;
type Column = [name: string, type: keyof typeof TYPE_NAMES, description: string];

/** The dataset page around its description: the full release, the sample file and its data dictionary. */
function datasetBody(slug: string, description: string, release: string, columns: Column[]): string[] {
  const rows = columns.map(([name, type, text]) => `<tr><td><code>${name}</code></td><td>${TYPE_NAMES[type]}</td><td>${text}</td></tr>`);
  return [
    description,
    `इस पृष्ठ पर वर्णित पूरा डेटासेट ${release} में प्रकाशित किया जाएगा। यहां दी गई फाइल उसी संरचना वाला 120 पंक्तियों का कृत्रिम नमूना है, ताकि पूरा डेटासेट मांगने से पहले उसके कॉलम देखे-परखे जा सकें।`,
    "<h2>कॉलम</h2>",
    `<table><caption>डेटा शब्दकोश</caption><thead><tr><th>कॉलम</th><th>प्रकार</th><th>विवरण</th></tr></thead><tbody>${rows.join("")}</tbody></table>`,
    `<p>यही डेटा शब्दकोश फाइल के रूप में भी उपलब्ध है: <a href="/sample/datasets/${slug}-dictionary.csv">डेटा शब्दकोश की सीएसवी फाइल</a>।</p>`,
  ];
}

/** ../depth.ts organisation(): where the organisation is and what it works on. */
const about = (name: string, place: string, topics: string) => [
  "<h2>परिचय</h2>",
  `${name} ${place} में स्थित है। इसका काम मुख्य रूप से ${topics} पर केंद्रित है।`,
  "किसी वास्तविक सूची में इसके साझेदारों, कार्यक्रमों और संपर्क की जानकारी भी होती। नीचे दिए गए विषयों के माध्यम से आप पोर्टल पर इन्हीं विषयों से जुड़े लेख, आयोजन और व्यक्ति देख सकते हैं।",
];

/** ../learning.ts: who offers the course, its level and its length. */
const course = (provider: string, level: string, duration: string) => `प्रस्तुतकर्ता: ${provider}। स्तर: ${level}। अवधि: ${duration}।`;

const INITIATIVE_NOTE = "पात्रता, समय-सीमा और संपर्क की जानकारी पहल के पृष्ठ पर दी गई है।";

export const datasets: HindiItem[] = [
  translated(
    DATASET,
    "crop-disease-leaf-images",
    "2024-03-04",
    "agriculture",
    "फसल रोगों की पहचान के लिए पत्तियों की तस्वीरें",
    "छह फसलों की रोगग्रस्त और स्वस्थ पत्तियों की लेबल वाली तस्वीरें।",
    datasetBody(
      "crop-disease-leaf-images",
      "नौ राज्यों से ली गई तस्वीरें, जिनके लेबल की समीक्षा पादप रोग विशेषज्ञों ने की है। साथ में फसल की अवस्था, जिले और फोन मॉडल का मेटाडेटा भी दिया गया है।",
      "JPEG + CSV प्रारूप (14 GB)",
      [
        ["image_id", "text", "तस्वीर की फाइल का नाम (एक्सटेंशन के बिना)"],
        ["crop", "text", "जिस फसल की तस्वीर ली गई"],
        ["label", "text", "समीक्षा के बाद तय किया गया लेबल"],
        ["district", "text", "जिला (नमूना सूची से)"],
        ["crop_stage", "text", "फसल की अवस्था"],
      ],
    ),
  ),
  translated(
    DATASET,
    "indic-read-speech-corpus",
    "2024-07-22",
    "language",
    "भारतीय भाषाओं का पठित वाक् कॉर्पस",
    "चौदह भाषाओं में पढ़कर रिकॉर्ड की गई आवाज, सत्यापित प्रतिलेखों के साथ।",
    datasetBody(
      "indic-read-speech-corpus",
      "सहमति देने वाले स्वयंसेवकों ने ये रिकॉर्डिंग फोन पर की हैं; वक्ताओं को लिंग और आयु वर्ग के अनुसार संतुलित रखा गया है।",
      "FLAC + JSON प्रारूप (1,800 घंटे)",
      [
        ["utterance_id", "text", "रिकॉर्डिंग की पहचान संख्या"],
        ["language", "text", "पढ़ी गई भाषा"],
        ["duration_s", "decimal", "रिकॉर्डिंग की अवधि (सेकंड में)"],
        ["speaker_age_band", "text", "स्वयंसेवक का आयु वर्ग"],
        ["verified", "text", "क्या समीक्षक ने प्रतिलेख की जांच की है"],
      ],
    ),
  ),
  translated(
    DATASET,
    "parallel-corpus-government-notices",
    "2025-03-24",
    "language",
    "सरकारी सूचनाओं का समानांतर कॉर्पस",
    "अंग्रेजी और बारह भारतीय भाषाओं में वाक्य-स्तर पर संरेखित सरकारी सूचनाएं।",
    datasetBody(
      "parallel-corpus-government-notices",
      "मानव अनुवादकों द्वारा अनूदित सार्वजनिक सूचनाएं, जिन्हें वाक्य-स्तर पर संरेखित किया गया है और जो अनुवाद अनुसंधान के लिए उपयुक्त हैं।",
      "TSV प्रारूप (31 लाख वाक्य-युग्म)",
      [
        ["pair_id", "text", "वाक्य-युग्म की पहचान संख्या"],
        ["target_language", "text", "जिस भाषा में अनुवाद किया गया"],
        ["source_tokens", "integer", "अंग्रेजी वाक्य में शब्दों की संख्या"],
        ["domain", "text", "सूचना का विषय"],
      ],
    ),
  ),
];

export const startups: HindiItem[] = [
  translated(
    STARTUP,
    "khetsense-labs",
    "2024-03-11",
    "agriculture",
    "खेतसेंस लैब्स",
    "छोटे किसानों के लिए मिट्टी और मौसम की निगरानी, साथ में आवाज के जरिए परामर्श।",
    [
      "खेतसेंस लैब्स किसान उत्पादक संगठनों के लिए कम लागत वाले मिट्टी की नमी के सेंसर लगाती है और स्थानीय भाषाओं में वॉयस कॉल से सिंचाई की सलाह भेजती है।",
      "टीम कृषि विस्तार कार्यकर्ताओं के साथ मिलकर हर सप्ताह परामर्शों की समीक्षा करती है।",
      ...about("खेतसेंस लैब्स", "नागपुर, महाराष्ट्र", "कृषि, स्टार्टअप और एआई अनुप्रयोगों"),
    ],
  ),
  translated(STARTUP, "vaanibridge-ai", "2024-07-29", "language", "वाणीब्रिज एआई", "भारतीय भाषाओं के लिए वाक् पहचान और अनुवाद एपीआई।", [
    "वाणीब्रिज एआई बारह भारतीय भाषाओं के लिए स्पीच-टू-टेक्स्ट और अनुवाद एपीआई उपलब्ध कराती है, जो फोन कॉल के शोर भरे ऑडियो को ध्यान में रखकर तैयार किए गए हैं।",
    "इसके ग्राहकों में हेल्पलाइन सेवाएं और क्षेत्रीय मीडिया संस्थान शामिल हैं।",
    ...about("वाणीब्रिज एआई", "बेंगलुरु, कर्नाटक", "भाषा प्रौद्योगिकी, स्टार्टअप और फाउंडेशन मॉडल"),
  ]),
  translated(STARTUP, "netrascan-health", "2024-11-18", "healthcare", "नेत्रस्कैन हेल्थ", "प्राथमिक स्वास्थ्य सेवा के लिए एआई की मदद से आंखों की जांच।", [
    "नेत्रस्कैन हेल्थ हाथ में पकड़े जाने वाले फंडस कैमरे को एक ग्रेडिंग मॉडल के साथ जोड़कर प्राथमिक स्वास्थ्य केंद्रों में डायबिटिक रेटिनोपैथी की जांच करती है।",
    "हर रेफरल की समीक्षा नेत्र रोग विशेषज्ञ करते हैं।",
    ...about("नेत्रस्कैन हेल्थ", "कोयंबटूर, तमिलनाडु", "स्वास्थ्य सेवा और स्टार्टअप"),
  ]),
];

export const learning: HindiItem[] = [
  translated(
    LEARNING,
    "ai-for-everyone-practical-introduction",
    "2024-02-26",
    "skilling",
    "सबके लिए एआई: एक व्यावहारिक परिचय",
    "एआई क्या कर सकता है और क्या नहीं, बिना गणित के सरल भाषा में।",
    [
      "मशीन लर्निंग कैसे काम करती है, रोजमर्रा के जीवन में इसके उपयोग, इसकी सीमाएं और एआई से जुड़े दावों को परखने का तरीका। किसी पूर्व जानकारी की आवश्यकता नहीं है।",
      course("फ्यूचरस्किल्स (नमूना)", "प्रारंभिक", "4 सप्ताह, प्रति सप्ताह 2 घंटे"),
    ],
  ),
  translated(
    LEARNING,
    "speech-applications-indian-languages",
    "2025-01-27",
    "language",
    "भारतीय भाषाओं के लिए वाक् एप्लिकेशन बनाना",
    "ऑडियो संग्रह से लेकर वाक् मॉडल को उपयोग में लाने तक।",
    [
      "सहमति के साथ डेटा संग्रह, प्रतिलेखन के दिशानिर्देश, फाइन-ट्यूनिंग और शोर भरे ऑडियो पर मॉडल का मूल्यांकन।",
      course("भारत लैंग्वेज लैब (काल्पनिक)", "उन्नत", "8 सप्ताह"),
    ],
  ),
  translated(
    LEARNING,
    "ai-for-agriculture-extension-workers",
    "2025-10-27",
    "agriculture",
    "कृषि विस्तार कार्यकर्ताओं के लिए एआई",
    "खेत में एआई परामर्शों का उपयोग और उनकी जांच।",
    [
      "परामर्श मॉडल कैसे काम करते हैं, उन पर कब भरोसा करें और किसानों से प्रतिक्रिया कैसे जुटाएं।",
      course("विंध्य कृषि विश्वविद्यालय (काल्पनिक)", "प्रारंभिक", "2 सप्ताह"),
    ],
  ),
];

export const initiatives: HindiItem[] = [
  translated(
    INITIATIVE,
    "public-datasets-platform",
    "2025-06-02",
    "data",
    "सार्वजनिक डेटासेट प्लेटफॉर्म",
    "एआई अनुसंधान के लिए सार्वजनिक डेटासेट का एकल कैटलॉग।",
    [
      "विभाग साझा मेटाडेटा, लाइसेंस और पहुंच नियमों के साथ डेटासेट प्रकाशित करते हैं, जिनमें खुले डाउनलोड से लेकर सुरक्षित अनुसंधान कक्षों में उपलब्ध डेटा तक शामिल है।",
      INITIATIVE_NOTE,
    ],
  ),
  translated(
    INITIATIVE,
    "kisan-ai-helpline",
    "2025-08-25",
    "agriculture",
    "किसान एआई हेल्पलाइन",
    "एआई से मिलने वाले उत्तरों और कृषि विशेषज्ञों की वापसी कॉल को जोड़ने वाली राज्य सरकार की हेल्पलाइन।",
    [
      "किसान टोल-फ्री नंबर पर कॉल करते हैं, अपनी भाषा में एआई की मदद से तैयार उत्तर पाते हैं, और चाहें तो किसी कृषि विशेषज्ञ से वापस कॉल करने का अनुरोध कर सकते हैं।",
      INITIATIVE_NOTE,
    ],
  ),
];
