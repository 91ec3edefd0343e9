import { defineMessages } from "./define";

/** The Responsible-AI guidance pages: their navigation, breadcrumbs, page furniture and search. */
export const guidance = defineMessages(
  {
    "guidance.section": "Responsible AI",
    "guidance.crumb.home": "Home",
    "guidance.nav.label": "Responsible AI guidance",
    "guidance.nav.homepage": "Overview",
    "guidance.nav.principles": "The seven principles",
    "guidance.nav.architect": "Architect’s guide",
    "guidance.nav.committees": "Ethics committees",
    "guidance.nav.governance": "Governance framework",
    "guidance.nav.assessment": "Self-assessment",
    "guidance.lastUpdated": "Last updated",
    "guidance.toc": "On this page",
    "guidance.footerLink": "Responsible AI",
    "guidance.search.heading": "Responsible AI guidance",
    "guidance.meta.description": "{page}: responsible AI guidance for government teams that build and use AI systems.",
  },
  {
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
    "guidance.footerLink": "उत्तरदायी एआई",
    "guidance.search.heading": "उत्तरदायी एआई मार्गदर्शन",
    "guidance.meta.description": "{page}: एआई प्रणालियां बनाने और उपयोग करने वाली सरकारी टीमों के लिए उत्तरदायी एआई संबंधी मार्गदर्शन।",
  },
);
