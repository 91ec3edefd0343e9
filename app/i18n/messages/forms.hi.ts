import type { Messages } from "./define";
import type { en } from "./forms.en";

/** The Hindi of ./forms.en.ts, key for key. */
export const hi: Messages<typeof en> = {
  "forms.error.emailRequired": "अपना ईमेल पता दर्ज करें।",
  "forms.error.emailTooLong": "ईमेल पता 254 अक्षरों से अधिक का नहीं हो सकता।",
  "forms.error.emailFormat": "ईमेल पता सही प्रारूप में दर्ज करें, जैसे name@example.com",
  "forms.error.passwordRequired": "पासवर्ड दर्ज करें।",
  "forms.error.passwordShort": "पासवर्ड कम से कम {min} अक्षरों का होना चाहिए।",
  "forms.error.passwordLong": "पासवर्ड {max} अक्षरों से अधिक का नहीं हो सकता।",
  "forms.error.currentPasswordRequired": "अपना पासवर्ड दर्ज करें।",
  "forms.error.nameRequired": "अपना नाम दर्ज करें।",
  "forms.error.nameLong": "नाम {max} अक्षरों से अधिक का नहीं हो सकता।",
  "forms.error.nameCharacters": "नाम में < > या नियंत्रण वर्ण नहीं हो सकते।",
  "forms.error.nameInvisible": "नाम में अदृश्य या पाठ की दिशा बदलने वाले वर्ण नहीं हो सकते।",
  "forms.error.imageLong": "चित्र का पता {max} अक्षरों से अधिक का नहीं हो सकता।",
  "forms.error.imageFormat": "https:// या / से शुरू होने वाला चित्र का पता दर्ज करें।",
  "forms.error.resetToken": "यह पासवर्ड रीसेट लिंक मान्य नहीं है।",
  "forms.error.confirmRequired": "नया पासवर्ड दोबारा दर्ज करें।",
  "forms.error.passwordsDiffer": "दोनों पासवर्ड मेल नहीं खाते।",
  "forms.error.confirmDelete": "पुष्टि करने के लिए बॉक्स पर सही का निशान लगाएँ कि आप अपना खाता हटाना चाहते हैं।",
  "forms.error.badCredentials": "ईमेल पता या पासवर्ड गलत है।",
  "forms.error.tooManyAttempts": "बहुत अधिक प्रयास हो गए। कुछ मिनट रुककर पुनः प्रयास करें।",
  "forms.error.tooManyRequests": "बहुत अधिक अनुरोध हो गए। थोड़ी देर रुककर पुनः प्रयास करें।",
  "forms.error.resetLinkUsed": "यह पासवर्ड रीसेट लिंक समाप्त हो चुका है या पहले ही उपयोग हो चुका है। नया लिंक मँगवाएँ।",
  "forms.error.botCheck": "कृपया पुष्टि करें कि आप रोबोट नहीं हैं।",
  "forms.error.emailUsed": "यह ईमेल पता किसी दूसरे खाते में उपयोग हो रहा है।",
  "forms.error.passwordIncorrect": "आपका पासवर्ड गलत है।",
  "forms.error.currentPasswordIncorrect": "आपका वर्तमान पासवर्ड गलत है।",
  "forms.error.hasEmail": "आपके खाते में पहले से एक ईमेल पता है।",
  "forms.error.signInToContinue": "आगे बढ़ने के लिए साइन इन करें।",
  "forms.error.checkForm": "कृपया फ़ॉर्म की जाँच करें।",
};
