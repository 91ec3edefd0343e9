import type { HindiSettings } from "./types";

/** The site settings in Hindi; ministries carry their official Hindi names. */
export const hindiSettings: HindiSettings = {
  product_name: "इंडियाएआई",
  site_title: "इंडियाएआई पोर्टल",
  site_description:
    "भारत के राष्ट्रीय एआई कार्यक्रम से जुड़े समाचार, अनुसंधान, डेटासेट, पाठ्यक्रम तथा व्यक्ति और संस्थाएं। इस पोर्टल पर प्रदर्शन के लिए नमूना सामग्री दिखाई गई है।",
  meta_title: "इंडियाएआई पोर्टल — नमूना सामग्री",
  meta_description: "भारत के एआई इकोसिस्टम से जुड़े लेख, अनुसंधान, डेटासेट और कार्यक्रम देखें (नमूना सामग्री)।",
  ministry_names: {
    "Ministry of Electronics and Information Technology": "इलेक्ट्रॉनिकी और सूचना प्रौद्योगिकी मंत्रालय",
    "Ministry of Agriculture and Farmers Welfare": "कृषि एवं किसान कल्याण मंत्रालय",
    "Ministry of Health and Family Welfare": "स्वास्थ्य एवं परिवार कल्याण मंत्रालय",
    "Ministry of Education": "शिक्षा मंत्रालय",
    "Ministry of Skill Development and Entrepreneurship": "कौशल विकास और उद्यमशीलता मंत्रालय",
    "Ministry of Science and Technology": "विज्ञान और प्रौद्योगिकी मंत्रालय",
  },
};
