import type { Messages } from "./define";
import type { en } from "./guidance.en";

/** The Hindi of ./guidance.en.ts, key for key. */
export const hi: Messages<typeof en> = {
  "guidance.section": "उत्तरदायी एआई",
  "guidance.crumb.home": "मुखपृष्ठ",
  "guidance.nav.label": "उत्तरदायी एआई मार्गदर्शन",
  "guidance.nav.homepage": "परिचय",
  "guidance.nav.principles": "सात सिद्धांत",
  "guidance.nav.architect": "आर्किटेक्ट मार्गदर्शिका",
  "guidance.nav.committees": "नैतिकता समितियां",
  "guidance.nav.governance": "अभिशासन ढांचा",
  "guidance.nav.assessment": "स्व-मूल्यांकन",
  "guidance.lastUpdated": "अंतिम अद्यतन",
  "guidance.toc": "इस पृष्ठ पर",
  "guidance.meta.description": "{page}: एआई प्रणालियां बनाने और उपयोग करने वाली सरकारी टीमों के लिए उत्तरदायी एआई संबंधी मार्गदर्शन।",
};
