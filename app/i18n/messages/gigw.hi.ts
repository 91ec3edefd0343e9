import type { Messages } from "./define";
import type { en } from "./gigw.en";

export const hi: Messages<typeof en> = {
  "gigw.footer.policies": "वेबसाइट नीतियां",
  "gigw.siteMap.title": "साइट मैप",
  "gigw.siteMap.intro": "पोर्टल के सभी खंड एक ही पृष्ठ पर। हर खंड में सबसे नई सामग्री पहले दिखती है, और वहीं से उसकी पूरी सूची खुलती है।",
  "gigw.siteMap.resources": "संसाधन",
  "gigw.siteMap.ecosystem": "इकोसिस्टम",
  "gigw.siteMap.more": "अन्य निर्देशिकाएं",
  "gigw.siteMap.pillars": "स्तंभ",
  "gigw.siteMap.pillarsIndex": "सभी स्तंभ",
  "gigw.siteMap.responsibleAi": "जिम्मेदार एआई",
  "gigw.siteMap.campaigns": "अभियान और आमंत्रण",
  "gigw.siteMap.campaignsIndex": "सभी अभियान, हैकाथॉन और आमंत्रण",
  "gigw.siteMap.videoLibrary": "रेज़ वीडियो संग्रह",
  "gigw.siteMap.account": "आपका खाता",
  "gigw.siteMap.signUp": "खाता बनाएं",
  "gigw.siteMap.forgotPassword": "पासवर्ड भूल गए",
  "gigw.siteMap.about": "पोर्टल के बारे में",
  "gigw.siteMap.search": "खोज",
  "gigw.siteMap.xml": "सर्च इंजनों के लिए साइट मैप (एक्सएमएल)",
  "gigw.offline.title": "आप ऑफलाइन हैं",
  "gigw.offline.reads": "बिना इंटरनेट के पढ़े जा सकने वाले पृष्ठ",
  "gigw.offline.readsIntro": "हाल में पढ़े गए पृष्ठ इस डिवाइस पर सहेजे गए हैं:",
  "gigw.offline.home": "मुख पृष्ठ पर जाएं",
};
