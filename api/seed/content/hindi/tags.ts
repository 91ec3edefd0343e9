import type { HindiTagNames } from "./types";

/** Every tag of ../tags.ts, keyed by its English name. */
export const hindiTagNames: HindiTagNames = {
  // SECTOR
  Agriculture: "कृषि",
  Healthcare: "स्वास्थ्य सेवा",
  Education: "शिक्षा",
  Governance: "शासन",
  Finance: "वित्त",
  // TREND
  "Generative AI": "जनरेटिव एआई",
  "Responsible AI": "जिम्मेदार एआई",
  "Language Technology": "भाषा प्रौद्योगिकी",
  "AI Compute": "एआई कंप्यूट",
  "Digital Public Infrastructure": "डिजिटल सार्वजनिक अवसंरचना",
  Skilling: "कौशल विकास",
  Startups: "स्टार्टअप",
  Datasets: "डेटासेट",
  Climate: "जलवायु",
  Cybersecurity: "साइबर सुरक्षा",
  // OTHER
  "Foundation Models": "फाउंडेशन मॉडल",
  "AI Applications": "एआई अनुप्रयोग",
  "Startup Financing": "स्टार्टअप वित्तपोषण",
  Research: "अनुसंधान",
  Manufacturing: "विनिर्माण",
  Mobility: "परिवहन और गतिशीलता",
  Geospatial: "भू-स्थानिक",
  Standards: "मानक",
  "International Cooperation": "अंतरराष्ट्रीय सहयोग",
  Careers: "करियर",
  "State Government": "राज्य सरकार",
  "Data Privacy": "डेटा गोपनीयता",
};
