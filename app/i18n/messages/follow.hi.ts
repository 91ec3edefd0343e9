import type { Messages } from "./define";
import type { en } from "./follow.en";

export const hi: Messages<typeof en> = {
  "follow.confirm.title": "न्यूज़लेटर की सदस्यता की पुष्टि करें",
  "follow.confirm.intro": "जिस ई-मेल पते पर यह लिंक भेजा गया है, उस पर IndiaAI न्यूज़लेटर पाने के लिए नीचे दिया गया बटन दबाएँ।",
  "follow.confirm.button": "सदस्यता की पुष्टि करें",
  "follow.confirm.done": "आपकी सदस्यता की पुष्टि हो गई है। धन्यवाद! स्वागत ई-मेल में दिए गए लिंक से आप कभी भी सदस्यता समाप्त कर सकते हैं।",
  "follow.unsubscribe.title": "सदस्यता समाप्त करें",
  "follow.unsubscribe.intro": "ये ई-मेल बंद करने के लिए नीचे दिया गया बटन दबाएँ। इसके लिए साइन इन करना आवश्यक नहीं है।",
  "follow.unsubscribe.button": "सदस्यता समाप्त करें",
  "follow.unsubscribe.done": "आपकी सदस्यता समाप्त कर दी गई है। अब आपको ये ई-मेल नहीं भेजे जाएँगे।",
  "follow.link.invalid": "यह लिंक मान्य नहीं है या इसका उपयोग पहले ही किया जा चुका है। कृपया अपने ई-मेल में आया नवीनतम लिंक उपयोग करें।",
  "follow.link.failed": "कृपया कुछ देर बाद पुनः प्रयास करें",
  "follow.working": "कृपया प्रतीक्षा करें…",
  "follow.home": "मुख पृष्ठ पर जाएँ",
  "follow.feed.link": "इस पृष्ठ की एटम फ़ीड",
  "follow.feed.title": "{site} पर {title}",
};
