import type { Lang } from "../../contract";

/** The upload's refusals, in the language of the call; shown by the file input as they are. */
export const MEDIA_MESSAGES = {
  en: {
    notMultipart: "Send the file as a multipart form (multipart/form-data).",
    malformed: "The upload could not be read. Please choose the file again.",
    purpose: "Say what the file is for: an image or a PDF.",
    missing: "Choose a file to upload.",
    empty: "The chosen file is empty.",
    bodyTooLarge: "The file is too large: images can be up to 5 MB and PDFs up to 20 MB.",
    imageTooLarge: "The image must be 5 MB or smaller.",
    pdfTooLarge: "The PDF must be 20 MB or smaller.",
    notImage: "The file must be a JPEG, PNG, WebP or AVIF image. Its name does not count: this file is something else.",
    notPdf: "The file must be a PDF document. Its name does not count: this file is something else.",
    tooManyPixels: "The image is too large: at most 40 megapixels (for example 8000 × 5000). Please resize it and try again.",
    undecodable: "The image could not be read. It may be damaged; please export it again and upload it.",
    notFound: "There is no such media file.",
    busy: "Many images are being uploaded right now. Please try again in a few seconds.",
  },
  hi: {
    notMultipart: "फ़ाइल मल्टीपार्ट फ़ॉर्म (multipart/form-data) के रूप में भेजें।",
    malformed: "अपलोड पढ़ा नहीं जा सका। कृपया फ़ाइल फिर से चुनें।",
    purpose: "बताएँ कि फ़ाइल किसलिए है: चित्र या पीडीएफ़।",
    missing: "अपलोड करने के लिए कोई फ़ाइल चुनें।",
    empty: "चुनी गई फ़ाइल ख़ाली है।",
    bodyTooLarge: "फ़ाइल बहुत बड़ी है: चित्र अधिकतम 5 MB और पीडीएफ़ अधिकतम 20 MB के हो सकते हैं।",
    imageTooLarge: "चित्र 5 MB या उससे छोटा होना चाहिए।",
    pdfTooLarge: "पीडीएफ़ 20 MB या उससे छोटी होनी चाहिए।",
    notImage: "फ़ाइल JPEG, PNG, WebP या AVIF चित्र होनी चाहिए। फ़ाइल का नाम मायने नहीं रखता: यह फ़ाइल कुछ और है।",
    notPdf: "फ़ाइल पीडीएफ़ दस्तावेज़ होनी चाहिए। फ़ाइल का नाम मायने नहीं रखता: यह फ़ाइल कुछ और है।",
    tooManyPixels: "चित्र बहुत बड़ा है: अधिकतम 4 करोड़ पिक्सेल (जैसे 8000 × 5000)। कृपया इसका आकार छोटा करके फिर से प्रयास करें।",
    undecodable: "चित्र पढ़ा नहीं जा सका। हो सकता है यह ख़राब हो; कृपया इसे फिर से एक्सपोर्ट करके अपलोड करें।",
    notFound: "ऐसी कोई मीडिया फ़ाइल नहीं है।",
    busy: "अभी बहुत से चित्र अपलोड हो रहे हैं। कृपया कुछ सेकंड बाद पुनः प्रयास करें।",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MediaMessage = keyof (typeof MEDIA_MESSAGES)["en"];
