import type { Messages } from "./define";
import type { en } from "./alerts.en";

/** The Hindi of ./alerts.en.ts, key for key. */

export const hi: Messages<typeof en> = {
  "alerts.save.heading": "यह खोज सहेजें",
  "alerts.save.intro": "इसे अपनी प्रोफ़ाइल पर फिर से पाएँ, और इससे मेल खाती नई सामग्री आने पर ई-मेल प्राप्त करें।",
  "alerts.save.button": "खोज सहेजें",
  "alerts.save.anonymous": "पहले आपसे साइन इन करने के लिए कहा जाएगा।",
  "alerts.field.name": "नाम",
  "alerts.field.alert": "ई-मेल सूचनाएँ",
  "alerts.alert.none": "कोई ई-मेल नहीं",
  "alerts.alert.daily": "प्रतिदिन",
  "alerts.alert.weekly": "साप्ताहिक, प्रत्येक सोमवार",
  "alerts.defaultName": "सभी परिणाम",
  "alerts.error.name": "120 अक्षरों तक का नाम दर्ज करें",
  "alerts.error.alert": "चुनें कि ई-मेल कितनी बार भेजे जाएँ",
  "alerts.error.query": "यह खोज सहेजी नहीं जा सकती। फिर से खोजें और परिणाम पृष्ठ से इसे सहेजें।",
  "alerts.error.tooMany": "आप अधिकतम 50 खोजें सहेज सकते हैं। नई खोज सहेजने के लिए पहले कोई एक हटाएँ।",
  "alerts.error.gone": "यह सहेजी गई खोज अब मौजूद नहीं है।",
  "alerts.error.failed": "यह नहीं हो सका। कृपया बाद में पुनः प्रयास करें।",
  "alerts.page.title": "सहेजी गई खोज",
  "alerts.profile.heading": "सहेजी गई खोजें",
  "alerts.profile.none": "आपकी कोई सहेजी गई खोज नहीं है। किसी भी खोज परिणाम पृष्ठ से खोज सहेजें।",
  "alerts.profile.alertIs": "ई-मेल सूचनाएँ: {alert}",
  "alerts.profile.change": "बदलें या हटाएँ",
  "alerts.profile.update": "बदलाव सहेजें",
  "alerts.profile.delete": "यह सहेजी गई खोज हटाएँ",
  "alerts.profile.unavailable": "आपकी सहेजी गई खोजें अभी नहीं दिखाई जा सकतीं।",
  "alerts.notice.created": "आपकी खोज सहेज ली गई है।",
  "alerts.notice.updated": "आपकी सहेजी गई खोज बदल दी गई है।",
  "alerts.notice.deleted": "आपकी सहेजी गई खोज हटा दी गई है।",
};
