import type { Question } from "../types";
import { choiceQuestion } from "./build";

/** Part A: the system's profile. Not scored; some answers make later questions relevant. */
const q = (f: Parameters<typeof choiceQuestion>[1], items: Array<[string, { en: string; hi: string }]>) =>
  choiceQuestion(
    "profile",
    f,
    items.map(([id, label]) => [id, label, null]),
  );

export const PROFILE: Question[] = [
  q({ id: "sector", text: { en: "Which sector does the system serve?", hi: "यह प्रणाली किस क्षेत्र में सेवा देती है?" } }, [
    ["health", { en: "Health", hi: "स्वास्थ्य" }],
    ["agriculture", { en: "Agriculture", hi: "कृषि" }],
    ["education", { en: "Education", hi: "शिक्षा" }],
    ["finance", { en: "Finance and taxation", hi: "वित्त और कराधान" }],
    ["welfare", { en: "Welfare and social benefits", hi: "कल्याण और सामाजिक लाभ" }],
    ["justice", { en: "Policing and justice", hi: "पुलिस और न्याय" }],
    ["transport", { en: "Transport and urban services", hi: "परिवहन और नगरीय सेवाएँ" }],
    ["other", { en: "Another sector", hi: "अन्य क्षेत्र" }],
  ]),
  q(
    {
      id: "stage",
      text: { en: "At which stage of its life is the system?", hi: "प्रणाली अपने जीवन-चक्र के किस चरण में है?" },
      help: {
        en: "Answer for the system as it is today. You can assess again after deployment.",
        hi: "प्रणाली की आज की स्थिति के अनुसार उत्तर दें। तैनाती के बाद आप दोबारा आकलन कर सकते हैं।",
      },
    },
    [
      ["design", { en: "Design or development", hi: "अभिकल्पना या विकास" }],
      ["deployed", { en: "Deployed and in use", hi: "तैनात और उपयोग में" }],
    ],
  ),
  q(
    {
      id: "system-type",
      kind: "checklist",
      text: { en: "What kind of system is it? Choose all that apply.", hi: "यह किस प्रकार की प्रणाली है? जो भी लागू हों, सभी चुनें।" },
    },
    [
      ["prediction", { en: "Prediction, scoring or classification", hi: "पूर्वानुमान, अंक निर्धारण या वर्गीकरण" }],
      ["recommendation", { en: "Recommendation or ranking", hi: "सिफ़ारिश या क्रम निर्धारण" }],
      ["generative", { en: "Generative AI (text, images, speech)", hi: "जनरेटिव एआई (पाठ, चित्र, वाणी)" }],
      ["vision", { en: "Computer vision or biometrics", hi: "कंप्यूटर विज़न या बायोमेट्रिक्स" }],
      ["language", { en: "Speech or language processing", hi: "वाणी या भाषा संसाधन" }],
    ],
  ),
  q(
    {
      id: "affected",
      kind: "checklist",
      text: { en: "Who is affected by its outcomes? Choose all that apply.", hi: "इसके परिणामों से कौन प्रभावित होते हैं? जो भी लागू हों, सभी चुनें।" },
    },
    [
      ["public", { en: "Members of the public", hi: "आम नागरिक" }],
      ["children", { en: "Children", hi: "बच्चे" }],
      ["disabled", { en: "Persons with disabilities", hi: "दिव्यांगजन" }],
      ["rural", { en: "Rural or remote communities", hi: "ग्रामीण या दूरदराज़ के समुदाय" }],
      ["employees", { en: "Government employees", hi: "सरकारी कर्मचारी" }],
      ["businesses", { en: "Businesses", hi: "व्यवसाय" }],
    ],
  ),
  q({ id: "languages", kind: "checklist", text: { en: "In which languages do people use it?", hi: "लोग इसका उपयोग किन भाषाओं में करते हैं?" } }, [
    ["english", { en: "English", hi: "अंग्रेज़ी" }],
    ["hindi", { en: "Hindi", hi: "हिंदी" }],
    ["scheduled", { en: "Other languages of the Eighth Schedule", hi: "आठवीं अनुसूची की अन्य भाषाएँ" }],
    ["none", { en: "No language (for example images or sensor data)", hi: "कोई भाषा नहीं (जैसे चित्र या सेंसर डेटा)" }],
  ]),
  q(
    {
      id: "personal-data",
      text: {
        en: "Does it process personal data under the Digital Personal Data Protection Act, 2023?",
        hi: "क्या यह डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत व्यक्तिगत डेटा संसाधित करती है?",
      },
      help: {
        en: "Personal data is any data about a person who can be identified by or from it.",
        hi: "व्यक्तिगत डेटा किसी ऐसे व्यक्ति के बारे में कोई भी डेटा है जिसकी पहचान उससे की जा सकती है।",
      },
    },
    [
      ["yes", { en: "Yes", hi: "हाँ" }],
      ["no", { en: "No", hi: "नहीं" }],
      ["unsure", { en: "Not sure", hi: "निश्चित नहीं" }],
    ],
  ),
  q(
    {
      id: "children-data",
      show_if: { question: "personal-data", any_of: ["yes", "unsure"] },
      text: { en: "Does it process the personal data of children?", hi: "क्या यह बच्चों का व्यक्तिगत डेटा संसाधित करती है?" },
      help: {
        en: "The Act asks for verifiable consent of a parent or lawful guardian for a child's data.",
        hi: "अधिनियम बच्चे के डेटा के लिए माता-पिता या विधिक अभिभावक की सत्यापन-योग्य सहमति माँगता है।",
      },
    },
    [
      ["yes", { en: "Yes", hi: "हाँ" }],
      ["no", { en: "No", hi: "नहीं" }],
    ],
  ),
];
